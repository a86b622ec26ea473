import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MESSAGES } from '@academy/common';
import { makeProgram, mockApi, renderWithProviders, type RouteTable } from '@academy/context/testing';
import AboutPage from './AboutPage';
import LandingPage from './LandingPage';
import ProgramPage from './ProgramPage';

const CHANNEL = 'https://pf.kakao.com/_xkAbcd';
const NAME = MESSAGES.publicSite.kakaoConsultLabel;

const PAGES: Array<[string, () => ReactElement, { route: string; path: string }, number]> = [
  ['the landing page (hero and contact section)', () => <LandingPage />, { route: '/', path: '/' }, 2],
  ['/about', () => <AboutPage />, { route: '/about', path: '/about' }, 1],
  ['a program page', () => <ProgramPage />, { route: '/program/middle-school', path: '/program/:slug' }, 1],
];

function render(page: () => ReactElement, where: { route: string; path: string }, site: unknown) {
  const routes: RouteTable = {
    'GET /api/site': { body: site },
    'GET /api/gallery': { body: [] },
    'GET /api/programs': { body: [] },
    'GET /api/programs/middle-school': { body: makeProgram({ slug: 'middle-school', title: '중등 내신 영어' }) },
  };
  const server = mockApi(null, routes);
  renderWithProviders(page(), where);
  return server;
}

describe('카카오톡 상담 button', () => {
  it.each(PAGES)('appears beside the phone number on %s when the channel is set', async (_, page, where, count) => {
    render(page, where, { kakaoChannelUrl: CHANNEL });
    const links = await screen.findAllByRole('link', { name: NAME });
    expect(links).toHaveLength(count);
    for (const link of links) {
      expect(link).toHaveAttribute('href', CHANNEL);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveTextContent(MESSAGES.publicSite.kakaoConsult);
      expect(link.className).toContain('kakao-button');
    }
  });

  it.each(PAGES)('is absent from %s without the channel', async (_, page, where) => {
    const server = render(page, where, { kakaoChannelUrl: null });
    await waitFor(() => expect(server.requests()).toContain('GET /api/site'));
    await screen.findAllByRole('link', { name: /전화 상담|상담 전화|055-264-7780/ });
    expect(screen.queryByRole('link', { name: NAME })).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.publicSite.kakaoConsult)).not.toBeInTheDocument();
  });
});
