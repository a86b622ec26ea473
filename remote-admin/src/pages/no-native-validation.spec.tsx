import { Form, Input } from 'antd';
import { waitFor } from '@testing-library/react';
import { AntdThemeProvider } from '@academy/context/antd';
import { makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import { PasswordGate } from '../features/consoles/components/PasswordGate';
import { DecisionDialog } from '../features/members/components/DecisionDialog';
import { ProgramForm } from '../features/superadmin/components/ProgramForm';
import { AddForm } from '../components/AddForm';
import { FormDialog } from '../components/FormDialog';

function AnAddForm() {
  const [form] = Form.useForm();
  return (
    <AddForm form={form} label="이미지 추가" saving={false} onFinish={() => undefined}>
      <Form.Item label="이미지 URL" name="url">
        <Input type="url" />
      </Form.Item>
    </AddForm>
  );
}

function AFormDialog() {
  const [form] = Form.useForm();
  return (
    <FormDialog
      open
      noun="강의"
      editing={null}
      form={form}
      startValues={{}}
      saving={false}
      onSubmit={() => undefined}
      onClose={() => undefined}
    >
      <Form.Item label="제목" name="title">
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

describe('admin forms', () => {
  it('leave checking to their Korean messages: the browser never shows its own (English) validation bubble', async () => {
    mockApi(makeUser({ role: 'ADMIN' }));
    renderWithProviders(
      <AntdThemeProvider>
        <PasswordGate title="관리자 인증" lead="비밀번호" onSubmit={async () => null} />
        <AnAddForm />
        <AFormDialog />
        <DecisionDialog request={{ decision: 'approve' }} onCancel={() => undefined} onSubmit={async () => true} />
        <ProgramForm editing={null} nextOrder={0} save={async () => undefined} onCancelEdit={() => undefined} />
      </AntdThemeProvider>,
      { route: '/_superadmin' },
    );
    await waitFor(() => expect(document.querySelectorAll('form')).toHaveLength(5));
    const forms = [...document.querySelectorAll('form')];
    for (const form of forms) expect(form).toHaveAttribute('novalidate');
  });
});
