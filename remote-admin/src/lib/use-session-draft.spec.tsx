import { useEffect, useEffectEvent } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { api } from '@academy/context';
import { AntdThemeProvider } from '@academy/context/antd';
import {
  apiError,
  makeAdminNotice,
  makeUser,
  mockApi,
  renderWithProviders,
  unauthorizedBody,
} from '@academy/context/testing';
import { AdminForm } from '../components/AdminForm';
import { DraftRestoredAlert } from '../components/DraftRestoredAlert';
import { useFormSubmit } from './use-form-submit';
import { useSessionDraft } from './use-session-draft';

const SCREEN = '/admin/notices';
const KEY = `academy:draft:${SCREEN}|test-form|new`;
const A = ADMIN_MESSAGES.admin;

/** A form wired as the admin forms are: the draft restored as it mounts, kept while a save runs. */
function DraftForm() {
  const [form] = Form.useForm();
  const draft = useSessionDraft(form, 'test-form');
  const { submit } = useFormSubmit(form, ['title'], draft);
  const restore = useEffectEvent(() => {
    draft.restore();
  });
  useEffect(() => restore(), []);
  return (
    <AdminForm
      form={form}
      aria-label="테스트 양식"
      onFinish={(values) =>
        submit(() => api.post('/admin/notices', { body: values }), {
          success: { title: '저장했습니다' },
          failure: { title: '저장하지 못했습니다', fallback: '다시 시도해주세요.' },
        })
      }
    >
      <DraftRestoredAlert shown={draft.restored} />
      <Form.Item label="제목" name="title">
        <Input />
      </Form.Item>
      <Form.Item label="NAS 주소" name="url">
        <Input />
      </Form.Item>
      <Form.Item label="콘솔 비밀번호" name="consolePassword">
        <Input.Password />
      </Form.Item>
      <Button htmlType="submit">저장</Button>
    </AdminForm>
  );
}

function renderForm() {
  return renderWithProviders(
    <AntdThemeProvider>
      <DraftForm />
    </AntdThemeProvider>,
    { route: SCREEN },
  );
}

async function typeAndSave(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('제목'), '여름 특강 안내');
  await user.type(screen.getByLabelText('NAS 주소'), 'http://teacher:s3cret@nas.local/a.mp4');
  await user.type(screen.getByLabelText('콘솔 비밀번호'), 'hunter2');
  await user.click(screen.getByRole('button', { name: '저장' }));
}

describe('a session draft', () => {
  beforeEach(() => {
    // request.ts and the draft read the real address: a protected admin path.
    window.history.pushState({}, '', SCREEN);
    window.sessionStorage.clear();
    // jsdom cannot navigate to /login and says so on console.error.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('is kept when the save meets an ended session, without any password, and given back with the notice on the next mount', async () => {
    const alertMock = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const api = mockApi(makeUser({ role: 'ADMIN' }), {
      'POST /api/admin/notices': { status: 401, body: unauthorizedBody },
    });
    const first = renderForm();
    await screen.findByLabelText('제목');
    api.signIn(null);
    await typeAndSave(user);

    await waitFor(() => expect(window.sessionStorage.getItem(KEY)).not.toBeNull());
    expect(JSON.parse(window.sessionStorage.getItem(KEY)!)).toEqual({
      title: '여름 특강 안내',
      url: 'http://teacher:***@nas.local/a.mp4',
    });
    expect(alertMock).not.toHaveBeenCalled();
    // The page is on its way to /login, which says why: no failure toast flashes first.
    expect(screen.queryByText('저장하지 못했습니다')).not.toBeInTheDocument();
    first.unmount();

    api.signIn(makeUser({ role: 'ADMIN' }));
    renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(A.draftRestored);
    expect(screen.getByRole('alert')).toHaveTextContent(A.draftRestoredDetail);
    expect(screen.getByLabelText('제목')).toHaveValue('여름 특강 안내');
    expect(screen.getByLabelText('NAS 주소')).toHaveValue('http://teacher:***@nas.local/a.mp4');
    expect(screen.getByLabelText('콘솔 비밀번호')).toHaveValue('');
    // Given back once: it is no longer stored.
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it.each<[string, ReturnType<typeof apiError>]>([
    ['a server error', apiError(500, 'INTERNAL', '서버 오류가 발생했습니다.')],
    ['a refused value', apiError(400, 'VALIDATION_FAILED', '입력값을 확인해주세요.')],
    // /api/auth/user still answers: the 401 is shown on the screen, nobody leaves for /login.
    ['a 401 while the session is still open', { status: 401, body: unauthorizedBody }],
  ])('is not kept on %s', async (_name, answer) => {
    const user = userEvent.setup();
    mockApi(makeUser({ role: 'ADMIN' }), { 'POST /api/admin/notices': answer });
    renderForm();
    await typeAndSave(user);
    expect(await screen.findByText('저장하지 못했습니다')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    expect(screen.queryByText(A.draftRestored)).not.toBeInTheDocument();
  });

  it('is forgotten once the save succeeds, its notice with it', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem(KEY, JSON.stringify({ title: '봄학기 개강' }));
    mockApi(makeUser({ role: 'ADMIN' }), {
      'POST /api/admin/notices': { status: 201, body: makeAdminNotice({ title: '봄학기 개강' }) },
    });
    renderForm();
    expect(await screen.findByText(A.draftRestored)).toBeInTheDocument();
    expect(screen.getByLabelText('제목')).toHaveValue('봄학기 개강');
    // Kept again by an earlier attempt in this tab: the successful save forgets it too.
    window.sessionStorage.setItem(KEY, JSON.stringify({ title: '봄학기 개강' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('저장했습니다')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    expect(screen.queryByText(A.draftRestored)).not.toBeInTheDocument();
  });
});
