import { forgetEarlyReads, startEarlyReads } from '@academy/common';
import { api as client } from './api-client/client';
import { makeUser, mockApi } from './testing';

describe('reads the shell asked for ahead of the page', () => {
  beforeEach(() => forgetEarlyReads());

  it("are the page's first answer: the same GET is not sent twice", async () => {
    const api = mockApi(makeUser({ role: 'ADMIN' }), { 'GET /api/admin/members': { body: { items: [], total: 3 } } });
    startEarlyReads(['/api/auth/user', '/api/admin/members?status=pending']);
    await expect(client.get('/admin/members', { params: { query: { status: 'pending' } } })).resolves.toEqual({
      items: [],
      total: 3,
    });
    await expect(client.get('/auth/user', { on401: 'returnNull' })).resolves.toMatchObject({ role: 'ADMIN' });
    expect(api.requests()).toEqual(['GET /api/auth/user', 'GET /api/admin/members?status=pending']);
    // Taken once: a reload of the list asks the server again.
    await client.get('/admin/members', { params: { query: { status: 'pending' } } });
    expect(api.callsTo('GET', '/api/admin/members')).toHaveLength(2);
  });

  it('keep their meaning: an early 401 on the current-user call is still "nobody"', async () => {
    const api = mockApi(null);
    startEarlyReads(['/api/auth/user']);
    await expect(client.get('/auth/user', { on401: 'returnNull' })).resolves.toBeNull();
    expect(api.callsTo('GET', '/api/auth/user')).toHaveLength(1);
  });

  it('are dropped by any change (a login here), so what follows reads afresh', async () => {
    const api = mockApi(null, {
      'POST /api/auth/login': { body: { ok: true, message: '로그인되었습니다.', user: makeUser() } },
    });
    startEarlyReads(['/api/auth/user']);
    await client.post('/auth/login', { body: { email: 'a@b.c', password: 'x' } });
    api.signIn(makeUser());
    await expect(client.get('/auth/user', { on401: 'returnNull' })).resolves.toMatchObject({ role: 'VERIFIED' });
    expect(api.callsTo('GET', '/api/auth/user')).toHaveLength(2);
  });
});
