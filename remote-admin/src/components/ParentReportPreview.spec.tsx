import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { PARENT_MESSAGES } from '@academy/common/parents';
import { AntdThemeProvider } from '@academy/context/antd';
import { makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import { parentLink } from '../test/parent-link-routes';
import { ParentLinkActions } from './ParentLinkActions';

const P = ADMIN_MESSAGES.parents;

const confirmed = parentLink({ status: 'CONFIRMED', confirmedAt: '2026-11-02T01:00:00.000Z' });

function renderActions(link = confirmed) {
  const api = mockApi(makeUser({ role: 'ADMIN' }), {
    'GET /api/admin/parents/par1/report': {
      body: {
        week: '2026-W49',
        to: 'mom@test.local',
        subject: '[이든 영어학원] 주간 학습 리포트 (11월 30일 ~ 12월 6일)',
        html: '<!DOCTYPE html><html><body><h1>주간 학습 리포트</h1><p>김민수</p></body></html>',
      },
    },
    'POST /api/admin/parents/par1/report': { status: 202, body: { ok: true, message: PARENT_MESSAGES.reportQueued } },
  });
  renderWithProviders(
    <AntdThemeProvider>
      <ParentLinkActions link={link} onChanged={() => undefined} />
    </AntdThemeProvider>,
  );
  return api;
}

describe('a confirmed parent’s weekly report, for staff', () => {
  it('shows the mail in a sandboxed frame and sends it now', async () => {
    const api = renderActions();
    await userEvent.click(screen.getByRole('button', { name: P.reportFor('김영희') }));
    expect(await screen.findByText('[이든 영어학원] 주간 학습 리포트 (11월 30일 ~ 12월 6일)')).toBeInTheDocument();
    const frame = screen.getByTitle(P.reportFrame);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('김민수');
    expect(screen.getByText(P.reportTo('mom@test.local'))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: P.sendNow }));
    expect(await screen.findByText(PARENT_MESSAGES.reportQueued)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/parents/par1/report')).toHaveLength(1);
  });

  it('is not offered for a request still waiting', () => {
    renderActions(parentLink());
    expect(screen.queryByRole('button', { name: P.reportFor('김영희') })).not.toBeInTheDocument();
  });
});
