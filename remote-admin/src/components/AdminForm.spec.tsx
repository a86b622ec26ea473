import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input, type FormInstance } from 'antd';
import { AdminForm } from './AdminForm';

interface Values {
  slug: string;
  title: string;
}

function SlugForm({ expose }: { expose: (form: FormInstance<Values>) => void }) {
  const [form] = Form.useForm<Values>();
  expose(form);
  return (
    <AdminForm form={form}>
      <Form.Item label="슬러그" name="slug">
        <Input />
      </Form.Item>
      <Form.Item label="제목" name="title" rules={[{ required: true, message: '제목을 입력해주세요' }]}>
        <Input />
      </Form.Item>
    </AdminForm>
  );
}

describe('AdminForm', () => {
  it("clears a server's message on a field without rules as soon as the field changes", async () => {
    const user = userEvent.setup();
    let form: FormInstance<Values> | undefined;
    render(<SlugForm expose={(instance) => (form = instance)} />);
    act(() => form!.setFields([{ name: 'slug', errors: ['이미 사용 중인 슬러그입니다.'] }]));
    expect(await screen.findByText('이미 사용 중인 슬러그입니다.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('슬러그'), 'toeic-2');
    await waitFor(() => expect(screen.queryByText('이미 사용 중인 슬러그입니다.')).not.toBeInTheDocument());
  });

  it("keeps a field's own rule in charge: the message stays while the value is invalid and goes once it is valid", async () => {
    const user = userEvent.setup();
    let form: FormInstance<Values> | undefined;
    render(<SlugForm expose={(instance) => (form = instance)} />);
    await act(() => form!.validateFields().catch(() => undefined));
    expect(await screen.findByText('제목을 입력해주세요')).toBeInTheDocument();
    await user.type(screen.getByLabelText('제목'), ' ');
    // A space is a value: the message goes (validation is asynchronous, so wait for it to go, or the
    // next query may find this message on its way out instead of the one the cleared field brings).
    await waitFor(() => expect(screen.queryByText('제목을 입력해주세요')).not.toBeInTheDocument());
    await user.clear(screen.getByLabelText('제목'));
    expect(await screen.findByText('제목을 입력해주세요')).toBeInTheDocument();
    await user.type(screen.getByLabelText('제목'), '새 강의');
    await waitFor(() => expect(screen.queryByText('제목을 입력해주세요')).not.toBeInTheDocument());
  });
});
