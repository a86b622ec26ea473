import { DataSource, MoreThan, Not } from 'typeorm';
import { MESSAGES, THROTTLE_LIMITS } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AUDIT_ACTIONS, type AuditAction, type AuditTargetType } from '@academy/common/audit';
import { AuditRecord } from '../src/audit/audit-record.entity';
import { AuditRetentionService } from '../src/audit/audit-retention.service';
import { AuditService } from '../src/audit/audit.service';
import { fillAuditSearchSql } from '../src/database/migrations/audit-search';
import { Course } from '../src/courses/course.entity';
import { GalleryItem } from '../src/gallery/gallery-item.entity';
import { User } from '../src/members/user.entity';
import { Notice } from '../src/notices/notice.entity';
import { Program } from '../src/programs/program.entity';
import { consoleAgent, createMember, signedInAdmin, signedInMember, signIn, type Agent } from './support/accounts';
import { makeCourse, makeVideo } from './support/content-fixtures';
import { HANGUL } from './support/error-shape';
import { freezeClockAt } from './support/clock';
import { createTestApp, TEST_ADMIN, TEST_CONSOLE_PASSWORD, type TestApp } from './support/test-app';

const NAS_URL = 'http://nas.test.local/videos/audit.mp4';
type Actor = 'ADMIN' | 'CONSOLE';

interface ActionCase {
  name: string;
  action: AuditAction;
  targetType: AuditTargetType;
  /** Makes what the action needs, performs it, and answers the id the row must name. */
  run: (agent: Agent) => Promise<string>;
  /** A word the summary must contain (the target's name at the time). */
  names: string;
}

