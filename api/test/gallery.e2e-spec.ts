import { MESSAGES } from '@academy/common';
import { contentSuite, UNKNOWN_ID } from './support/content-suite';
import { GalleryItem } from '../src/gallery/gallery-item.entity';

const V = MESSAGES.validation;

describe('gallery (e2e)', () => {
  const { t, agents, table: items } = contentSuite(GalleryItem);

  async function adminAdd(body: object = {}): Promise<{ id: string; visible: boolean; url: string }> {
    const response = await agents.ADMIN.post('/api/admin/gallery')
      .send({ imageUrl: '/assets/gallery/classroom.svg', caption: '강의실', ...body })
      .expect(201);
    return response.body;
  }
  const publicCaptions = async () =>
    (await t.http().get('/api/gallery').expect(200)).body.map((item: { caption: string }) => item.caption);

  // Who may call each route: auth-access-matrix.e2e-spec.ts, the API's one access matrix.

  describe('adding images from each console', () => {
    it('admin: {caption, imageUrl} → 201 with the item, visible by default, placed last', async () => {
      await adminAdd({ caption: '첫째' });
      const response = await agents.ADMIN.post('/api/admin/gallery')
        .send({ imageUrl: 'https://cdn.example.com/b.png', caption: '  둘째  ' })
        .expect(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        url: 'https://cdn.example.com/b.png',
        caption: '둘째',
        title: null,
        description: null,
        visible: true,
        createdAt: expect.any(String),
      });
      await expect(publicCaptions()).resolves.toEqual(['첫째', '둘째']);
    });

    it('secret console: {url, caption}; the caption is optional', async () => {
      const response = await agents.console
        .post('/api/superadmin/gallery')
        .send({ url: 'http://photos.example.com/x.jpg' })
        .expect(201);
      expect(response.body).toMatchObject({ url: 'http://photos.example.com/x.jpg', caption: null, visible: true });
    });

    it('simple console: {title, description, imageUrl}; visitors see the title as the caption', async () => {
      const response = await agents.console
        .post('/api/simple/gallery')
        .send({ title: '졸업식', description: '2024년 졸업식 사진', imageUrl: '/assets/gallery/awards.svg' })
        .expect(201);
      expect(response.body).toMatchObject({
        title: '졸업식',
        description: '2024년 졸업식 사진',
        caption: null,
        url: '/assets/gallery/awards.svg',
      });
      await expect(publicCaptions()).resolves.toEqual(['졸업식']);
      const simpleList = await agents.console.get('/api/simple/gallery').expect(200);
      expect(simpleList.body).toHaveLength(1);
    });

    it('creates an image hidden when asked to, and keeps it off the public gallery', async () => {
      const hidden = await adminAdd({ caption: '숨김', visible: false });
      expect(hidden.visible).toBe(false);
      await expect(publicCaptions()).resolves.toEqual([]);
      const adminList = await agents.ADMIN.get('/api/admin/gallery').expect(200);
      expect(adminList.body.map((item: { id: string }) => item.id)).toEqual([hidden.id]);
    });
  });

  describe('visibility and order', () => {
    it('toggle hides and shows an image, answering { ok, message, item }', async () => {
      const { id } = await adminAdd({ caption: '전환' });
      const hide = await agents.console.post(`/api/superadmin/gallery/${id}/toggle`).expect(200);
      expect(hide.body).toEqual({
        ok: true,
        message: MESSAGES.content.galleryHidden,
        item: expect.objectContaining({ id, visible: false }),
      });
      await expect(publicCaptions()).resolves.toEqual([]);

      const show = await agents.ADMIN.post(`/api/superadmin/gallery/${id}/toggle`).expect(200);
      expect(show.body).toEqual({
        ok: true,
        message: MESSAGES.content.galleryShown,
        item: expect.objectContaining({ id, visible: true }),
      });
      await expect(publicCaptions()).resolves.toEqual(['전환']);
    });

    it('lists the public gallery by order, then by upload time, hidden ones left out', async () => {
      await adminAdd({ caption: 'c', order: 5 });
      await adminAdd({ caption: 'a', order: 1 });
      await adminAdd({ caption: 'b', order: 1 });
      await adminAdd({ caption: 'x', order: 0, visible: false });
      await expect(publicCaptions()).resolves.toEqual(['a', 'b', 'c']);
    });

    it('admin PUT changes only what it sends', async () => {
      const { id } = await adminAdd({ caption: '원래', imageUrl: 'https://cdn.example.com/old.jpg' });
      const response = await agents.ADMIN.put(`/api/admin/gallery/${id}`)
        .send({ imageUrl: 'https://cdn.example.com/new.jpg' })
        .expect(200);
      expect(response.body).toMatchObject({
        id,
        url: 'https://cdn.example.com/new.jpg',
        caption: '원래',
        visible: true,
      });
      const cleared = await agents.ADMIN.put(`/api/admin/gallery/${id}`)
        .send({ caption: '', visible: false })
        .expect(200);
      expect(cleared.body).toMatchObject({ caption: null, visible: false, url: 'https://cdn.example.com/new.jpg' });
    });

    it.each([
      ['admin delete', 'delete', '/api/admin/gallery/:id'],
      ['secret console delete', 'delete', '/api/superadmin/gallery/:id'],
    ] as const)('%s removes the image: { ok: true }', async (_name, method, path) => {
      const { id } = await adminAdd();
      const response = await agents.ADMIN[method](path.replace(':id', id)).expect(200);
      expect(response.body).toEqual({ ok: true });
      await expect(items().count()).resolves.toBe(0);
    });

    it.each([
      ['put', '/api/admin/gallery/:id'],
      ['delete', '/api/admin/gallery/:id'],
      ['delete', '/api/superadmin/gallery/:id'],
      ['post', '/api/superadmin/gallery/:id/toggle'],
    ] as const)('%s %s on an unknown id → 404 with the Korean message', async (method, path) => {
      const response = await agents.ADMIN[method](path.replace(':id', UNKNOWN_ID)).send({ caption: 'x' }).expect(404);
      expect(response.body).toEqual({
        ok: false,
        statusCode: 404,
        code: 'NOT_FOUND',
        message: MESSAGES.content.galleryNotFound,
      });
    });
  });

  describe('validation', () => {
    const cases: Array<[string, string, object, string, string]> = [
      ['admin: image URL missing', '/api/admin/gallery', { caption: '사진' }, 'imageUrl', V.imageUrl],
      ['admin: image URL blank', '/api/admin/gallery', { imageUrl: '  ' }, 'imageUrl', V.imageUrl],
      ['admin: javascript: URL', '/api/admin/gallery', { imageUrl: 'javascript:alert(1)' }, 'imageUrl', V.url],
      ['admin: data: URL', '/api/admin/gallery', { imageUrl: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'imageUrl', V.url],
      [
        'admin: another host without scheme',
        '/api/admin/gallery',
        { imageUrl: '//evil.example/a.png' },
        'imageUrl',
        V.url,
      ],
      ['admin: not a URL', '/api/admin/gallery', { imageUrl: 'photo.jpg' }, 'imageUrl', V.url],
      [
        'admin: URL over 2000 characters',
        '/api/admin/gallery',
        { imageUrl: `https://cdn.example.com/${'a'.repeat(2000)}.jpg` },
        'imageUrl',
        V.url,
      ],
      [
        'admin: caption over 200 characters',
        '/api/admin/gallery',
        { imageUrl: '/a.png', caption: '가'.repeat(201) },
        'caption',
        V.captionMax,
      ],
      [
        'admin: caption not text',
        '/api/admin/gallery',
        { imageUrl: '/a.png', caption: { text: 'x' } },
        'caption',
        V.invalid,
      ],
      [
        'admin: visible not a boolean',
        '/api/admin/gallery',
        { imageUrl: '/a.png', visible: 'yes' },
        'visible',
        V.boolean,
      ],
      ['admin: negative order', '/api/admin/gallery', { imageUrl: '/a.png', order: -1 }, 'order', V.order],
      ['admin: fractional order', '/api/admin/gallery', { imageUrl: '/a.png', order: 1.5 }, 'order', V.order],
      [
        'admin: order over a million',
        '/api/admin/gallery',
        { imageUrl: '/a.png', order: 1_000_001 },
        'order',
        V.orderMax,
      ],
      ['secret console: URL missing', '/api/superadmin/gallery', { caption: '사진' }, 'url', V.imageUrl],
      ['secret console: javascript: URL', '/api/superadmin/gallery', { url: 'JavaScript:alert(1)' }, 'url', V.url],
      ['simple console: title missing', '/api/simple/gallery', { imageUrl: '/a.png' }, 'title', V.title],
      ['simple console: URL missing', '/api/simple/gallery', { title: '사진' }, 'imageUrl', V.imageUrl],
      [
        'simple console: title over 200 characters',
        '/api/simple/gallery',
        { title: 'a'.repeat(201), imageUrl: '/a.png' },
        'title',
        V.titleMax,
      ],
    ];

    it.each(cases)('refuses %s with 400 and its Korean message', async (_case, path, body, field, message) => {
      const response = await agents.ADMIN.post(path).send(body).expect(400);
      expect(response.body).toMatchObject({ ok: false, statusCode: 400, code: 'VALIDATION_FAILED', message });
      expect(response.body.errors).toContainEqual({ field, message });
      await expect(items().count()).resolves.toBe(0);
    });

    it('refuses an update to a javascript: URL and keeps the stored one', async () => {
      const { id } = await adminAdd({ imageUrl: 'https://cdn.example.com/ok.jpg' });
      const response = await agents.ADMIN.put(`/api/admin/gallery/${id}`)
        .send({ imageUrl: 'javascript:alert(1)' })
        .expect(400);
      expect(response.body.errors).toEqual([{ field: 'imageUrl', message: V.url }]);
      await expect(items().findOneByOrFail({ id })).resolves.toMatchObject({ url: 'https://cdn.example.com/ok.jpg' });
    });
  });
});
