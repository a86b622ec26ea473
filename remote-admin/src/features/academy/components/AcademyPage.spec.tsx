import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACADEMY_FACT_MESSAGES as M, DEFAULT_ACADEMY_FACTS, type AcademyFacts } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AntdThemeProvider } from '@academy/context/antd';
import { makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import { AcademyPage } from './AcademyPage';

const STORED: AcademyFacts = {
  ...DEFAULT_ACADEMY_FACTS,
  registrationNumber: '제2019-12호',
  businessNumber: '123-45-67890',
};

function renderScreen(facts: AcademyFacts = STORED) {
  const server = mockApi(makeUser({ role: 'ADMIN' }), {
    'GET /api/admin/academy': { body: facts },
    'PUT /api/admin/academy': (call) => ({ body: call.body as unknown as AcademyFacts }),
  });
  renderWithProviders(
    <AntdThemeProvider>
      <AcademyPage />
    </AntdThemeProvider>,
    { route: '/admin/academy' },
  );
  return server;
}

describe('/admin/academy (학원 정보)', () => {
  it('puts a draft kept when the session ended over the stored facts, with the notice', async () => {
    window.history.pushState({}, '', '/admin/academy');
    window.sessionStorage.setItem(
      'academy:draft:/admin/academy|academy|new',
      JSON.stringify({ ...STORED, name: '새봄 영어학원', phone: '055-123-4567' }),
    );
    renderScreen();
    expect(await screen.findByText(ADMIN_MESSAGES.admin.draftRestored)).toBeInTheDocument();
    expect(screen.getByLabelText('학원 이름')).toHaveValue('새봄 영어학원');
    expect(screen.getByLabelText('전화번호')).toHaveValue('055-123-4567');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('fills the form with the stored facts and saves the whole form, an empty channel as null', async () => {
    const server = renderScreen();
    const name = await screen.findByLabelText('학원 이름');
    expect(name).toHaveValue(DEFAULT_ACADEMY_FACTS.name);
    await userEvent.clear(name);
    await userEvent.type(name, '새봄 영어학원');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/admin/academy')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/admin/academy')[0]!.body).toEqual({
      ...STORED,
      name: '새봄 영어학원',
      kakaoChannelUrl: null,
    });
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
  });

  it('refuses a malformed 사업자등록번호 with the shared Korean message, and sends nothing', async () => {
    const server = renderScreen();
    const field = await screen.findByLabelText('사업자등록번호');
    await userEvent.clear(field);
    await userEvent.type(field, '123-45');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(M.businessNumber)).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/admin/academy')).toHaveLength(0);
  });

  it('asks for the numbers still missing', async () => {
    renderScreen({ ...DEFAULT_ACADEMY_FACTS });
    expect(await screen.findByText('학원 등록번호와 사업자등록번호를 입력해주세요')).toBeInTheDocument();
  });
});
