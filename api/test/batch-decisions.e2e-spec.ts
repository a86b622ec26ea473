import { randomUUID } from 'node:crypto';
import { DataSource, In, Not } from 'typeorm';
import { LIMITS, MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AuditRecord } from '../src/audit/audit-record.entity';
import { ApprovalRecord } from '../src/members/approval-record.entity';
import { User } from '../src/members/user.entity';
import { Video } from '../src/videos/video.entity';
import { agentsForAll, createMember, type Agent, type Caller } from './support/accounts';
import { makeCourse, makeVideo } from './support/content-fixtures';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/test-app';

const M = ADMIN_MESSAGES.members;
const V = MESSAGES.validation;

describe('batch decisions: members and video publication (e2e)', () => {
  let t: TestApp;
  let agents: Record<Caller, Agent>;
  let adminId: string;
  let courseId: string;

  beforeAll(async () => {
    t = await createTestApp();
    agents = await agentsForAll(t);
    adminId = (await db().getRepository(User).findOneByOrFail({ email: TEST_ADMIN.email })).id;
    courseId = (await makeCourse(t)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.get(DataSource);
  const roleOf = async (id: string) => (await db().getRepository(User).findOneByOrFail({ id })).role;
  /** The audit rows of changes to these rows (an administrator's own sign-in names them too). */
  const auditAbout = (ids: string[]) =>
    db()
      .getRepository(AuditRecord)
      .find({ where: { targetId: In(ids), action: Not(In(['ADMIN_LOGIN', 'MEMBER_CONSENT'])) }, order: { id: 'ASC' } });
  const decide = (agent: Agent, body: object) => agent.post('/api/admin/members/decisions').send(body);
  const publish = (agent: Agent, body: object) => agent.post('/api/admin/videos/publication').send(body);
  /** More ids than a batch takes; unknown ones, except a real pending member's at the start. */
  const tooMany = (first: string) => [first, ...Array.from({ length: LIMITS.batchIdsMax }, () => randomUUID())];

  describe('POST /api/admin/members/decisions', () => {
    it('decides each member on its own: results in the order sent, refusals with the single route’s code', async () => {
      const [first, verified, second] = [
        await createMember(t),
        await createMember(t, 'VERIFIED'),
        await createMember(t),
      ];
      const unknown = randomUUID();
      const response = await decide(agents.ADMIN, {
        ids: [first.id, verified.id, adminId, unknown, second.id, first.id],
        decision: 'approve',
        memo: '  일괄 승인  ',
      }).expect(200);
      expect(response.body).toEqual({
        results: [
          { id: first.id, ok: true },
          { id: verified.id, ok: false, code: 'INVALID_STATE', message: M.notPending },
          { id: adminId, ok: false, code: 'INVALID_STATE', message: M.cannotChangeAdmin },
          { id: unknown, ok: false, code: 'NOT_FOUND', message: M.notFound },
          { id: second.id, ok: true },
        ],
      });
      await expect(Promise.all([first, verified, second].map((member) => roleOf(member.id)))).resolves.toEqual([
        'VERIFIED',
        'VERIFIED',
        'VERIFIED',
      ]);
      await expect(roleOf(adminId)).resolves.toBe('ADMIN');
      const records = await db()
        .getRepository(ApprovalRecord)
        .findBy({ userId: In([first.id, verified.id, second.id]) });
      expect(records.map(({ userId, status, memo, actedBy }) => ({ userId, status, memo, actedBy }))).toEqual(
        expect.arrayContaining([
          { userId: first.id, status: 'APPROVED', memo: '일괄 승인', actedBy: TEST_ADMIN.email },
          { userId: second.id, status: 'APPROVED', memo: '일괄 승인', actedBy: TEST_ADMIN.email },
        ]),
      );
      expect(records).toHaveLength(2);
      // One audit row per member decided, none for a refusal (the repeated id was decided once).
      const audit = await auditAbout([first.id, verified.id, adminId, unknown, second.id]);
      expect(audit.map(({ action, targetId, actorType }) => ({ action, targetId, actorType }))).toEqual([
        { action: 'MEMBER_APPROVE', targetId: first.id, actorType: 'ADMIN' },
        { action: 'MEMBER_APPROVE', targetId: second.id, actorType: 'ADMIN' },
      ]);
    });

    it('rejects from a console session: members stay PENDING with REJECTED records and CONSOLE audit rows', async () => {
      const members = [await createMember(t), await createMember(t)];
      const ids = members.map((member) => member.id);
      await expect(
        decide(agents.console, { ids, decision: 'reject' })
          .expect(200)
          .then((r) => r.body.results),
      ).resolves.toEqual(ids.map((id) => ({ id, ok: true })));
      await expect(Promise.all(ids.map(roleOf))).resolves.toEqual(['PENDING', 'PENDING']);
      const records = await db()
        .getRepository(ApprovalRecord)
        .findBy({ userId: In(ids) });
      expect(records.map((record) => [record.status, record.memo])).toEqual([
        ['REJECTED', null],
        ['REJECTED', null],
      ]);
      const audit = await auditAbout(ids);
      expect(audit.map((row) => [row.action, row.actorType])).toEqual([
        ['MEMBER_REJECT', 'CONSOLE'],
        ['MEMBER_REJECT', 'CONSOLE'],
      ]);
    });

    it('refuses 101 ids with 400 and decides none of them', async () => {
      const member = await createMember(t);
      const response = await decide(agents.ADMIN, { ids: tooMany(member.id), decision: 'approve' });
      expect([response.status, response.body.code, response.body.errors]).toEqual([
        400,
        'VALIDATION_FAILED',
        [{ field: 'ids', message: V.batchIdsMax }],
      ]);
      await expect(roleOf(member.id)).resolves.toBe('PENDING');
      await expect(auditAbout([member.id])).resolves.toEqual([]);
    });

    it('takes 100 ids', async () => {
      const ids = Array.from({ length: LIMITS.batchIdsMax }, () => randomUUID());
      const response = await decide(agents.ADMIN, { ids, decision: 'reject' }).expect(200);
      expect(response.body.results).toHaveLength(LIMITS.batchIdsMax);
      expect(response.body.results.every((result: { code?: string }) => result.code === 'NOT_FOUND')).toBe(true);
    });

    it.each([
      ['no ids', { decision: 'approve' }, 'ids', V.batchIds],
      ['an empty list', { ids: [], decision: 'approve' }, 'ids', V.batchIds],
      ['one id as text', { ids: 'abc', decision: 'approve' }, 'ids', V.batchIds],
      ['a number among the ids', { ids: ['abc', 12], decision: 'approve' }, 'ids', V.batchIds],
      ['a blank id', { ids: ['  '], decision: 'approve' }, 'ids', V.batchIds],
      ['an id longer than any id', { ids: ['a'.repeat(37)], decision: 'approve' }, 'ids', V.batchIds],
      ['an unknown decision', { ids: ['abc'], decision: 'revoke' }, 'decision', V.decision],
      ['no decision', { ids: ['abc'] }, 'decision', V.decision],
      ['a memo over 500 characters', { ids: ['abc'], decision: 'reject', memo: '가'.repeat(501) }, 'memo', V.memoMax],
    ])('refuses %s with 400 and its Korean message', async (_case, body, field, message) => {
      const response = await decide(agents.ADMIN, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ ok: false, statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(response.body.errors).toEqual([{ field, message }]);
    });
  });

  describe('POST /api/admin/videos/publication', () => {
    it('publishes or unpublishes each video on its own, with an audit row each; unknown ids answer NOT_FOUND', async () => {
      const [one, two] = [await makeVideo(t, courseId, 'open'), await makeVideo(t, courseId, 'open')];
      const unknown = randomUUID();
      const response = await publish(agents.ADMIN, { ids: [one.id, unknown, two.id, one.id], published: false });
      expect([response.status, response.body]).toEqual([
        200,
        {
          results: [
            { id: one.id, ok: true },
            { id: unknown, ok: false, code: 'NOT_FOUND', message: MESSAGES.content.videoNotFound },
            { id: two.id, ok: true },
          ],
        },
      ]);
      const stored = await db()
        .getRepository(Video)
        .findBy({ id: In([one.id, two.id]) });
      expect(stored.map((video) => video.isPublished)).toEqual([false, false]);
      const audit = await auditAbout([one.id, two.id, unknown]);
      expect(audit.map((row) => [row.action, row.targetId])).toEqual([
        ['VIDEO_UPDATE', one.id],
        ['VIDEO_UPDATE', two.id],
      ]);

      await publish(agents.console, { ids: [two.id], published: true }).expect(200);
      await expect(db().getRepository(Video).findOneByOrFail({ id: two.id })).resolves.toMatchObject({
        isPublished: true,
      });
    });

    it('refuses 101 ids with 400 and changes none of them', async () => {
      const video = await makeVideo(t, courseId, 'open');
      const response = await publish(agents.ADMIN, { ids: tooMany(video.id), published: false });
      expect([response.status, response.body.errors]).toEqual([400, [{ field: 'ids', message: V.batchIdsMax }]]);
      await expect(db().getRepository(Video).findOneByOrFail({ id: video.id })).resolves.toMatchObject({
        isPublished: true,
      });
    });

    it.each([
      ['no flag', { ids: ['abc'] }, 'published', V.boolean],
      ['a flag as text', { ids: ['abc'], published: 'false' }, 'published', V.boolean],
      ['an empty list', { ids: [], published: true }, 'ids', V.batchIds],
    ])('refuses %s with 400 and its Korean message', async (_case, body, field, message) => {
      const response = await publish(agents.ADMIN, body);
      expect([response.status, response.body.code, response.body.errors]).toEqual([
        400,
        'VALIDATION_FAILED',
        [{ field, message }],
      ]);
    });
  });

  it.each([
    ['visitor', 401, 'UNAUTHORIZED'],
    ['PENDING', 403, 'FORBIDDEN'],
    ['VERIFIED', 403, 'FORBIDDEN'],
  ] as const)('answers a %s %i on both routes and changes nothing', async (caller, status, code) => {
    const member = await createMember(t);
    const video = await makeVideo(t, courseId, 'open');
    const answers = [
      await decide(agents[caller], { ids: [member.id], decision: 'approve' }),
      await publish(agents[caller], { ids: [video.id], published: false }),
    ];
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual([
      [status, code],
      [status, code],
    ]);
    await expect(roleOf(member.id)).resolves.toBe('PENDING');
    await expect(db().getRepository(Video).findOneByOrFail({ id: video.id })).resolves.toMatchObject({
      isPublished: true,
    });
  });
});
