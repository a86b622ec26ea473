import { MESSAGES } from '@academy/common';
import { DAY_MS } from '@academy/common/korean-days';
import { contentSuite, UNKNOWN_ID } from './support/content-suite';
import { Notice } from '../src/notices/notice.entity';

const at = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const V = MESSAGES.validation;

describe('notices (e2e)', () => {
  const { t, agents, table: notices } = contentSuite(Notice);

  const create = (body: object) => agents.ADMIN.post('/api/admin/notices').send(body);
  async function created(body: object): Promise<{ id: string }> {
    const response = await create(body).expect(201);
    return response.body;
  }

  // Who may call each route: auth-access-matrix.e2e-spec.ts, the API's one access matrix.

  describe('admin create, update and delete', () => {
    it('creates a notice (201) in the wire shape with its status', async () => {
      const startsAt = at(-1);
      const endsAt = at(1);
      const response = await create({
        title: '  휴원 안내  ',
        body: '다음 주 월요일은 휴원합니다.',
        startsAt,
        endsAt,
      }).expect(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        title: '휴원 안내',
        body: '다음 주 월요일은 휴원합니다.',
        startsAt,
        endsAt,
        visibility: 'members',
        createdAt: expect.any(String),
        status: 'active',
      });
      await expect(notices().count()).resolves.toBe(1);
    });

    it('treats empty and null publish times as "no limit"', async () => {
      const response = await create({ title: '상시', body: '항상 보임', startsAt: '', endsAt: null }).expect(201);
      expect(response.body).toMatchObject({ startsAt: null, endsAt: null, status: 'active' });
    });

    it('updates only the fields sent, and clears a time sent empty', async () => {
      const { id } = await created({ title: '원래 제목', body: '원래 내용', startsAt: at(-2), endsAt: at(2) });
      const response = await agents.console
        .put(`/api/admin/notices/${id}`)
        .send({ title: '바뀐 제목', endsAt: '' })
        .expect(200);
      expect(response.body).toMatchObject({
        id,
        title: '바뀐 제목',
        body: '원래 내용',
        endsAt: null,
        status: 'active',
      });
      await expect(notices().findOneByOrFail({ id })).resolves.toMatchObject({ title: '바뀐 제목', endsAt: null });
    });

    it('deletes a notice: 200 { ok: true }, then it is gone', async () => {
      const { id } = await created({ title: '지울 공지', body: '내용' });
      const response = await agents.ADMIN.delete(`/api/admin/notices/${id}`).expect(200);
      expect(response.body).toEqual({ ok: true });
      await expect(notices().count()).resolves.toBe(0);
    });

    it.each(['put', 'delete'] as const)(
      'answers %s on an unknown id with 404 and the Korean message',
      async (method) => {
        const response = await agents.ADMIN[method](`/api/admin/notices/${UNKNOWN_ID}`)
          .send({ title: '제목' })
          .expect(404);
        expect(response.body).toEqual({
          ok: false,
          statusCode: 404,
          code: 'NOT_FOUND',
          message: MESSAGES.content.noticeNotFound,
        });
      },
    );
  });

  describe('validation', () => {
    const valid = { title: '제목', body: '내용' };
    const cases: Array<[string, object, string, string]> = [
      ['title missing', { body: '내용' }, 'title', V.title],
      ['title blank', { ...valid, title: '   ' }, 'title', V.title],
      ['title not text', { ...valid, title: 42 }, 'title', V.title],
      ['title over 200 characters', { ...valid, title: '가'.repeat(201) }, 'title', V.titleMax],
      ['body missing', { title: '제목' }, 'body', V.body],
      ['body blank', { ...valid, body: '' }, 'body', V.body],
      ['body an array', { ...valid, body: ['내용'] }, 'body', V.body],
      ['body over 20000 characters', { ...valid, body: 'a'.repeat(20001) }, 'body', V.bodyMax],
      ['start not a date', { ...valid, startsAt: 'tomorrow' }, 'startsAt', V.date],
      ['start an impossible date', { ...valid, startsAt: '2030-13-40T00:00:00Z' }, 'startsAt', V.date],
      ['start without a time zone', { ...valid, startsAt: '2030-01-01T10:00' }, 'startsAt', V.date],
      ['start a number', { ...valid, startsAt: 1700000000000 }, 'startsAt', V.date],
      ['start on 30 February', { ...valid, startsAt: '2026-02-30' }, 'startsAt', V.date],
      [
        'start on 29 February of a common year',
        { ...valid, startsAt: '2026-02-29T09:00:00+09:00' },
        'startsAt',
        V.date,
      ],
      ['end in month 13', { ...valid, endsAt: '2026-13-01' }, 'endsAt', V.date],
      ['title of zero-width spaces', { ...valid, title: '\u200b\u200b' }, 'title', V.invisibleOnly],
      ['title with a NUL character', { ...valid, title: '공지\u0000' }, 'title', V.forbiddenCharacters],
      ['body with a lone surrogate', { ...valid, body: '내용 \ud83d' }, 'body', V.forbiddenCharacters],
      ['end out of range', { ...valid, endsAt: '0001-01-01T00:00:00Z' }, 'endsAt', V.date],
      ['end before start', { ...valid, startsAt: at(2), endsAt: at(1) }, 'endsAt', V.dateOrder],
      [
        'end equal to start',
        { ...valid, startsAt: '2030-01-01T00:00:00.000Z', endsAt: '2030-01-01T00:00:00.000Z' },
        'endsAt',
        V.dateOrder,
      ],
    ];

    it.each(cases)('refuses %s with 400 and its Korean message', async (_case, body, field, message) => {
      const response = await create(body).expect(400);
      expect(response.body).toMatchObject({ ok: false, statusCode: 400, code: 'VALIDATION_FAILED', message });
      expect(response.body.errors).toContainEqual({ field, message });
      await expect(notices().count()).resolves.toBe(0);
    });

    it('names every failing field of one form', async () => {
      const response = await create({ title: '', body: '' }).expect(400);
      expect(response.body.errors).toEqual([
        { field: 'title', message: V.title },
        { field: 'body', message: V.body },
      ]);
    });

    it.each([
      ['an array', [1, 2]],
      ['a JSON string', '"hello"'],
      ['null', 'null'],
      ['no body at all', undefined],
    ])('answers a body that is %s with a Korean 400, never a 500', async (_case, body) => {
      const request = agents.ADMIN.post('/api/admin/notices').set('Content-Type', 'application/json');
      const response = await (body === undefined
        ? request
        : request.send(typeof body === 'string' ? body : JSON.stringify(body)));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ ok: false, statusCode: 400 });
      expect(response.body.message).toMatch(/[가-힣]/);
    });

    it('checks the window order on the merged values of an update', async () => {
      const { id } = await created({ ...valid, startsAt: at(5) });
      const response = await agents.ADMIN.put(`/api/admin/notices/${id}`)
        .send({ endsAt: at(1) })
        .expect(400);
      expect(response.body.errors).toEqual([{ field: 'endsAt', message: V.dateOrder }]);
      await expect(notices().findOneByOrFail({ id })).resolves.toMatchObject({ endsAt: null });
    });

    it('refuses clearing a required field on update', async () => {
      const { id } = await created(valid);
      const response = await agents.ADMIN.put(`/api/admin/notices/${id}`).send({ title: null }).expect(400);
      expect(response.body.errors).toEqual([{ field: 'title', message: V.title }]);
    });
  });

  describe('publish window', () => {
    it('shows the public only notices whose window contains now, newest first; the admin list shows all with status', async () => {
      const windows = {
        before: { startsAt: at(1), endsAt: at(3) },
        inside: { startsAt: at(-1), endsAt: at(1) },
        after: { startsAt: at(-3), endsAt: at(-1) },
        always: {},
        fromPast: { startsAt: at(-1) },
        untilPast: { endsAt: at(-1) },
        untilFuture: { endsAt: at(1) },
      };
      const ids: Record<string, string> = {};
      for (const [name, window] of Object.entries(windows))
        ids[name] = (await created({ title: name, body: '내용', visibility: 'public', ...window })).id;

      const visible = await t.http().get('/api/notices').expect(200);
      // Created in this order, so newest first is the reverse.
      expect(visible.body.map((notice: { title: string }) => notice.title)).toEqual([
        'untilFuture',
        'fromPast',
        'always',
        'inside',
      ]);
      expect(visible.body[0]).toEqual({
        id: ids.untilFuture,
        title: 'untilFuture',
        body: '내용',
        startsAt: null,
        endsAt: windows.untilFuture.endsAt,
        visibility: 'public',
        createdAt: expect.any(String),
      });

      const admin = await agents.ADMIN.get('/api/admin/notices').expect(200);
      const status = Object.fromEntries(
        admin.body.map((notice: { title: string; status: string }) => [notice.title, notice.status]),
      );
      expect(status).toEqual({
        before: 'upcoming',
        inside: 'active',
        after: 'expired',
        always: 'active',
        fromPast: 'active',
        untilPast: 'expired',
        untilFuture: 'active',
      });
      expect(admin.body.map((notice: { title: string }) => notice.title)).toEqual(Object.keys(windows).reverse());
    });
  });

  describe('visibility: the public board and /members', () => {
    it('stores members-only unless told public, changes it on update, and refuses anything else', async () => {
      const plain = await created({ title: '기본', body: '내용' });
      await expect(notices().findOneByOrFail({ id: plain.id })).resolves.toMatchObject({ visibility: 'members' });
      const updated = await agents.ADMIN.put(`/api/admin/notices/${plain.id}`)
        .send({ visibility: 'public' })
        .expect(200);
      expect(updated.body).toMatchObject({ visibility: 'public', title: '기본' });
      for (const visibility of ['everyone', '', null, 1]) {
        const response = await create({ title: '잘못', body: '내용', visibility }).expect(400);
        expect(response.body.errors).toEqual([{ field: 'visibility', message: V.noticeVisibility }]);
      }
    });

    it('answers a visitor the public notices only, a signed-in member both kinds', async () => {
      await created({ title: '공개', body: '내용', visibility: 'public' });
      await created({ title: '회원 전용', body: '내용', visibility: 'members' });
      const titles = (body: Array<{ title: string }>) => body.map((notice) => notice.title).sort();
      // Twice for the visitor: the second answer comes from the cache of public reads.
      for (let i = 0; i < 2; i++)
        expect(titles((await t.http().get('/api/notices').expect(200)).body)).toEqual(['공개']);
      expect(titles((await agents.PENDING.get('/api/notices').expect(200)).body)).toEqual(['공개', '회원 전용']);
      expect(titles((await agents.VERIFIED.get('/api/notices').expect(200)).body)).toEqual(['공개', '회원 전용']);
      // A console session is not a member.
      expect(titles((await agents.console.get('/api/notices').expect(200)).body)).toEqual(['공개']);
    });

    it('answers one public notice inside its window, and 404 for a members-only, closed or unknown one', async () => {
      const open = await created({ title: '공개 공지', body: '본문', visibility: 'public' });
      const members = await created({ title: '회원 공지', body: '본문', visibility: 'members' });
      const upcoming = await created({ title: '예정', body: '본문', visibility: 'public', startsAt: at(1) });
      const expired = await created({ title: '지남', body: '본문', visibility: 'public', endsAt: at(-1) });
      const response = await t.http().get(`/api/notices/${open.id}`).expect(200);
      expect(response.body).toMatchObject({ id: open.id, title: '공개 공지', body: '본문', visibility: 'public' });
      for (const id of [members.id, upcoming.id, expired.id, UNKNOWN_ID]) {
        for (const agent of [t.http(), agents.VERIFIED]) {
          const missing = await agent.get(`/api/notices/${id}`);
          expect({ status: missing.status, body: missing.body }).toEqual({
            status: 404,
            body: { ok: false, statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.content.noticeNotFound },
          });
        }
      }
    });

    it('drops a notice from the public answers as soon as it is made members-only', async () => {
      const { id } = await created({ title: '바뀔 공지', body: '본문', visibility: 'public' });
      await t.http().get(`/api/notices/${id}`).expect(200);
      expect((await t.http().get('/api/notices').expect(200)).body.map((n: { id: string }) => n.id)).toContain(id);
      await agents.ADMIN.put(`/api/admin/notices/${id}`).send({ visibility: 'members' }).expect(200);
      await t.http().get(`/api/notices/${id}`).expect(404);
      expect((await t.http().get('/api/notices').expect(200)).body.map((n: { id: string }) => n.id)).not.toContain(id);
    });
  });
});
