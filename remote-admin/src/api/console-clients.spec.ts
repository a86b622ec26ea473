import { MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { makeGalleryItem, makeUser, mockApi } from '@academy/context/testing';
import type { ConsoleApi } from './console-api';
import { galleryClient } from './gallery-client';
import { pendingUsersClient } from './pending-users-client';

/** A member decision's answer: the message and the member as the decision left them. */
const approved = {
  body: { ok: true, message: ADMIN_MESSAGES.members.approvedDetail, user: makeUser({ id: 'p1', role: 'VERIFIED' }) },
} as const;
const rejected = {
  body: { ok: true, message: ADMIN_MESSAGES.members.rejectedDetail, user: makeUser({ id: 'p1', role: 'PENDING' }) },
} as const;

describe('one console client per resource, by console', () => {
  it.each<[ConsoleApi, string]>([
    ['admin', '/api/admin/users/pending'],
    ['superadmin', '/api/superadmin/pending-users'],
    ['simple', '/api/simple/pending-users'],
  ])('pending users under %s: the list from %s, approve and reject with a trimmed memo or none', async (api, list) => {
    const server = mockApi(makeUser({ role: 'ADMIN' }), {
      [`GET ${list}`]: { body: [makeUser({ id: 'p1', role: 'PENDING' })] },
      [`POST /api/${api}/approve-user`]: approved,
      [`POST /api/${api}/reject-user`]: rejected,
    });
    const client = pendingUsersClient({ api });
    expect((await client.list()).map((user) => user.id)).toEqual(['p1']);
    await client.approve('p1', '  확인 완료  ');
    await client.reject('p1', '   ');
    expect(server.callsTo('POST', `/api/${api}/approve-user`)[0].body).toEqual({ userId: 'p1', memo: '확인 완료' });
    expect(server.callsTo('POST', `/api/${api}/reject-user`)[0].body).toEqual({ userId: 'p1' });
  });

  it.each<[ConsoleApi, object]>([
    ['admin', { imageUrl: 'https://example.com/a.jpg', caption: null }],
    ['superadmin', { url: 'https://example.com/a.jpg' }],
    ['simple', { title: '졸업식', imageUrl: 'https://example.com/a.jpg' }],
  ])('adds a gallery image under %s in that console’s body', async (api, body) => {
    const server = mockApi(makeUser({ role: 'ADMIN' }), {
      [`POST /api/${api}/gallery`]: {
        status: 201,
        body: makeGalleryItem({
          id: 'g1',
          url: 'https://example.com/a.jpg',
          caption: null,
          title: api === 'simple' ? '졸업식' : null,
        }),
      },
    });
    await galleryClient({ api }).add({ imageUrl: 'https://example.com/a.jpg', title: '졸업식' });
    expect(server.callsTo('POST', `/api/${api}/gallery`)[0].body).toEqual(body);
  });

  it('sends a caption where the console has one, and reaches an image by its encoded id', async () => {
    const server = mockApi(makeUser({ role: 'ADMIN' }), {
      'POST /api/superadmin/gallery': {
        status: 201,
        body: makeGalleryItem({ id: 'g1', url: '/a.jpg', caption: '봄학기' }),
      },
      'PUT /api/admin/gallery/a%2Fb': { body: makeGalleryItem({ id: 'a/b', url: '/b.jpg', caption: '새 캡션' }) },
      'DELETE /api/superadmin/gallery/a%2Fb': { body: { ok: true } },
      'POST /api/superadmin/gallery/a%2Fb/toggle': {
        body: {
          ok: true,
          message: MESSAGES.content.galleryHidden,
          item: makeGalleryItem({ id: 'a/b', url: '/b.jpg', caption: '새 캡션', visible: false }),
        },
      },
    });
    await galleryClient({ api: 'superadmin' }).add({ imageUrl: '/a.jpg', caption: '봄학기' });
    expect(server.callsTo('POST', '/api/superadmin/gallery')[0].body).toEqual({ url: '/a.jpg', caption: '봄학기' });
    await galleryClient({ api: 'admin' }).update('a/b', { imageUrl: '/b.jpg', caption: '새 캡션' });
    expect(server.callsTo('PUT', '/api/admin/gallery/a%2Fb')[0].body).toEqual({
      imageUrl: '/b.jpg',
      caption: '새 캡션',
    });
    await galleryClient({ api: 'superadmin' }).remove('a/b');
    await galleryClient({ api: 'superadmin' }).toggle('a/b');
    expect(server.callsTo('DELETE', '/api/superadmin/gallery/a%2Fb')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/superadmin/gallery/a%2Fb/toggle')).toHaveLength(1);
  });
});
