import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import type { Role } from '@academy/common';
import { makeProgram, makeUser, mockApi, renderWithProviders, type RouteTable } from '@academy/context/testing';
import LandingPage from './LandingPage';

/** The landing page with the given member signed in, once its calls (session, programs, gallery) have settled. */
async function renderLanding(role: Role | null, routes: RouteTable = {}, route = '/') {
  const server = mockApi(role ? makeUser({ role }) : null, { 'GET /api/gallery': { body: [] }, ...routes });
  const view = renderWithProviders(<LandingPage />, { route });
  await screen.findByText('아직 등록된 사진이 없습니다.');
  await waitFor(() => expect(server.callsTo('GET', '/api/auth/user')).not.toHaveLength(0));
  return { server, view };
}

describe('landing page call to action', () => {
  it('sends a visitor to /login', async () => {
    await renderLanding(null);
    expect(screen.getByRole('link', { name: '온라인 강의 듣기' })).toHaveAttribute('href', '/login');
  });

  it.each<[Role, string]>([
    ['VERIFIED', '/videos'],
    ['ADMIN', '/videos'],
    ['PENDING', '/account'],
  ])('sends a %s member to %s', async (role, destination) => {
    await renderLanding(role);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '온라인 강의 듣기' })).toHaveAttribute('href', destination),
    );
  });

  it('leads a visitor first to the free level-test consultation, the lessons second', async () => {
    await renderLanding(null);
    const actions = screen.getAllByRole('link').filter((link) => link.closest('.hero__actions'));
    expect(actions.map((link) => link.textContent)).toEqual([
      '무료 레벨 테스트 상담',
      '온라인 강의 듣기',
      expect.stringContaining('상담 전화'),
    ]);
    expect(actions[0]).toHaveAttribute('href', '/consultation');
    expect(actions[0]!.className).toContain('button--primary');
    expect(actions[1]!.className).not.toContain('button--primary');
  });

  it('shows a signed-in member the lessons as the main button, with no consultation offer', async () => {
    await renderLanding('VERIFIED');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '온라인 강의 듣기' }).className).toContain('button--primary'),
    );
    expect(screen.queryByRole('link', { name: '무료 레벨 테스트 상담' })).not.toBeInTheDocument();
  });

  it('offers the phone number as a tel: link', async () => {
    await renderLanding(null);
    expect(screen.getByRole('link', { name: /상담 전화 055-264-7780/ })).toHaveAttribute('href', 'tel:0552647780');
  });
});

describe('landing page sections', () => {
  it('has the anchored sections the header links to', async () => {
    const { view } = await renderLanding(null);
    for (const id of ['programs', 'about', 'gallery', 'contact'])
      expect(view.container.querySelector(`section#${id}`)).not.toBeNull();
  });

  it('shows the three built-in programs when GET /api/programs fails', async () => {
    const { server } = await renderLanding(null, {
      'GET /api/programs': { status: 500, body: { ok: false, message: '서버 오류' } },
    });
    expect(server.callsTo('GET', '/api/programs')).not.toHaveLength(0);
    const section = within(document.getElementById('programs')!);
    const links = section.getAllByRole('link', { name: /자세히 보기/ }).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/program/middle-school', '/program/high-school', '/program/exam-prep']);
  });

  it('shows the programs the API answers', async () => {
    await renderLanding(null, {
      'GET /api/programs': { body: [makeProgram({ slug: 'toeic', title: 'TOEIC 단기 완성', features: [] })] },
    });
    const section = within(document.getElementById('programs')!);
    await waitFor(() => expect(section.getByRole('heading', { name: 'TOEIC 단기 완성' })).toBeInTheDocument());
    expect(section.getByRole('link', { name: /자세히 보기/ })).toHaveAttribute('href', '/program/toeic');
  });

  it('shows nine testimonials, each rated 5', async () => {
    await renderLanding(null);
    const reviews = within(document.getElementById('reviews')!).getAllByRole('listitem');
    expect(reviews).toHaveLength(9);
    for (const review of reviews) {
      expect(within(review).getByRole('img', { name: '별점 5점 만점에 5점' })).toBeInTheDocument();
      expect(within(review).getByText(/○○/)).toBeInTheDocument();
    }
  });

  it('shows the contact hours and a lazy map at zoom 17', async () => {
    await renderLanding(null);
    const contact = within(document.getElementById('contact')!);
    expect(contact.getByText('14:00 – 22:00')).toBeInTheDocument();
    expect(contact.getByText('09:30 – 18:00')).toBeInTheDocument();
    const map = contact.getByTitle(/위치 지도/);
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute('width', '600');
    expect(map).toHaveAttribute('height', '400');
    expect(map.getAttribute('src')).toContain('z=17');
  });
});

describe('scrolling to a section named in the URL', () => {
  let scrolled: string[];
  beforeEach(() => {
    scrolled = [];
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this.id);
    });
  });

  it('scrolls to the section on first load', async () => {
    await renderLanding(null, undefined, '/#gallery');
    // Once at first, maybe once more after the program cards load: always to the gallery.
    await waitFor(() => expect(scrolled.length).toBeGreaterThan(0));
    expect(new Set(scrolled)).toEqual(new Set(['gallery']));
    expect(document.activeElement).toBe(document.getElementById('gallery'));
  });

  it('scrolls again on client-side navigation, also to the same hash twice', async () => {
    mockApi(null, { 'GET /api/gallery': { body: [] } });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Link to="/#about">원장 소개 메뉴</Link>
        <LandingPage />
      </>,
    );
    await screen.findByText('아직 등록된 사진이 없습니다.');
    await user.click(screen.getByRole('link', { name: '원장 소개 메뉴' }));
    await waitFor(() => expect(scrolled).toEqual(['about']));
    await user.click(screen.getByRole('link', { name: '원장 소개 메뉴' }));
    await waitFor(() => expect(scrolled).toEqual(['about', 'about']));
  });

  it('does nothing for a hash that names no section', async () => {
    await renderLanding(null, undefined, '/#nowhere');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(scrolled).toEqual([]);
  });
});
