import { makeUser, mockApi } from '@academy/context/testing';
import type { ConsoleApi } from './console-api';
import { galleryClient } from './gallery-client';
import { pendingUsersClient } from './pending-users-client';

const ok = { body: { ok: true, message: '처리되었습니다.' } };

describe('one console client per resource, by API prefix', () => {
  it.each<[ConsoleApi, string]>([
    ['/api/admin', '/api/admin/users/pending'],
    ['/api/superadmin', '/api/superadmin/pending-users'],
    ['/api/simple', '/api/simple/pending-users'],
  ])('pending users under %s: the list from %s, approve and reject with a trimmed memo or none', async (api, list) => {
    const server = mockApi(makeUser({ role: 'ADMIN' }), {
      [`GET ${list}`]: { body: [makeUser({ id: 'p1', role: 'PENDING' })] },
      [`POST ${api}/approve-user`]: ok,
      [`POST ${api}/reject-user`]: ok,
    });
    const client = pendingUsersClient({ api });
    expect((await client.list()).map((user) => user.id)).toEqual(['p1']);
    await client.approve('p1', '  확인 완료  ');
    await client.reject('p1', '   ');
    expect(server.callsTo('POST', `${api}/approve-user`)[0].body).toEqual({ userId: 'p1', memo: '확인 완료' });
    expect(server.callsTo('POST', `${api}/reject-user`)[0].body).toEqual({ userId: 'p1' });
  });

  it.each<[ConsoleApi, object]>([
    ['/api/admin', { imageUrl: 'https://example.com/a.jpg', caption: null }],
    ['/api/superadmin', { url: 'https://example.com/a.jpg' }],
    ['/api/simple', { title: '졸업식', imageUrl: 'https://example.com/a.jpg' }],
  ])('adds a gallery image under %s in that console’s body', async (api, body) => {
    const server = mockApi(makeUser({ role: 'ADMIN' }), {
      [`POST ${api}/gallery`]: ({ body: sent }) => ({ status: 201, body: { id: 'g1', ...sent } }),
    });
    await galleryClient({ api }).add({ imageUrl: 'https://example.com/a.jpg', title: '졸업식' });
    expect(server.callsTo('POST', `${api}/gallery`)[0].body).toEqual(body);
  });

  it('sends a caption where the console has one, and reaches an image by its encoded id', async () => {
    const server = mockApi(makeUser({ role: 'ADMIN' }), {
      'POST /api/superadmin/gallery': { status: 201, body: { id: 'g1' } },
      'PUT /api/admin/gallery/a%2Fb': { body: { id: 'a/b' } },
      'DELETE /api/superadmin/gallery/a%2Fb': { body: { ok: true } },
      'POST /api/superadmin/gallery/a%2Fb/toggle': ok,
    });
    await galleryClient({ api: '/api/superadmin' }).add({ imageUrl: '/a.jpg', caption: '봄학기' });
    expect(server.callsTo('POST', '/api/superadmin/gallery')[0].body).toEqual({ url: '/a.jpg', caption: '봄학기' });
    await galleryClient({ api: '/api/admin' }).update('a/b', { imageUrl: '/b.jpg', caption: '새 캡션' });
    expect(server.callsTo('PUT', '/api/admin/gallery/a%2Fb')[0].body).toEqual({
      imageUrl: '/b.jpg',
      caption: '새 캡션',
    });
    await galleryClient({ api: '/api/superadmin' }).remove('a/b');
    await galleryClient({ api: '/api/superadmin' }).toggle('a/b');
    expect(server.callsTo('DELETE', '/api/superadmin/gallery/a%2Fb')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/superadmin/gallery/a%2Fb/toggle')).toHaveLength(1);
  });
});
