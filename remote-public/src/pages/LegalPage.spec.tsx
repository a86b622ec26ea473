import { screen } from '@testing-library/react';
import { DEFAULT_ACADEMY_FACTS, DEFAULT_RETENTION, type AcademyFacts, type RetentionDays } from '@academy/common';
import { mockApi, renderWithProviders } from '@academy/context/testing';
import LegalPage from './LegalPage';

/** Figures no default has: a text that printed its own numbers instead of the server's would fail. */
const RETENTION: RetentionDays = {
  unapprovedAccounts: 31,
  consultations: 47,
  auditLog: 401,
  sessions: 9,
  mailOutbox: 11,
};
const FACTS: AcademyFacts = {
  ...DEFAULT_ACADEMY_FACTS,
  name: '새봄 영어학원',
  representative: '김새봄',
  privacyOfficer: { name: '박보호', contact: 'privacy@saebom.kr' },
};

function render(route: string, retention: RetentionDays = RETENTION) {
  mockApi(null, {
    'GET /api/site': { body: { kakaoChannelUrl: null, retention } },
    'GET /api/academy': { body: FACTS },
  });
  renderWithProviders(<LegalPage />, { route, path: route.startsWith('/terms') ? '/terms' : '/privacy' });
}

describe('/privacy and /terms', () => {
  it('states every retention period as the server is configured, and the 개인정보 보호책임자', async () => {
    render('/privacy');
    expect(await screen.findByText(/상담이 끝난\(등록 또는 종료 처리된\) 날부터 47일/)).toBeInTheDocument();
    expect(screen.getByText(/가입 신청일부터 31일/)).toBeInTheDocument();
    expect(screen.getByText(/관리 작업 기록\(감사 로그\): 기록일부터 401일/)).toBeInTheDocument();
    expect(screen.getByText(/로그인 세션: 마지막 이용부터 9일/)).toBeInTheDocument();
    // Mail and 문자·알림톡 records alike.
    expect(screen.getAllByText(/발송 요청일부터 11일/)).toHaveLength(2);
    expect(screen.getByText('성명: 박보호')).toBeInTheDocument();
    expect(screen.getByText('연락처: privacy@saebom.kr')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeInTheDocument();
    expect(screen.getByText('버전 2')).toBeInTheDocument();
    expect(screen.getByText('시행일 2026년 12월 7일')).toBeInTheDocument();
    // The defaults appear nowhere once the server's own figures have come.
    expect(screen.queryByText(new RegExp(`날부터 ${DEFAULT_RETENTION.consultations}일`))).not.toBeInTheDocument();
  });

  it('lists what each form collects', async () => {
    render('/privacy');
    const table = await screen.findByRole('table', { name: '양식별 수집 항목과 이용 목적' });
    expect(table).toHaveTextContent('회원가입');
    expect(table).toHaveTextContent('법정대리인의 이름과 휴대전화 번호');
    expect(table).toHaveTextContent('학생 이름, 연락처, 학년, 관심 프로그램');
  });

  it('shows an earlier version at ?version=N and says when none has that number', async () => {
    render('/privacy?version=1');
    expect(await screen.findByText('버전 1')).toBeInTheDocument();
    render('/privacy?version=99');
    expect(await screen.findByText(/찾으시는 버전이 없습니다/)).toBeInTheDocument();
  });

  it('draws the terms with the academy as stored', async () => {
    render('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: '이용약관' })).toBeInTheDocument();
    expect(await screen.findByText('상호: 새봄 영어학원 · 대표자: 김새봄')).toBeInTheDocument();
  });
});
