import { screen, within } from '@testing-library/react';
import { DEFAULT_ACADEMY_FACTS, type AcademyFacts } from '@academy/common';
import { AcademyFactsProvider } from '@academy/context';
import { mockApi, renderWithProviders } from '@academy/context/testing';
import { Footer } from './Footer';

const STORED: AcademyFacts = {
  ...DEFAULT_ACADEMY_FACTS,
  name: '새봄 영어학원',
  representative: '김새봄',
  businessNumber: '123-45-67890',
  registrationNumber: '',
  privacyOfficer: { name: '박보호', contact: '055-111-2222' },
};

function renderFooter(facts: AcademyFacts | null) {
  if (facts) mockApi(null, { 'GET /api/academy': { body: facts } });
  else mockApi(null);
  renderWithProviders(
    <AcademyFactsProvider>
      <Footer />
    </AcademyFactsProvider>,
  );
  return screen.getByRole('contentinfo');
}

describe('Footer', () => {
  it('shows the stored facts, and leaves out a number not filled in yet', async () => {
    const footer = renderFooter(STORED);
    expect(await within(footer).findByText('김새봄')).toBeInTheDocument();
    expect(within(footer).getByText('새봄 영어학원')).toBeInTheDocument();
    expect(within(footer).getByText('123-45-67890')).toBeInTheDocument();
    expect(within(footer).getByText('박보호 (055-111-2222)')).toBeInTheDocument();
    expect(within(footer).queryByText('학원 등록번호')).not.toBeInTheDocument();
  });

  it('links 개인정보처리방침 (set apart in bold) and 이용약관', () => {
    const footer = renderFooter(null);
    const privacy = within(footer).getByRole('link', { name: '개인정보처리방침' });
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(privacy).toHaveClass('footer__privacy');
    expect(within(footer).getByRole('link', { name: '이용약관' })).toHaveAttribute('href', '/terms');
  });

  it("shows today's constants until the facts arrive (or when they cannot be read)", () => {
    const footer = renderFooter(null);
    expect(within(footer).getByText(DEFAULT_ACADEMY_FACTS.name)).toBeInTheDocument();
    expect(within(footer).getByText(DEFAULT_ACADEMY_FACTS.phone)).toBeInTheDocument();
  });
});
