import { ANALYTICS, MESSAGES, PROGRESS } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { lastDays, seoulDay } from '@academy/common/korean-days';
import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import { MemberReportService } from '../src/analytics/member-report.service';
import { reportRange } from '../src/analytics/report-range';
import { User } from '../src/members/user.entity';
import { VideoProgress } from '../src/progress/video-progress.entity';
import { VideoView, viewPeriodOf } from '../src/videos/video-view.entity';
import type { Video } from '../src/videos/video.entity';
import { agentsForAll, signedInMember, type Agent, type Caller } from './support/accounts';
import { makeCourse, makeVideo } from './support/content-fixtures';
import { UNKNOWN_ID } from './support/content-suite';
import { createTestApp, type TestApp } from './support/test-app';

const V = MESSAGES.validation;
const RANGE = 'from=2030-03-10&to=2030-03-12';

/** The raw bytes of an answer (the CSV's BOM included): a superagent parser that keeps the stream's bytes. */
const bytes = (response: { body: Buffer }) => response.body;
const binary = ((res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}) as unknown as Parameters<Test['parse']>[0];
const csvText = (response: { body: Buffer }) => bytes(response).toString('utf8');

describe('analytics and CSV exports (e2e)', () => {
  let t: TestApp;
  let agents: Record<Caller, Agent>;
  let m1: User;
  let m2: User;
  let a1: Video;
  let a2: Video;
  let a3: Video;
  let b1: Video;
  let courseA: string;

  const db = () => t.app.get(DataSource);

  async function insertUser(fields: Partial<User>): Promise<User> {
    const users = db().getRepository(User);
    const user = users.create({ passwordHash: 'x', role: 'VERIFIED', firstName: null, lastName: null, ...fields });
    await users.insert(user);
    return user;
  }

  async function view(user: User, video: Video, at: string) {
    const views = db().getRepository(VideoView);
    await views.insert(
      views.create({ userId: user.id, videoId: video.id, period: viewPeriodOf(new Date(at)), createdAt: new Date(at) }),
    );
  }

  async function progress(
    user: User,
    video: Video,
    furthest: number,
    updatedAt: string,
    completedAt: string | null = null,
  ) {
    const rows = db().getRepository(VideoProgress);
    await rows.insert(
      rows.create({
        userId: user.id,
        videoId: video.id,
        position: furthest,
        duration: 600,
        furthest,
        completed: completedAt !== null,
        completedAt: completedAt ? new Date(completedAt) : null,
        updatedAt: new Date(updatedAt),
      }),
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    agents = await agentsForAll(t);
    const A = await makeCourse(t, { title: '문법', order: 1 });
    const B = await makeCourse(t, { title: '독해', order: 2 });
    courseA = A.id;
    a1 = await makeVideo(t, A.id, 'open', { title: 'A1', createdAt: new Date('2030-01-01T00:00:00Z') });
    a2 = await makeVideo(t, A.id, 'open', { title: 'A2', createdAt: new Date('2030-01-02T00:00:00Z') });
    a3 = await makeVideo(t, A.id, 'unpublished', { title: 'A3', createdAt: new Date('2030-01-03T00:00:00Z') });
    b1 = await makeVideo(t, B.id, 'open', { title: 'B1' });
    m1 = await insertUser({ email: 'analytics-kim@test.local', lastName: '김', firstName: '민수' });
    m2 = await insertUser({ email: 'analytics-lee@test.local', lastName: '이', firstName: '영희' });

    // Seoul days: 14:59 UTC is 23:59 the same day, 15:00 UTC is midnight of the next.
    await view(m1, a1, '2030-03-09T14:59:00Z'); // 9 March: outside
    await view(m1, a1, '2030-03-10T01:00:00Z'); // 10 March
    await view(m1, a2, '2030-03-10T14:59:00Z'); // 10 March
    await view(m1, a1, '2030-03-10T15:00:00Z'); // 11 March
    await view(m2, b1, '2030-03-12T03:00:00Z'); // 12 March
    await view(m2, a1, '2030-03-20T03:00:00Z'); // outside
    await progress(m1, a1, 600, '2030-03-11T00:00:00Z', '2030-03-11T00:00:00Z'); // completed 11 March
    await progress(m1, a2, 300, '2030-03-10T15:00:00Z');
    await progress(m2, b1, 600, '2030-03-12T16:00:00Z', '2030-03-12T16:00:00Z'); // completed 13 March in Seoul: outside
    await progress(m2, a1, 60, '2030-03-20T03:00:00Z');
  });
  afterAll(async () => {
    await t.close();
  });

  const ROUTES = () => [
    `/api/admin/analytics/summary?${RANGE}`,
    `/api/admin/analytics/daily?${RANGE}`,
    `/api/admin/analytics/videos?${RANGE}`,
    `/api/admin/analytics/members?${RANGE}`,
    `/api/admin/analytics/members/${m1.id}`,
    `/api/admin/analytics/members.csv?${RANGE}`,
    '/api/admin/members.csv',
  ];

  describe('who may call', () => {
    it.each([
      ['visitor', 401, 'UNAUTHORIZED'],
      ['PENDING', 403, 'FORBIDDEN'],
      ['VERIFIED', 403, 'FORBIDDEN'],
    ] as const)(
      'answers a %s %i on every analytics and CSV route, with the JSON error body',
      async (caller, status, code) => {
        for (const path of ROUTES()) {
          const response = await agents[caller].get(path);
          expect({ path, status: response.status, type: response.type, code: response.body.code }).toEqual({
            path,
            status,
            type: 'application/json',
            code,
          });
        }
      },
    );

    it.each(['ADMIN', 'console'] as const)('lets %s read every route', async (caller) => {
      for (const path of ROUTES()) {
        const response = await agents[caller].get(path).buffer(true).parse(binary);
        expect({ path, status: response.status }).toEqual({ path, status: 200 });
      }
    });
  });

  describe('figures for a range of Seoul days', () => {
    it("summary: members who watched, views, completions and the watchers' mean course completion", async () => {
      const response = await agents.ADMIN.get(`/api/admin/analytics/summary?${RANGE}`).expect(200);
      // Both watchers have completed 1 of the 3 published videos (whenever): 33% each.
      expect(response.body).toEqual({
        from: '2030-03-10',
        to: '2030-03-12',
        courseId: null,
        activeMembers: 2,
        views: 4,
        completions: 1,
        averageCompletion: 33,
      });
      const one = await agents.ADMIN.get(`/api/admin/analytics/summary?${RANGE}&courseId=${courseA}`).expect(200);
      expect(one.body).toEqual({
        from: '2030-03-10',
        to: '2030-03-12',
        courseId: courseA,
        activeMembers: 1,
        views: 3,
        completions: 1,
        averageCompletion: 50,
      });
    });

    it('daily: every day of the range in order, zeros included, split at midnight in Seoul', async () => {
      const response = await agents.ADMIN.get('/api/admin/analytics/daily?from=2030-03-09&to=2030-03-13').expect(200);
      expect(response.body).toEqual([
        { day: '2030-03-09', views: 1, completions: 0 },
        { day: '2030-03-10', views: 2, completions: 0 },
        { day: '2030-03-11', views: 1, completions: 1 },
        { day: '2030-03-12', views: 1, completions: 0 },
        { day: '2030-03-13', views: 0, completions: 1 },
      ]);
    });

    it('videos: views and viewers in the range; started, completed, rate and mean furthest as members stand now', async () => {
      const response = await agents.ADMIN.get(`/api/admin/analytics/videos?${RANGE}`).expect(200);
      const row = (video: Video) => response.body.find((item: { videoId: string }) => item.videoId === video.id);
      expect(row(a1)).toEqual({
        videoId: a1.id,
        title: 'A1',
        courseId: courseA,
        courseTitle: '문법',
        views: 2,
        viewers: 1,
        started: 2,
        completed: 1,
        completionRate: 50,
        averageFurthest: 55,
      });
      expect(row(a2)).toMatchObject({
        views: 1,
        viewers: 1,
        started: 1,
        completed: 0,
        completionRate: 0,
        averageFurthest: 50,
      });
      expect(row(a3)).toMatchObject({
        views: 0,
        viewers: 0,
        started: 0,
        completed: 0,
        completionRate: 0,
        averageFurthest: 0,
      });
      expect(row(b1)).toMatchObject({
        courseTitle: '독해',
        views: 1,
        started: 1,
        completed: 1,
        completionRate: 100,
        averageFurthest: 100,
      });
      const filtered = await agents.ADMIN.get(`/api/admin/analytics/videos?${RANGE}&courseId=${courseA}`).expect(200);
      expect(filtered.body.map((item: { title: string }) => item.title)).toEqual(['A1', 'A2', 'A3']);
    });

    it('members: VERIFIED members with views, videos started and completed in the range, course completion and last activity', async () => {
      const response = await agents.ADMIN.get(
        `/api/admin/analytics/members?${RANGE}&q=analytics-&sort=name&order=asc`,
      ).expect(200);
      expect(response.body).toEqual({
        total: 2,
        items: [
          {
            userId: m1.id,
            name: '김민수',
            email: 'analytics-kim@test.local',
            views: 3,
            started: 2,
            completed: 1,
            percent: 33,
            lastActivity: '2030-03-11T00:00:00.000Z',
          },
          {
            userId: m2.id,
            name: '이영희',
            email: 'analytics-lee@test.local',
            views: 1,
            started: 1,
            completed: 0,
            percent: 33,
            lastActivity: '2030-03-20T03:00:00.000Z',
          },
        ],
      });
      const inA = await agents.ADMIN.get(
        `/api/admin/analytics/members?${RANGE}&q=analytics-&sort=percent&order=desc&courseId=${courseA}`,
      ).expect(200);
      expect(
        inA.body.items.map((item: { name: string; percent: number; views: number }) => [
          item.name,
          item.percent,
          item.views,
        ]),
      ).toEqual([
        ['김민수', 50, 3],
        ['이영희', 0, 0],
      ]);
    });

    it('members: sorted, searched and paged by the server', async () => {
      const byViews = await agents.ADMIN.get(
        `/api/admin/analytics/members?${RANGE}&sort=views&order=desc&pageSize=1`,
      ).expect(200);
      expect(byViews.body.items.map((item: { userId: string }) => item.userId)).toEqual([m1.id]);
      expect(byViews.body.total).toBeGreaterThanOrEqual(3);
      const second = await agents.ADMIN.get(
        `/api/admin/analytics/members?${RANGE}&sort=views&order=desc&pageSize=1&page=2`,
      ).expect(200);
      expect(second.body.items.map((item: { userId: string }) => item.userId)).toEqual([m2.id]);
      const found = await agents.ADMIN.get(
        `/api/admin/analytics/members?${RANGE}&q=${encodeURIComponent('이영')}`,
      ).expect(200);
      expect(found.body).toMatchObject({ total: 1, items: [{ userId: m2.id }] });
      const wildcard = await agents.ADMIN.get(`/api/admin/analytics/members?${RANGE}&q=%25`).expect(200);
      expect(wildcard.body.total).toBe(0);
      // Last activity (the default order) is each member's latest progress save, whatever the range.
      const byActivity = async (order: string) =>
        (
          await agents.ADMIN.get(
            `/api/admin/analytics/members?${RANGE}&q=analytics-&sort=lastActivity&order=${order}`,
          ).expect(200)
        ).body.items.map((item: { userId: string }) => item.userId);
      await expect(byActivity('desc')).resolves.toEqual([m2.id, m1.id]);
      await expect(byActivity('asc')).resolves.toEqual([m1.id, m2.id]);
    });

    it("members/:id: one member's progress per course and per video; 404 for nobody", async () => {
      const response = await agents.ADMIN.get(`/api/admin/analytics/members/${m1.id}`).expect(200);
      expect(response.body).toEqual({
        member: { id: m1.id, name: '김민수', email: 'analytics-kim@test.local', role: 'VERIFIED' },
        courses: [{ courseId: courseA, title: '문법', completed: 1, total: 2, percent: 50 }],
        videos: [
          {
            videoId: a1.id,
            title: 'A1',
            courseId: courseA,
            position: 600,
            duration: 600,
            furthest: 600,
            completed: true,
            completedAt: '2030-03-11T00:00:00.000Z',
            updatedAt: '2030-03-11T00:00:00.000Z',
          },
          {
            videoId: a2.id,
            title: 'A2',
            courseId: courseA,
            position: 300,
            duration: 600,
            furthest: 300,
            completed: false,
            completedAt: null,
            updatedAt: '2030-03-10T15:00:00.000Z',
          },
        ],
      });
      const missing = await agents.ADMIN.get(`/api/admin/analytics/members/${UNKNOWN_ID}`);
      expect([missing.status, missing.body.code, missing.body.message]).toEqual([
        404,
        'NOT_FOUND',
        ADMIN_MESSAGES.analytics.memberNotFound,
      ]);
    });

    it('counts what members do through the API in the default range (the last 30 days, today included)', async () => {
      const member = await signedInMember(t, 'VERIFIED', { firstName: '오늘', lastName: '박' });
      await member.agent.post(`/api/videos/${b1.id}/view`).expect(200);
      await member.agent.put(`/api/videos/${b1.id}/progress`).send({ position: 0, duration: 600 }).expect(200);
      // Nine and a half minutes of playing later (one viewing stretch): the furthest point may grow
      // no faster than playback.
      const playedSince = new Date(Date.now() - (PROGRESS.stretchGapMs - 30_000));
      await db()
        .getRepository(VideoProgress)
        .update({ userId: member.id, videoId: b1.id }, { updatedAt: playedSince, stretchStartedAt: playedSince });
      await member.agent.put(`/api/videos/${b1.id}/progress`).send({ position: 590, duration: 600 }).expect(200);
      const summary = await agents.ADMIN.get('/api/admin/analytics/summary').expect(200);
      expect(summary.body).toMatchObject({
        ...lastDays(ANALYTICS.defaultRangeDays),
        activeMembers: 1,
        views: 1,
        completions: 1,
        averageCompletion: 33,
      });
      const daily = await agents.ADMIN.get('/api/admin/analytics/daily').expect(200);
      expect(daily.body).toHaveLength(30);
      expect(daily.body[29]).toEqual({ day: seoulDay(new Date()), views: 1, completions: 1 });
    });
  });

  describe('bad filters answer 400 naming the parameter', () => {
    it.each([
      ['an impossible date', 'from=2030-02-30&to=2030-03-01', 'from', V.day],
      ['a date with a time', 'from=2030-03-01T00:00:00Z&to=2030-03-02', 'from', V.day],
      ['a word', 'from=2030-03-01&to=tomorrow', 'to', V.day],
      ['an end before the start', 'from=2030-03-10&to=2030-03-09', 'to', V.dayOrder],
      ['367 days', 'from=2030-01-01&to=2031-01-02', 'to', V.rangeMax],
      ['a course id with a NUL', 'courseId=%00', 'courseId', V.forbiddenCharacters],
      ['an unknown sort', 'sort=password', 'sort', V.sort],
      ['an unknown order', 'order=up', 'order', V.sortOrder],
      ['page 0', 'page=0', 'page', V.page],
      ['101 per page', 'pageSize=101', 'pageSize', V.pageSize],
    ])('%s', async (_label, query, field, message) => {
      for (const path of ['/api/admin/analytics/members', '/api/admin/analytics/members.csv']) {
        const response = await agents.ADMIN.get(`${path}?${query}`);
        expect({ path, status: response.status, code: response.body.code, errors: response.body.errors }).toEqual({
          path,
          status: 400,
          code: 'VALIDATION_FAILED',
          errors: [{ field, message }],
        });
      }
    });

    it('takes exactly 366 days, and answers 404 for a course that does not exist', async () => {
      await agents.ADMIN.get('/api/admin/analytics/summary?from=2028-01-01&to=2028-12-31').expect(200);
      const response = await agents.ADMIN.get(`/api/admin/analytics/daily?courseId=${UNKNOWN_ID}`);
      expect([response.status, response.body.message]).toEqual([404, MESSAGES.content.courseNotFound]);
    });
  });

  describe('CSV exports', () => {
    it('members.csv: UTF-8 with a BOM, a Korean file name, RFC 4180 quoting and formulas neutralised', async () => {
      await insertUser({
        email: 'formula-1@test.local',
        firstName: '=HYPERLINK("http://evil.test","열기")',
        lastName: null,
      });
      await insertUser({ email: 'formula-2@test.local', firstName: '+1+2', lastName: null, role: 'PENDING' });
      await insertUser({ email: 'formula-3@test.local', firstName: '-2+3', lastName: null });
      await insertUser({ email: 'formula-4@test.local', firstName: '@SUM(A1)', lastName: null });
      await insertUser({ email: 'comma@test.local', firstName: '길동, 홍', lastName: null });
      const response = await agents.ADMIN.get('/api/admin/members.csv').buffer(true).parse(binary).expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="members.csv"; filename*=UTF-8''${encodeURIComponent(`회원목록_${seoulDay(new Date())}.csv`)}`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect([...bytes(response).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = csvText(response).slice(1).split('\r\n');
      expect(lines[0]).toBe('이름,이메일,역할,가입일');
      expect(lines).toContain(
        `"'=HYPERLINK(""http://evil.test"",""열기"")",formula-1@test.local,인증 회원,${lines
          .find((line) => line.includes('formula-1'))
          ?.split(',')
          .pop()}`,
      );
      expect(lines.find((line) => line.includes('formula-2'))).toMatch(
        /^'\+1\+2,formula-2@test\.local,승인 대기,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
      );
      expect(lines.find((line) => line.includes('formula-3'))).toMatch(/^'-2\+3,/);
      expect(lines.find((line) => line.includes('formula-4'))).toMatch(/^'@SUM\(A1\),/);
      expect(lines.find((line) => line.includes('comma@'))).toMatch(/^"길동, 홍",comma@test\.local,/);
      expect(lines).toContain(
        `김민수,analytics-kim@test.local,인증 회원,${lines
          .find((line) => line.includes('analytics-kim'))
          ?.split(',')
          .pop()}`,
      );
    });

    it('members.csv takes the member list filters', async () => {
      const response = await agents.ADMIN.get('/api/admin/members.csv?status=pending')
        .buffer(true)
        .parse(binary)
        .expect(200);
      const lines = csvText(response).trim().split('\r\n').slice(1);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((line) => line.includes(',승인 대기,'))).toBe(true);
    });

    it('analytics/members.csv: the members table of the range, in name order, with its own file name', async () => {
      const response = await agents.ADMIN.get(`/api/admin/analytics/members.csv?${RANGE}&q=analytics-`)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="analytics-members.csv"; filename*=UTF-8''${encodeURIComponent('학습현황_2030-03-10_2030-03-12.csv')}`,
      );
      expect(csvText(response)).toBe(
        '\uFEFF이름,이메일,시청 수,시작한 동영상,완료,강의 완료율(%),최근 학습\r\n' +
          '김민수,analytics-kim@test.local,3,2,1,33,2030-03-11 09:00\r\n' +
          '이영희,analytics-lee@test.local,1,1,0,33,2030-03-20 12:00\r\n',
      );
    });

    it('streams every member once across batches, in name order', async () => {
      const users = db().getRepository(User);
      const many = Array.from({ length: ANALYTICS.csvBatchRows * 2 + 37 }, (_, i) =>
        users.create({
          email: `bulk-${String(i).padStart(4, '0')}@test.local`,
          passwordHash: 'x',
          role: 'VERIFIED',
          lastName: '최',
          firstName: `회원${String(i % 7)}`,
        }),
      );
      for (let i = 0; i < many.length; i += 200) await users.insert(many.slice(i, i + 200));

      const analytics = await agents.ADMIN.get(`/api/admin/analytics/members.csv?${RANGE}&q=bulk-`)
        .buffer(true)
        .parse(binary)
        .expect(200);
      const rows = csvText(analytics).trim().split('\r\n').slice(1);
      expect(rows).toHaveLength(many.length);
      expect(new Set(rows).size).toBe(many.length);
      const names = rows.map((row) => row.split(',')[0]);
      expect(names).toEqual([...names].sort());
      // In runs of a few members' keys at a time, each run starting after the last one's key.
      const report = t.app.get(MemberReportService);
      const batched: string[] = [];
      const range = reportRange({ from: '2030-03-10', to: '2030-03-12' });
      for await (const batch of report.batches(range, { q: 'bulk-' }, 7))
        batched.push(...batch.map((row) => row.email));
      expect(batched).toEqual(rows.map((row) => row.split(',')[1]));

      const all = await agents.ADMIN.get('/api/admin/members.csv?q=bulk-').buffer(true).parse(binary).expect(200);
      const memberRows = csvText(all).trim().split('\r\n').slice(1);
      expect(memberRows).toHaveLength(many.length);
      expect(new Set(memberRows.map((row) => row.split(',')[1])).size).toBe(many.length);
    });

    it('members.csv lists every member once, newest first, while members sign up during the export', async () => {
      const users = db().getRepository(User);
      const member = (name: string) =>
        users.create({ email: `${name}@test.local`, passwordHash: 'x', role: 'VERIFIED', firstName: name });
      // Inserted 200 at a time: many share a creation time, which the id then orders.
      const existing = Array.from({ length: ANALYTICS.csvBatchRows * 2 + 111 }, (_, i) =>
        member(`keyset-${String(i).padStart(4, '0')}`),
      );
      for (let i = 0; i < existing.length; i += 200) await users.insert(existing.slice(i, i + 200));

      const exported = agents.ADMIN.get('/api/admin/members.csv?q=keyset-').buffer(true).parse(binary);
      const signUps = (async () => {
        for (let batch = 0; batch < 8; batch++) {
          await users.insert(Array.from({ length: 50 }, (_, i) => member(`keyset-new-${batch}-${i}`)));
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      const [response] = await Promise.all([exported, signUps]);
      expect(response.status).toBe(200);
      const emails = csvText(response)
        .trim()
        .split('\r\n')
        .slice(1)
        .map((row) => row.split(',')[1]!);
      expect(new Set(emails).size).toBe(emails.length);
      expect(emails.filter((email) => !email.startsWith('keyset-new-')).sort()).toEqual(
        existing.map((user) => user.email).sort(),
      );
      // The list's own order: the export's rows are the list's pages, one after another.
      const listed: string[] = [];
      for (let page = 1; ; page++) {
        const answer = await agents.ADMIN.get(`/api/admin/members?q=keyset-&page=${page}&pageSize=100`).expect(200);
        listed.push(...answer.body.items.map((item: { email: string }) => item.email));
        if (answer.body.items.length < 100) break;
      }
      expect(emails.filter((email) => !email.startsWith('keyset-new-'))).toEqual(
        listed.filter((email) => !email.startsWith('keyset-new-')),
      );
    });
  });

  it("counts a member's completion over the published videos only, in the list and in the CSV", async () => {
    const member = await insertUser({ email: 'draft-watcher@test.local', lastName: '초안', firstName: '수강생' });
    await progress(member, a1, 600, '2030-03-11T00:00:00Z', '2030-03-11T00:00:00Z');
    await progress(member, a3, 600, '2030-03-11T00:00:00Z', '2030-03-11T00:00:00Z');
    const percentOf = async (course: string) => {
      const answer = await agents.ADMIN.get(`/api/admin/analytics/members?${RANGE}&q=draft-watcher${course}`).expect(
        200,
      );
      return answer.body.items.map((item: { percent: number; completed: number }) => [item.percent, item.completed]);
    };
    // Two completions in the range; one of the three published videos (A1, A2, B1), one of A's two.
    await expect(percentOf('')).resolves.toEqual([[33, 2]]);
    await expect(percentOf(`&courseId=${courseA}`)).resolves.toEqual([[50, 2]]);
    const csv = await agents.ADMIN.get(`/api/admin/analytics/members.csv?${RANGE}&q=draft-watcher`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(csvText(csv)).toContain('draft-watcher@test.local,0,0,2,33,');
  });

  it('sorts members by views through those with views and those without, both ways, as their views change', async () => {
    const range = 'from=2031-01-01&to=2031-01-31';
    const ranked = [];
    for (const i of [0, 1, 2, 3]) ranked.push(await insertUser({ email: `ranked-${i}@test.local` }));
    const [r0, r1, r2, r3] = ranked as [User, User, User, User];
    await view(r0, a1, '2031-01-05T03:00:00Z');
    for (const at of ['2031-01-06T03:00:00Z', '2031-01-07T03:00:00Z', '2031-01-08T03:00:00Z']) {
      await view(r1, a1, at);
      await view(r2, b1, at);
    }
    await view(r3, a1, '2031-02-01T03:00:00Z'); // the day after the range
    const idsOf = (body: { items: Array<{ userId: string }> }) => body.items.map((item) => item.userId);
    /** Every page of two of the members found by `ranked-`, in order. */
    const paged = async (order: string) => {
      const ids: string[] = [];
      for (let page = 1; ; page++) {
        const answer = await agents.ADMIN.get(
          `/api/admin/analytics/members?${range}&q=ranked-&sort=views&order=${order}&pageSize=2&page=${page}`,
        ).expect(200);
        if (answer.body.items.length === 0) return ids;
        ids.push(...idsOf(answer.body));
      }
    };
    /** The same order from each member's own figures (the name-sorted list): views, then id. */
    const expected = async (order: string) => {
      const all = await agents.ADMIN.get(
        `/api/admin/analytics/members?${range}&q=ranked-&sort=name&pageSize=100`,
      ).expect(200);
      const sign = order === 'asc' ? 1 : -1;
      return [...(all.body.items as Array<{ userId: string; views: number }>)]
        .sort((a, b) => sign * (a.views - b.views || (a.userId < b.userId ? -1 : 1)))
        .map((item) => item.userId);
    };
    const check = async () => {
      for (const order of ['desc', 'asc']) await expect(paged(order)).resolves.toEqual(await expected(order));
    };
    await check();
    const top = async () => (await paged('desc')).slice(0, 3);
    expect((await top()).slice(2)).toEqual([r0.id]);

    // Views after the first sort move a member up, and one taken away moves them down again.
    for (const at of ['2031-01-20T03:00:00Z', '2031-01-21T03:00:00Z', '2031-01-22T03:00:00Z']) await view(r0, a2, at);
    await expect(top()).resolves.toEqual([r0.id, ...[r1.id, r2.id].sort().reverse()]);
    await db().getRepository(VideoView).delete({ userId: r0.id, videoId: a2.id });
    await check();
    expect((await top()).slice(2)).toEqual([r0.id]);
  });
});
