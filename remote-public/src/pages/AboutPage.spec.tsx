import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@academy/context/testing';
import AboutPage from './AboutPage';

describe('head teacher profile', () => {
  it('shows the stats, three testimonials rated 5 and the consultation buttons and hours', async () => {
    const server = mockApi(null);
    renderWithProviders(<AboutPage />, { route: '/about', path: '/about' });
    await waitFor(() => expect(server.callsTo('GET', '/api/auth/user')).not.toHaveLength(0));

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('이든 원장');
    for (const figure of ['1000+', '250+', '10+', '98%'])
      expect(screen.getByText(figure, { selector: 'dd' })).toBeInTheDocument();
    const reviews = screen.getAllByRole('img', { name: '별점 5점 만점에 5점' });
    expect(reviews).toHaveLength(3);
    expect(screen.getByRole('link', { name: /전화 상담 055-264-7780/ })).toHaveAttribute('href', 'tel:0552647780');
    const hours = screen.getByRole('table', { name: '상담 가능 시간' });
    expect(within(hours).getByRole('rowheader', { name: '토요일' }).nextSibling).toHaveTextContent('9:00 – 18:00');
    expect(within(hours).getByRole('rowheader', { name: '일요일' }).nextSibling).toHaveTextContent('휴무');
  });
});
