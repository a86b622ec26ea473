import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSULTATION_FORM_KEY, CONSULTATION_MESSAGES as M } from '@academy/common';
import { PreloadedDataProvider } from '@academy/context';
import { apiError, currentLocation, makeProgram, mockApi, renderWithProviders } from '@academy/context/testing';
import ProgramPage from './ProgramPage';
import ConsultationPage from './ConsultationPage';

const programs = [
  makeProgram({ slug: 'middle-school', title: '중등 내신 영어' }),
  makeProgram({ slug: 'toeic', title: 'TOEIC' }),
];

describe('consultation form', () => {
  it('is a plain form posting to /consultation, with labelled fields and the consent text', async () => {
    mockApi(null, { 'GET /api/programs': { body: programs } });
    const { container } = renderWithProviders(<ConsultationPage />, { route: '/consultation' });
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/consultation');
    expect(screen.getByLabelText(/이름/)).toHaveAttribute('name', 'name');
    expect(screen.getByLabelText(/연락처/)).toHaveAttribute('name', 'phone');
    expect(screen.getByLabelText('학년')).toHaveAttribute('name', 'grade');
    expect(await screen.findByRole('option', { name: '중등 내신 영어' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(M.consentItems)).toBeInTheDocument();
    expect(screen.getByText(M.consentPurpose)).toBeInTheDocument();
    expect(screen.getByText(M.consentRetention(365))).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: M.consentLabel })).toHaveAttribute('name', 'consent');
  });

  it('shows every Korean message before sending anything, listed above the form, and focuses the first field', async () => {
    const api = mockApi(null, { 'GET /api/programs': { body: programs } });
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    renderWithProviders(<ConsultationPage />, { route: '/consultation' });
    await userEvent.click(screen.getByRole('button', { name: M.open }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent(M.fixBelow(3));
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([M.name, M.phone, M.consent]);
    // Each message also stands under its own field, tied to it for screen readers.
    expect(screen.getByLabelText(/연락처/)).toHaveAccessibleDescription(M.phone);
    expect(screen.getByRole('checkbox', { name: M.consentLabel })).toHaveAccessibleDescription(M.consent);
    await waitFor(() => expect(screen.getByLabelText(/이름/)).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(summary);
    await userEvent.type(screen.getByLabelText(/연락처/), '12345');
    await userEvent.click(screen.getByRole('button', { name: M.open }));
    expect(screen.getByLabelText(/연락처/)).toHaveAccessibleDescription(M.phoneInvalid);
    expect(api.callsTo('POST', '/api/consultations')).toHaveLength(0);
    scrolled.mockRestore();
  });

  it('takes a message away as soon as its field is corrected, and the summary once all are', async () => {
    mockApi(null, { 'GET /api/programs': { body: programs } });
    renderWithProviders(<ConsultationPage />, { route: '/consultation' });
    await userEvent.click(screen.getByRole('button', { name: M.open }));
    await userEvent.type(screen.getByLabelText(/이름/), '김');
    expect(screen.getByLabelText(/이름/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(M.name)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(M.phone);
    await userEvent.type(screen.getByLabelText(/연락처/), '010');
    // Still not a number: the message stays until it is one.
    expect(screen.getByLabelText(/연락처/)).toHaveAccessibleDescription(M.phone);
    await userEvent.type(screen.getByLabelText(/연락처/), '12345678');
    expect(screen.getByLabelText(/연락처/)).not.toHaveAccessibleDescription(M.phone);
    await userEvent.click(screen.getByRole('checkbox', { name: M.consentLabel }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('states the retention the server is configured with and links the full privacy policy', async () => {
    mockApi(null, {
      'GET /api/programs': { body: programs },
      'GET /api/site': {
        body: {
          kakaoChannelUrl: null,
          retention: { unapprovedAccounts: 90, consultations: 30, auditLog: 730, sessions: 7, mailOutbox: 30 },
        },
      },
    });
    renderWithProviders(<ConsultationPage />, { route: '/consultation' });
    expect(await screen.findByText(M.consentRetention(30))).toBeInTheDocument();
    const policy = screen.getByRole('link', { name: M.policyLink });
    expect(policy).toHaveAttribute('href', '/privacy');
    expect(policy).toHaveAttribute('target', '_blank');
  });

  it('sends JSON and goes to the thank-you page', async () => {
    const api = mockApi(null, {
      'GET /api/programs': { body: programs },
      'POST /api/consultations': { status: 201, body: { id: 'c1', createdAt: '2030-01-01T00:00:00.000Z' } },
    });
    renderWithProviders(<ConsultationPage />, { route: '/consultation' });
    await userEvent.type(screen.getByLabelText(/이름/), '김민수');
    await userEvent.type(screen.getByLabelText(/연락처/), '01012345678');
    await userEvent.selectOptions(screen.getByLabelText('학년'), '중2');
    await userEvent.selectOptions(
      screen.getByLabelText('관심 프로그램'),
      await screen.findByRole('option', { name: 'TOEIC' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: M.consentLabel }));
    await userEvent.click(screen.getByRole('button', { name: M.open }));
    await waitFor(() => expect(currentLocation()).toBe('/consultation/thanks'));
    expect(api.callsTo('POST', '/api/consultations')[0]!.body).toEqual({
      name: '김민수',
      phone: '01012345678',
      grade: '중2',
      programSlug: 'toeic',
      message: null,
      consent: true,
    });
  });

  it('shows the server’s refusal (the hourly limit) in Korean', async () => {
    mockApi(null, {
      'GET /api/programs': { body: programs },
      'POST /api/consultations': apiError(429, 'RATE_LIMITED', M.rateLimited),
    });
    renderWithProviders(<ConsultationPage />, { route: '/consultation' });
    await userEvent.type(screen.getByLabelText(/이름/), '김민수');
    await userEvent.type(screen.getByLabelText(/연락처/), '010-1234-5678');
    await userEvent.click(screen.getByRole('checkbox', { name: M.consentLabel }));
    await userEvent.click(screen.getByRole('button', { name: M.open }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.rateLimited);
  });

  it('draws a refused plain-form post again with its messages and what was typed', () => {
    mockApi(null, { 'GET /api/programs': { body: programs } });
    renderWithProviders(
      <PreloadedDataProvider
        data={{
          [CONSULTATION_FORM_KEY]: {
            status: 200,
            body: {
              message: M.phoneInvalid,
              errors: [{ field: 'phone', message: M.phoneInvalid }],
              values: { name: '김민수', phone: '999', message: '문의' },
            },
          },
        }}
      >
        <ConsultationPage />
      </PreloadedDataProvider>,
      { route: '/consultation' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(M.phoneInvalid);
    expect(screen.getByLabelText(/이름/)).toHaveValue('김민수');
    expect(screen.getByLabelText(/연락처/)).toHaveValue('999');
    expect(screen.getByLabelText(/연락처/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('문의 내용')).toHaveValue('문의');
  });

  it('a program page’s button opens the form as a dialog with that program chosen', async () => {
    mockApi(null, {
      'GET /api/programs/middle-school': { body: programs[0] },
      'GET /api/programs': { body: programs },
    });
    renderWithProviders(<ProgramPage />, { route: '/program/middle-school', path: '/program/:slug' });
    const button = await screen.findByRole('link', { name: M.open });
    expect(button).toHaveAttribute('href', '/consultation?program=middle-school');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: M.title });
    await screen.findByRole('option', { name: '중등 내신 영어' });
    expect(within(dialog).getByLabelText('관심 프로그램')).toHaveValue('middle-school');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it('names the chosen program by its title while the program list is still on its way', async () => {
    mockApi(null, {
      'GET /api/programs/middle-school': { body: programs[0] },
      'GET /api/programs': () => new Promise(() => undefined),
    });
    renderWithProviders(<ProgramPage />, { route: '/program/middle-school', path: '/program/:slug' });
    await userEvent.click(await screen.findByRole('link', { name: M.open }));
    const dialog = await screen.findByRole('dialog', { name: M.title });
    const choice = within(dialog).getByLabelText('관심 프로그램');
    expect(choice).toHaveValue('middle-school');
    expect(within(choice).getByRole('option', { selected: true })).toHaveTextContent('중등 내신 영어');
  });
});