describe('audit log (e2e)', () => {
  let t: TestApp;
  let adminId: string;
  const agents = {} as Record<Actor, Agent>;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    agents.ADMIN = await signedInAdmin(t);
    agents.CONSOLE = await consoleAgent(t);
    adminId = (await t.app.get(DataSource).getRepository(User).findOneByOrFail({ email: TEST_ADMIN.email })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const records = () => t.app.get(DataSource).getRepository(AuditRecord);
  const driver = () => (t.app.get(DataSource).options.type === 'better-sqlite3' ? 'sqlite' : 'mysql');
  /** Rows written straight to the table with their search grams, as AuditService.record writes both. */
  async function insertRecords(rows: Array<Partial<AuditRecord>>): Promise<void> {
    const inserted = await records().insert(rows as AuditRecord[]);
    for (const { id } of inserted.identifiers) await t.app.get(DataSource).query(fillAuditSearchSql(driver()), [id]);
  }
  const lastId = async () => (await records().find({ order: { id: 'DESC' }, take: 1 }))[0]?.id ?? 0;
  /** The rows `run` adds. */
  async function rowsAdded(run: () => Promise<unknown>): Promise<AuditRecord[]> {
    const before = await lastId();
    await run();
    // A sign-up the case makes records its member's consents (consents-and-leaving.e2e-spec): not the action under test.
    return records().find({ where: { id: MoreThan(before), action: Not('MEMBER_CONSENT') }, order: { id: 'ASC' } });
  }
  const save = <T extends object>(entity: new () => T, fields: Partial<T>) => {
    const repository = t.app.get(DataSource).getRepository(entity);
    return repository.save(repository.create(fields as T));
  };
  const expected = (actor: Actor) =>
    actor === 'ADMIN'
      ? { actorType: 'ADMIN', actorId: adminId, actorEmail: TEST_ADMIN.email }
      : { actorType: 'CONSOLE', actorId: null, actorEmail: null };

  const program = { slug: 'audit-program', title: '방학 특강', content: '내용' };

  const consultation = async () =>
    (
      await t
        .http()
        .post('/api/consultations')
        .set('X-Forwarded-For', `198.51.100.${Math.floor(Math.random() * 250) + 1}`)
        .send({ name: '김상담', phone: '010-2222-3333', consent: true })
        .expect(201)
    ).body.id as string;

  const CASES: ActionCase[] = [
    {
      name: 'consultation handled',
      action: 'CONSULTATION_UPDATE',
      targetType: 'CONSULTATION',
      names: '신규 → 연락함',
      run: async (agent) => {
        const id = await consultation();
        await agent.patch(`/api/admin/consultations/${id}`).send({ status: 'CONTACTED' }).expect(200);
        return id;
      },
    },
    {
      name: 'consultation deleted',
      action: 'CONSULTATION_DELETE',
      targetType: 'CONSULTATION',
      names: '삭제',
      run: async (agent) => {
        const id = await consultation();
        await agent.delete(`/api/admin/consultations/${id}`).expect(200);
        return id;
      },
    },
    {
      name: 'approve (admin page)',
      action: 'MEMBER_APPROVE',
      targetType: 'MEMBER',
      names: '승인',
      run: async (agent) => {
        const member = await createMember(t);
        await agent.post('/api/admin/approve-user').send({ userId: member.id }).expect(200);
        return member.id;
      },
    },
    {
      name: 'reject (admin page)',
      action: 'MEMBER_REJECT',
      targetType: 'MEMBER',
      names: '가입 거절',
      run: async (agent) => {
        const member = await createMember(t);
        await agent.post('/api/admin/reject-user').send({ userId: member.id, memo: '정보 불일치' }).expect(200);
        return member.id;
      },
    },
    {
      name: 'revoke',
      action: 'MEMBER_REVOKE',
      targetType: 'MEMBER',
      names: '승인 취소',
      run: async (agent) => {
        const member = await createMember(t, 'VERIFIED');
        await agent.post('/api/admin/revoke-user').send({ userId: member.id }).expect(200);
        return member.id;
      },
    },
    {
      name: 'approve (older admin pages, id in the path)',
      action: 'MEMBER_APPROVE',
      targetType: 'MEMBER',
      names: '승인',
      run: async (agent) => {
        const member = await createMember(t);
        await agent.post(`/api/admin/users/${member.id}/approve`).send({}).expect(200);
        return member.id;
      },
    },
    {
      name: 'reject (secret console)',
      action: 'MEMBER_REJECT',
      targetType: 'MEMBER',
      names: '가입 거절',
      run: async (agent) => {
        const member = await createMember(t);
        await agent.post('/api/superadmin/reject-user').send({ userId: member.id }).expect(200);
        return member.id;
      },
    },
    {
      name: 'approve (simple console)',
      action: 'MEMBER_APPROVE',
      targetType: 'MEMBER',
      names: '승인',
      run: async (agent) => {
        const member = await createMember(t);
        await agent.post('/api/simple/approve-user').send({ userId: member.id }).expect(200);
        return member.id;
      },
    },
    {
      name: 'remove',
      action: 'MEMBER_REMOVE',
      targetType: 'MEMBER',
      names: '탈퇴 처리',
      run: async (agent) => {
        const member = await createMember(t, 'VERIFIED');
        await agent.delete(`/api/admin/members/${member.id}`).expect(200);
        return member.id;
      },
    },
    {
      name: 'password reset',
      action: 'MEMBER_PASSWORD_RESET',
      targetType: 'MEMBER',
      names: '비밀번호 초기화',
      run: async (agent) => {
        const member = await createMember(t, 'VERIFIED');
        await agent.post(`/api/admin/members/${member.id}/password-reset`).expect(200);
        return member.id;
      },
    },
    {
      name: 'course create',
      action: 'COURSE_CREATE',
      targetType: 'COURSE',
      names: '감사 강의',
      run: async (agent) =>
        (
          await agent
            .post('/api/admin/courses')
            .send({ title: '감사 강의', slug: `audit-${Date.now()}-${Math.random().toString(36).slice(2)}` })
            .expect(201)
        ).body.id,
    },
    {
      name: 'course update',
      action: 'COURSE_UPDATE',
      targetType: 'COURSE',
      names: "'중등 내신 A' 수정: 제목",
      run: async (agent) => {
        const course = await makeCourse(t, { title: '중등 내신' });
        await agent
          .put(`/api/admin/courses/${course.id}`)
          .send({ title: '중등 내신 A', slug: course.slug, order: course.order })
          .expect(200);
        return course.id;
      },
    },
    {
      name: 'course delete',
      action: 'COURSE_DELETE',
      targetType: 'COURSE',
      names: '지울 강의',
      run: async (agent) => {
        const course = await makeCourse(t, { title: '지울 강의' });
        await makeVideo(t, course.id);
        await agent.delete(`/api/admin/courses/${course.id}`).expect(200);
        return course.id;
      },
    },
    {
      name: 'video create (admin form)',
      action: 'VIDEO_CREATE',
      targetType: 'VIDEO',
      names: '1강 문법',
      run: async (agent) => {
        const course = await makeCourse(t);
        return (
          await agent
            .post('/api/admin/videos')
            .send({ courseId: course.id, title: '1강 문법', externalUrl: NAS_URL })
            .expect(201)
        ).body.id;
      },
    },
    {
      name: 'video create (dashboard form)',
      action: 'VIDEO_CREATE',
      targetType: 'VIDEO',
      names: '대시보드 동영상',
      run: async (agent) =>
        (
          await agent
            .post('/api/admin/videos')
            .send({ title: '대시보드 동영상', type: 'nas', url: NAS_URL })
            .expect(201)
        ).body.id,
    },
    {
      name: 'video create (simple console)',
      action: 'VIDEO_CREATE',
      targetType: 'VIDEO',
      names: '간편 동영상',
      run: async (agent) =>
        (await agent.post('/api/simple/videos').send({ title: '간편 동영상', videoUrl: NAS_URL }).expect(201)).body.id,
    },
    {
      name: 'video update',
      action: 'VIDEO_UPDATE',
      targetType: 'VIDEO',
      names: '수정: 주소, 공개 여부',
      run: async (agent) => {
        const video = await makeVideo(t, (await makeCourse(t)).id, 'open', {
          externalUrl: 'http://user:secret-pw@nas.test.local/a.mp4',
        });
        await agent
          .put(`/api/admin/videos/${video.id}`)
          .send({ isPublished: false, externalUrl: 'http://user:other-pw@nas.test.local/a.mp4' })
          .expect(200);
        return video.id;
      },
    },
    {
      name: 'video delete',
      action: 'VIDEO_DELETE',
      targetType: 'VIDEO',
      names: '삭제',
      run: async (agent) => {
        const video = await makeVideo(t, (await makeCourse(t)).id);
        await agent.delete(`/api/admin/videos/${video.id}`).expect(200);
        return video.id;
      },
    },
    {
      name: 'notice create',
      action: 'NOTICE_CREATE',
      targetType: 'NOTICE',
      names: '휴원 안내',
      run: async (agent) =>
        (await agent.post('/api/admin/notices').send({ title: '휴원 안내', body: '추석 연휴' }).expect(201)).body.id,
    },
    {
      name: 'notice update',
      action: 'NOTICE_UPDATE',
      targetType: 'NOTICE',
      names: '수정: 내용, 게시 종료',
      run: async (agent) => {
        const notice = await save(Notice, {
          title: '공지',
          body: '내용',
          startsAt: null,
          endsAt: null,
          createdAt: new Date(),
        });
        await agent
          .put(`/api/admin/notices/${notice.id}`)
          .send({ body: '바뀐 내용', endsAt: '2030-01-01' })
          .expect(200);
        return notice.id;
      },
    },
    {
      name: 'notice delete',
      action: 'NOTICE_DELETE',
      targetType: 'NOTICE',
      names: '지울 공지',
      run: async (agent) => {
        const notice = await save(Notice, { title: '지울 공지', body: '내용', createdAt: new Date() });
        await agent.delete(`/api/admin/notices/${notice.id}`).expect(200);
        return notice.id;
      },
    },
    {
      name: 'gallery create (dashboard)',
      action: 'GALLERY_CREATE',
      targetType: 'GALLERY',
      names: '교실 사진',
      run: async (agent) =>
        (await agent.post('/api/admin/gallery').send({ imageUrl: '/a.jpg', caption: '교실 사진' }).expect(201)).body.id,
    },
    {
      name: 'gallery create (secret console)',
      action: 'GALLERY_CREATE',
      targetType: 'GALLERY',
      names: '콘솔 사진',
      run: async (agent) =>
        (await agent.post('/api/superadmin/gallery').send({ url: '/b.jpg', caption: '콘솔 사진' }).expect(201)).body.id,
    },
    {
      name: 'gallery create (simple console)',
      action: 'GALLERY_CREATE',
      targetType: 'GALLERY',
      names: '간편 사진',
      run: async (agent) =>
        (await agent.post('/api/simple/gallery').send({ title: '간편 사진', imageUrl: '/c.jpg' }).expect(201)).body.id,
    },
    {
      name: 'gallery update',
      action: 'GALLERY_UPDATE',
      targetType: 'GALLERY',
      names: '수정: 설명',
      run: async (agent) => {
        const item = await save(GalleryItem, { url: '/d.jpg', caption: '옛 설명', visible: true, order: 0 });
        await agent.put(`/api/admin/gallery/${item.id}`).send({ caption: '새 설명' }).expect(200);
        return item.id;
      },
    },
    {
      name: 'gallery toggle',
      action: 'GALLERY_TOGGLE',
      targetType: 'GALLERY',
      names: "'숨길 사진' 숨김",
      run: async (agent) => {
        const item = await save(GalleryItem, { url: '/e.jpg', caption: '숨길 사진', visible: true, order: 0 });
        await agent.post(`/api/superadmin/gallery/${item.id}/toggle`).expect(200);
        return item.id;
      },
    },
    {
      name: 'gallery delete',
      action: 'GALLERY_DELETE',
      targetType: 'GALLERY',
      names: '지울 사진',
      run: async (agent) => {
        const item = await save(GalleryItem, { url: '/f.jpg', caption: '지울 사진', visible: true, order: 0 });
        await agent.delete(`/api/superadmin/gallery/${item.id}`).expect(200);
        return item.id;
      },
    },
    {
      name: 'program create',
      action: 'PROGRAM_CREATE',
      targetType: 'PROGRAM',
      names: '방학 특강',
      run: async (agent) =>
        (
          await agent
            .post('/api/superadmin/programs')
            .send({ ...program, slug: `p-${Date.now()}-${Math.random().toString(36).slice(2)}` })
            .expect(201)
        ).body.id,
    },
    {
      name: 'program update (switched off)',
      action: 'PROGRAM_UPDATE',
      targetType: 'PROGRAM',
      names: '수정: 활성 여부',
      run: async (agent) => {
        const row = await save(Program, {
          ...program,
          slug: `p-${Date.now()}-${Math.random().toString(36).slice(2)}`,
          features: [],
          isActive: true,
          order: 0,
        });
        await agent.put(`/api/superadmin/programs/${row.id}`).send({ isActive: false }).expect(200);
        return row.id;
      },
    },
    {
      name: 'program delete',
      action: 'PROGRAM_DELETE',
      targetType: 'PROGRAM',
      names: '방학 특강',
      run: async (agent) => {
        const row = await save(Program, {
          ...program,
          slug: `p-${Date.now()}-${Math.random().toString(36).slice(2)}`,
          features: [],
          isActive: true,
          order: 0,
        });
        await agent.delete(`/api/superadmin/programs/${row.id}`).expect(200);
        return row.id;
      },
    },
  ];

  describe.each(['ADMIN', 'CONSOLE'] as Actor[])(
    'as %s: each administrative action writes exactly one row naming who did it',
    (actor) => {
      it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
        let targetId = '';
        const rows = await rowsAdded(async () => {
          targetId = await c.run(agents[actor]);
        });
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          ...expected(actor),
          action: c.action,
          targetType: c.targetType,
          targetId,
          ip: expect.stringMatching(/127\.0\.0\.1$/),
        });
        expect(rows[0].summary).toMatch(HANGUL);
        expect(rows[0].summary).toContain(c.names);
        expect(Math.abs(Date.now() - rows[0].at.getTime())).toBeLessThan(60_000);
      });
    },
  );

  // A member's own reset by link has no admin actor to drive it from here: password-reset.e2e-spec
  // asserts its row; console-throttle.e2e-spec asserts the lockout's. 학원 정보 is an ADMIN's alone
  // (consoles 403): academy.e2e-spec asserts its row; so are quizzes, whose rows quizzes.e2e-spec asserts.
  // Parents' links (asked for by the parent, removed by either side) and a student's program, whose
  // timetable the parents read: parents.e2e-spec asserts them.
  it('every action code but the logins, the console lockout, 학원 정보, quizzes, links and the members’ own ones is covered above', () => {
    const covered = new Set(CASES.map((c) => c.action));
    // The members' own rows and the sweep's are asserted by password-reset and consents-and-leaving.
    expect(AUDIT_ACTIONS.filter((action) => !covered.has(action))).toEqual([
      'MEMBER_PASSWORD_RESET_BY_LINK',
      'MEMBER_CONSENT',
      'MEMBER_LEAVE',
      'MEMBER_EXPIRE',
      'MEMBER_PROGRAM',
      'QUIZ_CREATE',
      'QUIZ_UPDATE',
      'QUIZ_DELETE',
      'PARENT_LINK_REQUEST',
      'PARENT_LINK_CONFIRM',
      'PARENT_UNLINK',
      'PARENT_INVITE',
      'ACADEMY_UPDATE',
      'ADMIN_LOGIN',
      'CONSOLE_LOGIN',
      'CONSOLE_LOGIN_FAILED',
      'CONSOLE_LOCKOUT',
    ]);
  });

  it('a summary never carries a changed value: not a NAS password, not a new text', async () => {
    const video = await makeVideo(t, (await makeCourse(t)).id, 'open', {
      externalUrl: 'http://user:old-secret@nas.test.local/a.mp4',
    });
    const rows = await rowsAdded(() =>
      agents.ADMIN.put(`/api/admin/videos/${video.id}`)
        .send({ description: '새 설명 텍스트', externalUrl: 'http://user:new-secret@nas.test.local/a.mp4' })
        .expect(200),
    );
    expect(rows[0].summary).toBe(`동영상 '${video.title}' 수정: 설명, 주소`);
  });

  describe('a change that fails writes no row', () => {
    const failures: Array<[string, (agent: Agent) => Promise<unknown>]> = [
      [
        'approving a VERIFIED member (409)',
        async (agent) =>
          agent
            .post('/api/admin/approve-user')
            .send({ userId: (await createMember(t, 'VERIFIED')).id })
            .expect(409),
      ],
      ['resetting an ADMIN (409)', (agent) => agent.post(`/api/admin/members/${adminId}/password-reset`).expect(409)],
      [
        'removing an unknown member (404)',
        (agent) => agent.delete('/api/admin/members/00000000-0000-0000-0000-000000000000').expect(404),
      ],
      [
        'a course with a taken slug (409)',
        async (agent) =>
          agent
            .post('/api/admin/courses')
            .send({ title: '중복', slug: (await makeCourse(t)).slug })
            .expect(409),
      ],
      [
        'a course without a title (400)',
        (agent) => agent.post('/api/admin/courses').send({ slug: 'no-title' }).expect(400),
      ],
      [
        'updating an unknown course (404)',
        (agent) =>
          agent
            .put('/api/admin/courses/00000000-0000-0000-0000-000000000000')
            .send({ title: 't', slug: 'nobody' })
            .expect(404),
      ],
      [
        'a video window ending before it starts (400)',
        async (agent) =>
          agent
            .put(`/api/admin/videos/${(await makeVideo(t, (await makeCourse(t)).id)).id}`)
            .send({ accessStart: '2030-02-01', accessEnd: '2030-01-01' })
            .expect(400),
      ],
      [
        'a notice window ending before it starts, found inside the transaction (400)',
        async (agent) => {
          const notice = await save(Notice, {
            title: '공지',
            body: '내용',
            startsAt: new Date('2030-06-01T00:00:00Z'),
            createdAt: new Date(),
          });
          await agent
            .put(`/api/admin/notices/${notice.id}`)
            .send({ title: '바꾼 제목', endsAt: '2030-01-01' })
            .expect(400);
          await expect(
            t.app.get(DataSource).getRepository(Notice).findOneByOrFail({ id: notice.id }),
          ).resolves.toMatchObject({ title: '공지' });
        },
      ],
      [
        'a program whose content renders to no text (400)',
        (agent) =>
          agent
            .post('/api/superadmin/programs')
            .send({ ...program, slug: 'rule-only', content: '***' })
            .expect(400),
      ],
      [
        'toggling an unknown image (404)',
        (agent) => agent.post('/api/superadmin/gallery/00000000-0000-0000-0000-000000000000/toggle').expect(404),
      ],
    ];
    it.each(failures)('%s', async (_name, fail) => {
      await expect(rowsAdded(() => fail(agents.ADMIN))).resolves.toEqual([]);
    });

    it('a member’s refused call writes nothing either (403)', async () => {
      const member = await signedInMember(t, 'VERIFIED');
      await expect(
        rowsAdded(() =>
          member.agent.post('/api/admin/courses').send({ title: '강의', slug: 'member-course' }).expect(403),
        ),
      ).resolves.toEqual([]);
    });

    it('the row is written in the change’s transaction: when it cannot be written, the change is undone too', async () => {
      const audit = t.app.get(AuditService);
      jest.spyOn(audit, 'record').mockRejectedValueOnce(new Error('disk full'));
      const slug = `atomic-${Date.now()}`;
      await agents.ADMIN.post('/api/admin/courses').send({ title: '남으면 안 되는 강의', slug }).expect(500);
      await expect(t.app.get(DataSource).getRepository(Course).countBy({ slug })).resolves.toBe(0);
      const member = await createMember(t);
      jest.spyOn(audit, 'record').mockRejectedValueOnce(new Error('disk full'));
      await agents.ADMIN.post('/api/admin/approve-user').send({ userId: member.id }).expect(500);
      await expect(t.app.get(DataSource).getRepository(User).findOneByOrFail({ id: member.id })).resolves.toMatchObject(
        { role: 'PENDING' },
      );
    });
  });

  describe('logins', () => {
    it('an ADMIN login writes ADMIN_LOGIN about the admin’s own account; a member login writes nothing', async () => {
      const rows = await rowsAdded(() => signIn(t, TEST_ADMIN.email, TEST_ADMIN.password));
      expect(rows).toEqual([
        expect.objectContaining({
          action: 'ADMIN_LOGIN',
          actorType: 'ADMIN',
          actorId: adminId,
          actorEmail: TEST_ADMIN.email,
          targetType: 'MEMBER',
          targetId: adminId,
        }),
      ]);
      const member = await createMember(t, 'VERIFIED');
      await expect(rowsAdded(() => signIn(t, member.email, member.password))).resolves.toEqual([]);
      await expect(
        rowsAdded(() =>
          t.http().post('/api/auth/login').send({ email: TEST_ADMIN.email, password: 'wrong-password' }).expect(401),
        ),
      ).resolves.toEqual([]);
    });

    it('console logins and failed console logins are written with the client address; refused bodies and throttled attempts are not', async () => {
      const ip = '198.51.100.77';
      const post = (path: string, body: object) => t.http().post(path).set('X-Forwarded-For', ip).send(body);
      const ok = await rowsAdded(() => post('/api/dev/login', { password: TEST_CONSOLE_PASSWORD }).expect(200));
      expect(ok).toEqual([
        expect.objectContaining({
          action: 'CONSOLE_LOGIN',
          actorType: 'CONSOLE',
          actorId: null,
          targetType: 'CONSOLE',
          targetId: null,
          ip,
        }),
      ]);
      const wrong = await rowsAdded(() => post('/api/admin/login', { password: 'guess' }).expect(401));
      expect(wrong).toEqual([
        expect.objectContaining({
          action: 'CONSOLE_LOGIN_FAILED',
          actorType: 'CONSOLE',
          ip,
          summary: ADMIN_MESSAGES.audit.consoleLoginFailed,
        }),
      ]);
      await expect(rowsAdded(() => post('/api/admin/login', {}).expect(400))).resolves.toEqual([]);
      const burst = await rowsAdded(async () => {
        for (let i = 0; i < THROTTLE_LIMITS.console.perIp + 2; i++)
          await post('/api/admin/login', { password: `guess-${i}` });
      });
      // One wrong guess above already used a slot: the rest of the allowance is written, the refusals are not.
      expect(burst).toHaveLength(THROTTLE_LIMITS.console.perIp - 1);
    });
  });

  describe('GET /api/admin/audit', () => {
    const marker = `표식${Date.now()}`;
    /** Rows written straight to the table, oldest first, each naming the marker. */
    async function seed(rows: Array<Partial<AuditRecord>>): Promise<void> {
      await insertRecords(
        rows.map((row, i) => ({
          at: new Date(Date.UTC(2020, 0, 1) + i * 1000),
          actorType: 'ADMIN',
          actorId: null,
          actorEmail: 'teacher@academy.test',
          action: 'COURSE_UPDATE',
          targetType: 'COURSE',
          targetId: null,
          summary: `${marker} ${i}`,
          ip: '10.0.0.1',
          ...row,
        })),
      );
    }
    const list = (query: Record<string, string | number>) =>
      agents.ADMIN.get('/api/admin/audit')
        .query({ q: marker, ...query })
        .expect(200);

    beforeAll(async () => {
      await seed(Array.from({ length: 25 }, () => ({})));
      await seed([
        {
          at: new Date('2021-03-01T09:00:00Z'),
          actorType: 'CONSOLE',
          actorEmail: null,
          action: 'GALLERY_DELETE',
          targetType: 'GALLERY',
          summary: `${marker} console`,
        },
        {
          at: new Date('2021-03-02T23:59:59.999Z'),
          action: 'NOTICE_CREATE',
          targetType: 'NOTICE',
          summary: `${marker} late`,
        },
        {
          at: new Date('2021-03-03T00:00:00Z'),
          action: 'NOTICE_DELETE',
          targetType: 'NOTICE',
          summary: `${marker} next day`,
        },
      ]);
    });

    it('gives every row once, newest first, whichever end a page is read from', async () => {
      const whole = (await list({ pageSize: 100 })).body.items.map((item: { id: string }) => item.id);
      expect(whole).toHaveLength(28);
      const paged: string[] = [];
      for (let page = 1; page <= 10; page++)
        paged.push(...(await list({ page, pageSize: 3 })).body.items.map((item: { id: string }) => item.id));
      expect(paged).toEqual(whole);
      expect((await list({ page: 11, pageSize: 3 })).body).toMatchObject({ items: [], total: 28 });
    });

    it('pages newest first and counts every matching row', async () => {
      const first = await list({ pageSize: 10 });
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.body.total).toBe(28);
      expect(first.body.items).toHaveLength(10);
      expect(first.body.items[0].summary).toBe(`${marker} next day`);
      const third = await list({ page: 3, pageSize: 10 });
      expect(third.body.items.map((item: { summary: string }) => item.summary)).toEqual(
        Array.from({ length: 8 }, (_, i) => `${marker} ${7 - i}`),
      );
      const ats = first.body.items.map((item: { at: string }) => Date.parse(item.at));
      expect([...ats].sort((a, b) => b - a)).toEqual(ats);
      expect(first.body.items[0]).toEqual({
        id: expect.any(String),
        at: '2021-03-03T00:00:00.000Z',
        actorType: 'ADMIN',
        actorId: null,
        actorEmail: 'teacher@academy.test',
        action: 'NOTICE_DELETE',
        targetType: 'NOTICE',
        targetId: null,
        summary: `${marker} next day`,
        ip: '10.0.0.1',
        targetExists: false,
      });
    });

    it.each([
      [{ actorType: 'CONSOLE' }, ['console']],
      [{ action: 'NOTICE_CREATE' }, ['late']],
      [{ targetType: 'NOTICE' }, ['next day', 'late']],
      [{ from: '2021-03-02', to: '2021-03-02' }, ['late']],
      [{ from: '2021-03-01T09:00:00Z', to: '2021-03-02T00:00:00+09:00' }, ['console']],
      [{ from: '2021-03-02T00:00:00Z' }, ['next day', 'late']],
    ])('filters %j', async (filters, expectedRows) => {
      const response = await list(filters);
      expect(response.body.items.map((item: { summary: string }) => item.summary.replace(`${marker} `, ''))).toEqual(
        expectedRows,
      );
      expect(response.body.total).toBe(expectedRows.length);
    });

    it('searches the summary, the e-mail and the address, case-insensitively', async () => {
      await expect(
        agents.ADMIN.get('/api/admin/audit')
          .query({ q: 'TEACHER@ACADEMY', to: '2021-12-31' })
          .then((r) => r.body.total),
      ).resolves.toBe(27);
      await expect(
        agents.ADMIN.get('/api/admin/audit')
          .query({ q: `${marker} late` })
          .then((r) => r.body.total),
      ).resolves.toBe(1);
      await expect(
        agents.ADMIN.get('/api/admin/audit')
          .query({ q: '100%_' })
          .then((r) => r.body.total),
      ).resolves.toBe(0);
    });

    it('finds a Korean name by any part of it, one character too, through the grams', async () => {
      await seed([{ summary: `회원 "김민수${marker}" 승인` }, { summary: `회원 "박서연${marker}" 승인` }]);
      const summaries = async (q: string) =>
        (await agents.ADMIN.get('/api/admin/audit').query({ q, pageSize: 100 }).expect(200)).body.items.map(
          (item: { summary: string }) => item.summary,
        ) as string[];
      for (const part of ['김민', '민수', '김민수', `민수${marker}`, '김'])
        expect(await summaries(part)).toContain(`회원 "김민수${marker}" 승인`);
      expect(await summaries(`서연${marker}`)).toEqual([`회원 "박서연${marker}" 승인`]);
      // Every gram of the query is there ("수김" is not a piece of "김민수"): LIKE has the last word.
      expect(await summaries(`수김${marker}`)).toEqual([]);
      expect(await summaries(`김민수 ${marker}`)).toEqual([]);
    });

    it('finds rows by the start of their address, through its index', async () => {
      await seed([{ ip: '192.0.2.77', summary: `${marker} from an address` }]);
      for (const start of ['192.0.2', '192.0.2.77']) {
        const response = await agents.ADMIN.get('/api/admin/audit').query({ q: start }).expect(200);
        expect(response.body.items.map((item: { summary: string }) => item.summary)).toEqual([
          `${marker} from an address`,
        ]);
      }
    });

    it('keeps the grams equal to a recount from the summaries, through writes and the retention sweep', async () => {
      const dataSource = t.app.get(DataSource);
      // A change through the API writes its row and the row's grams together.
      await agents.ADMIN.post('/api/admin/notices')
        .send({ title: `김민수 학부모 안내 ${marker}`, body: '본문' })
        .expect(201);
      const recount = async () => {
        const rows: Array<{ id: number; summary: string }> = await dataSource.query(
          'SELECT `id` AS id, `summary` AS summary FROM `audit_log`',
        );
        const grams = new Set<string>();
        for (const row of rows) {
          const characters = Array.from(`${row.summary.toLowerCase()} `);
          for (let i = 0; i < characters.length - 1; i++) grams.add(`${characters[i]}${characters[i + 1]} ${row.id}`);
        }
        return [...grams].sort();
      };
      const stored = async () =>
        (
          (await dataSource.query('SELECT `gram` AS gram, `auditId` AS auditId FROM `audit_search_grams`')) as Array<{
            gram: string;
            auditId: number;
          }>
        )
          .map((row) => `${row.gram} ${row.auditId}`)
          .sort();
      expect(await stored()).toEqual(await recount());
      // A row older than anything else here: the sweep below takes it alone, and its grams with it.
      await seed([{ at: new Date(Date.UTC(2019, 0, 1)), summary: `회원 "오래된${marker}" 승인` }]);
      expect(await stored()).toEqual(await recount());
      await t.app.get(AuditRetentionService).sweep(new Date(Date.UTC(2019, 6, 1) + 730 * 24 * 60 * 60 * 1000));
      await expect(records().countBy({ summary: `회원 "오래된${marker}" 승인` })).resolves.toBe(0);
      expect(await stored()).toEqual(await recount());
    });

    it('refuses an end before the start with a Korean message on "to"', async () => {
      const response = await agents.ADMIN.get('/api/admin/audit')
        .query({ from: '2021-03-02', to: '2021-03-01' })
        .expect(400);
      expect(response.body.errors).toEqual([{ field: 'to', message: MESSAGES.validation.dateOrder }]);
    });

    it('says whether each row’s target still exists', async () => {
      const course = (
        await agents.ADMIN.post('/api/admin/courses')
          .send({ title: '사라질 강의', slug: `gone-${Date.now()}` })
          .expect(201)
      ).body;
      const kept = (
        await agents.ADMIN.post('/api/admin/courses')
          .send({ title: '남을 강의', slug: `kept-${Date.now()}` })
          .expect(201)
      ).body;
      await agents.ADMIN.delete(`/api/admin/courses/${course.id}`).expect(200);
      const items = (
        await agents.ADMIN.get('/api/admin/audit').query({ targetType: 'COURSE', pageSize: 100 }).expect(200)
      ).body.items as Array<{ targetId: string; action: string; targetExists: boolean }>;
      expect(items.find((item) => item.targetId === course.id && item.action === 'COURSE_CREATE')?.targetExists).toBe(
        false,
      );
      expect(items.find((item) => item.targetId === kept.id)?.targetExists).toBe(true);
    });

    it('is for ADMIN and console sessions only; rows cannot be changed or deleted through the API', async () => {
      const member = await signedInMember(t, 'VERIFIED');
      await t.http().get('/api/admin/audit').expect(401);
      await member.agent.get('/api/admin/audit').expect(403);
      await agents.CONSOLE.get('/api/admin/audit').expect(200);
      const id = (await list({ pageSize: 1 })).body.items[0].id;
      for (const method of ['put', 'delete', 'post'] as const)
        await agents.ADMIN[method](`/api/admin/audit/${id}`).send({}).expect(404);
      await agents.ADMIN.delete('/api/admin/audit').expect(404);
    });
  });

  describe('GET /api/admin/audit.csv', () => {
    it('streams the filtered rows as UTF-8 CSV with a BOM, a Korean file name, RFC 4180 quoting and formulas neutralised', async () => {
      const marker = `csv${Date.now()}`;
      // 15:30 UTC is half past midnight the next day in Seoul: the file shows Seoul time, as the screen does.
      await insertRecords([
        {
          at: new Date('2022-01-01T15:30:45Z'),
          actorType: 'ADMIN',
          actorEmail: '=cmd@evil.test',
          action: 'COURSE_UPDATE',
          targetType: 'COURSE',
          targetId: 'c1',
          summary: `=HYPERLINK("http://evil") ${marker}`,
          ip: '10.0.0.2',
        },
        {
          at: new Date('2022-01-02T00:00:00Z'),
          actorType: 'CONSOLE',
          actorEmail: null,
          action: 'CONSOLE_LOGIN',
          targetType: 'CONSOLE',
          targetId: null,
          summary: `콘솔, "로그인" ${marker}\n둘째 줄`,
          ip: '-1',
        },
      ] as AuditRecord[]);
      const response = await agents.ADMIN.get('/api/admin/audit.csv')
        .query({ q: marker })
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
        });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''%EA%B0%90%EC%82%AC%20%EA%B8%B0%EB%A1%9D%20\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const text = response.body as string;
      expect(
        text.startsWith('\uFEFF시각(한국 시간),주체,주체 ID,주체 이메일,작업,작업 코드,대상,대상 ID,요약,IP\r\n'),
      ).toBe(true);
      expect(text.slice(1).split('\r\n').slice(1)).toEqual([
        `2022-01-02 09:00,공용 콘솔,,,콘솔 로그인,CONSOLE_LOGIN,관리자 콘솔,,"콘솔, ""로그인"" ${marker}\n둘째 줄",'-1`,
        `2022-01-02 00:30,관리자 계정,,'=cmd@evil.test,강의 수정,COURSE_UPDATE,강의,c1,"'=HYPERLINK(""http://evil"") ${marker}",10.0.0.2`,
        '',
      ]);
    });

    it('names the file after the day in Seoul, not the UTC day', async () => {
      // 15:48 UTC on 27 November is 00:48 on 28 November in Seoul. Only Date is faked: the database
      // driver and supertest keep their real timers.
      freezeClockAt(Date.parse('2026-11-27T15:48:25.374Z'));
      try {
        const response = await agents.ADMIN.get('/api/admin/audit.csv').query({ q: `none${Date.now()}` });
        expect(response.status).toBe(200);
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="audit-2026-11-28.csv"; filename*=UTF-8''${encodeURIComponent('감사 기록 2026-11-28.csv')}`,
        );
      } finally {
        jest.useRealTimers();
      }
    });

    it('sends every row however many batches it takes, newest first', async () => {
      const marker = `many${Date.now()}`;
      const rows = Array.from({ length: 1234 }, (_, i) => ({
        at: new Date(Date.UTC(2023, 0, 1) + i * 1000),
        actorType: 'ADMIN' as const,
        action: 'NOTICE_UPDATE' as const,
        targetType: 'NOTICE' as const,
        summary: `${marker}-${i}`,
      }));
      for (let i = 0; i < rows.length; i += 200) await insertRecords(rows.slice(i, i + 200));
      const response = await agents.CONSOLE.get('/api/admin/audit.csv')
        .query({ q: marker, action: 'NOTICE_UPDATE' })
        .buffer(true)
        .parse((res, done) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => done(null, text));
        });
      const lines = (response.body as string).split('\r\n').slice(1, -1);
      expect(lines).toHaveLength(1234);
      expect(lines[0]).toContain(`${marker}-1233`);
      expect(lines[1233]).toContain(`${marker}-0,`);
    });

    it('takes the same filters and refuses the same bad ones', async () => {
      await t.http().get('/api/admin/audit.csv').expect(401);
      const response = await agents.ADMIN.get('/api/admin/audit.csv').query({ action: 'NOPE' }).expect(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'action', message: MESSAGES.validation.auditAction }],
      });
    });
  });

  describe('a member’s history', () => {
    it('GET /api/admin/members/{id}/history: the member, the approval records and the audit rows about them, newest first', async () => {
      const member = await createMember(t);
      await agents.ADMIN.post('/api/admin/approve-user').send({ userId: member.id, memo: '확인' }).expect(200);
      await agents.CONSOLE.post(`/api/admin/members/${member.id}/password-reset`).expect(200);
      const response = await agents.ADMIN.get(`/api/admin/members/${member.id}/history`).expect(200);
      expect(response.body.member).toMatchObject({ id: member.id, role: 'VERIFIED', mustChangePassword: true });
      expect(response.body.approvals).toEqual([
        expect.objectContaining({ status: 'APPROVED', memo: '확인', actedBy: TEST_ADMIN.email }),
      ]);
      expect(
        response.body.audit.map((row: { action: string; actorType: string }) => [row.action, row.actorType]),
      ).toEqual([
        ['MEMBER_PASSWORD_RESET', 'CONSOLE'],
        ['MEMBER_APPROVE', 'ADMIN'],
        ['MEMBER_CONSENT', 'MEMBER'],
      ]);
      await agents.ADMIN.get('/api/admin/members/00000000-0000-0000-0000-000000000000/history').expect(404);
    });
  });

  describe('retention', () => {
    it('the daily sweep removes rows older than AUDIT_RETENTION_DAYS (730 by default) and keeps the rest', async () => {
      const day = 24 * 60 * 60 * 1000;
      const now = new Date();
      await insertRecords([
        {
          at: new Date(now.getTime() - 731 * day),
          actorType: 'ADMIN',
          action: 'COURSE_UPDATE',
          targetType: 'COURSE',
          summary: 'retention-old',
        },
        {
          at: new Date(now.getTime() - 729 * day),
          actorType: 'ADMIN',
          action: 'COURSE_UPDATE',
          targetType: 'COURSE',
          summary: 'retention-kept',
        },
      ] as AuditRecord[]);
      const removed = await t.app.get(AuditRetentionService).sweep(now);
      expect(removed).toBeGreaterThanOrEqual(1);
      await expect(records().countBy({ summary: 'retention-old' })).resolves.toBe(0);
      await expect(records().countBy({ summary: 'retention-kept' })).resolves.toBe(1);
    });
  });
});
