import { forgetEarlyReads } from '@academy/common';
import { startReadsFor } from './early-reads';

const fetchMock = jest.fn();
const askedFor = () => fetchMock.mock.calls.map(([url]) => url as string);

beforeEach(() => {
  forgetEarlyReads();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true });
  global.fetch = fetchMock as unknown as typeof fetch;
  document.cookie = 'academy.visitor=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('startReadsFor', () => {
  it("asks for the session check, the open tab's page and the other tabs' counts of the address's search at once", async () => {
    startReadsFor({ pathname: '/admin/members', search: '?q=kim' });
    expect(askedFor()).toEqual(['/api/auth/user']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(askedFor()).toEqual([
      '/api/auth/user',
      '/api/admin/members?status=pending&q=kim&sort=createdAt&order=desc&page=1&pageSize=20',
      '/api/admin/members?status=verified&q=kim&pageSize=1',
      '/api/admin/members?status=rejected&q=kim&pageSize=1',
      '/api/admin/members?status=all&q=kim&pageSize=1',
    ]);
  });

  it('asks nothing for a public page, nor for a browser marked as a visitor', async () => {
    startReadsFor({ pathname: '/courses', search: '' });
    document.cookie = 'academy.visitor=1';
    startReadsFor({ pathname: '/admin/members', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(askedFor()).toEqual([]);
  });

  it('asks nothing for a guarded page drawn on the server for the session: the answers came with it', async () => {
    document.body.innerHTML = '<script id="__DATA__" type="application/json">{}</script>';
    startReadsFor({ pathname: '/parent', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(askedFor()).toEqual([]);
    document.body.innerHTML = '';
    startReadsFor({ pathname: '/parent', search: '' });
    expect(askedFor()).toEqual(['/api/auth/user']);
  });
});
