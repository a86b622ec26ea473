import { PROGRESS } from '@academy/common';
import { seoulDay, seoulDayNumber } from '@academy/common/korean-days';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { Course } from '../src/courses/course.entity';
import { dataSourceOptions } from '../src/database/data-source-options';
import { rebuildAnalyticsRollups } from '../src/database/migrations/analytics-rollups';
import { rebuildDayRollup } from '../src/database/migrations/analytics-days';
import { rebuildMemberRollup } from '../src/database/migrations/analytics-members';
import { rebuildViewerRollup } from '../src/database/migrations/analytics-viewers';
import { rebuildWeekRollup } from '../src/database/migrations/analytics-weeks';
import { rebuildMemberWeekRollup } from '../src/database/migrations/analytics-member-weeks';
import { withServerFlavour } from '../src/database/server-flavour';
import { ViewRangesService } from '../src/analytics/view-ranges.service';
import { User } from '../src/members/user.entity';
import { VideoProgress } from '../src/progress/video-progress.entity';
import { VideoView, viewPeriodOf } from '../src/videos/video-view.entity';
import { Video } from '../src/videos/video.entity';
import { signedInAdmin, signedInMember } from './support/accounts';
import { makeCourse, makeVideo } from './support/content-fixtures';
import { createTestApp, createTestConfig, type TestApp } from './support/test-app';

type Query = (sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

const dayOfTime = (value: unknown) => {
  const date = value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`);
  return seoulDayNumber(date);
};
/** A stored time as ISO-8601 to the millisecond: mysql2 gives a Date, SQLite the stored text. */
const isoOf = (value: unknown) =>
  (value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`)).toISOString();
const dayOfPeriod = (period: number) => Math.floor((period + 18) / 48);
/** Weeks from Monday to Sunday, day 0 (1970-01-01) being a Thursday. */
const weekOfDay = (day: number) => Math.floor((day + 3) / 7);
const keyed = <T>(entries: Array<[string, T]>) =>
  Object.fromEntries([...entries].sort(([a], [b]) => a.localeCompare(b)));

/** The rollups as stored (rows that hold something) and as the raw rows say they should be. */
async function rollupsAndRaw(query: Query) {
  const views = await query('SELECT `videoId`, `userId`, `period` FROM `video_views`');
  const progress = await query(
    'SELECT `userId`, `videoId`, `completed`, `completedAt`, `furthest`, `duration`, `updatedAt` FROM `video_progress`',
  );
  const videoDays = new Map<string, { views: number; completions: number }>();
  const memberDays = new Map<string, number>();
  const viewers = new Map<string, { firstDay: number; lastDay: number }>();
  const totals = new Map<string, { started: number; completed: number; furthestSum: number }>();
  const lastDays = new Map<string, number>();
  const lastActivity = new Map<string, string>();
  for (const row of views) {
    const day = dayOfPeriod(Number(row.period));
    const key = `${row.videoId}|${day}`;
    videoDays.set(key, {
      views: (videoDays.get(key)?.views ?? 0) + 1,
      completions: videoDays.get(key)?.completions ?? 0,
    });
    if (row.userId !== null) {
      lastDays.set(String(row.userId), Math.max(lastDays.get(String(row.userId)) ?? day, day));
      memberDays.set(`${row.userId}|${day}`, (memberDays.get(`${row.userId}|${day}`) ?? 0) + 1);
      const pair = `${row.videoId}|${row.userId}`;
      const seen = viewers.get(pair);
      viewers.set(pair, {
        firstDay: Math.min(seen?.firstDay ?? day, day),
        lastDay: Math.max(seen?.lastDay ?? day, day),
      });
    }
  }
  for (const row of progress) {
    if (row.userId !== null) {
      const at = isoOf(row.updatedAt);
      const seen = lastActivity.get(String(row.userId));
      lastActivity.set(String(row.userId), seen && seen > at ? seen : at);
    }
    if (row.completedAt !== null) {
      const key = `${row.videoId}|${dayOfTime(row.completedAt)}`;
      videoDays.set(key, {
        views: videoDays.get(key)?.views ?? 0,
        completions: (videoDays.get(key)?.completions ?? 0) + 1,
      });
    }
    const duration = Number(row.duration);
    const furthest = Number(row.furthest);
    const fraction = duration <= 0 ? 0 : furthest >= duration ? 1 : furthest / duration;
    const total = totals.get(String(row.videoId)) ?? { started: 0, completed: 0, furthestSum: 0 };
    totals.set(String(row.videoId), {
      started: total.started + 1,
      completed: total.completed + Number(row.completed),
      furthestSum: total.furthestSum + fraction,
    });
  }
  const round = (sum: number) => Math.round(sum * 1e9) / 1e9;
  // Each filled range of days, and each member's views in it.
  const ranges = (
    await query(
      'SELECT r.`id`, r.`firstDay`, r.`endDay` FROM `analytics_view_ranges` r JOIN `analytics_view_range_builds` b ON b.`rangeId` = r.`id` WHERE b.`done` = 1',
    )
  ).map((row) => ({
    id: Number(row.id),
    key: `${row.firstDay}-${row.endDay}`,
    first: Number(row.firstDay),
    end: Number(row.endDay),
  }));
  const rangeKey = new Map(ranges.map((range) => [range.id, range.key]));
  const rangeViews = new Map<string, number>();
  for (const [key, views] of memberDays) {
    const [userId, day] = [key.split('|')[0]!, Number(key.split('|')[1])];
    for (const range of ranges.filter((one) => one.first <= day && day < one.end))
      rangeViews.set(`${range.key}|${userId}`, (rangeViews.get(`${range.key}|${userId}`) ?? 0) + views);
  }
  const stored = {
    videoDays: keyed(
      (
        await query(
          'SELECT `videoId`, `day`, `views`, `completions` FROM `analytics_video_days` WHERE `views` <> 0 OR `completions` <> 0',
        )
      ).map((row) => [
        `${row.videoId}|${Number(row.day)}`,
        { views: Number(row.views), completions: Number(row.completions) },
      ]),
    ),
    days: keyed(
      (
        await query(
          'SELECT `day`, `views`, `completions` FROM `analytics_days` WHERE `views` <> 0 OR `completions` <> 0',
        )
      ).map((row) => [String(row.day), { views: Number(row.views), completions: Number(row.completions) }]),
    ),
    memberDays: keyed(
      (await query('SELECT `userId`, `day`, `views` FROM `analytics_member_days` WHERE `views` <> 0')).map((row) => [
        `${row.userId}|${Number(row.day)}`,
        Number(row.views),
      ]),
    ),
    lastDays: keyed(
      (await query('SELECT `videoId`, `day`, `viewers` FROM `analytics_video_last_days` WHERE `viewers` <> 0')).map(
        (row) => [`${row.videoId}|${Number(row.day)}`, Number(row.viewers)],
      ),
    ),
    weeks: keyed(
      (
        await query(
          'SELECT `videoId`, `week`, `views`, `lastViewers` FROM `analytics_video_weeks` WHERE `views` <> 0 OR `lastViewers` <> 0',
        )
      ).map((row) => [
        `${row.videoId}|${Number(row.week)}`,
        { views: Number(row.views), lastViewers: Number(row.lastViewers) },
      ]),
    ),
    memberWeeks: keyed(
      (
        await query(
          'SELECT `userId`, `week`, `views`, `lastVideos` FROM `analytics_member_weeks` WHERE `views` <> 0 OR `lastVideos` <> 0',
        )
      ).map((row) => [
        `${row.userId}|${Number(row.week)}`,
        { views: Number(row.views), lastVideos: Number(row.lastVideos) },
      ]),
    ),
    viewers: keyed(
      (await query('SELECT `videoId`, `userId`, `firstDay`, `lastDay` FROM `analytics_video_viewers`')).map((row) => [
        `${row.videoId}|${row.userId}`,
        { firstDay: Number(row.firstDay), lastDay: Number(row.lastDay) },
      ]),
    ),
    members: keyed(
      (
        await query(
          'SELECT `userId`, `lastDay`, `lastActivity` FROM `analytics_members` WHERE `lastDay` IS NOT NULL OR `lastActivity` IS NOT NULL',
        )
      ).map((row) => [
        String(row.userId),
        {
          lastDay: row.lastDay === null ? null : Number(row.lastDay),
          lastActivity: row.lastActivity === null ? null : isoOf(row.lastActivity),
        },
      ]),
    ),
    rangeViews: keyed(
      (await query('SELECT `rangeId`, `userId`, `views` FROM `analytics_range_member_views` WHERE `views` <> 0'))
        .filter((row) => rangeKey.has(Number(row.rangeId)))
        .map((row) => [`${rangeKey.get(Number(row.rangeId))}|${row.userId}`, Number(row.views)]),
    ),
    totals: keyed(
      (
        await query(
          'SELECT `videoId`, `started`, `completed`, `furthestSum` FROM `analytics_video_progress` WHERE `started` <> 0',
        )
      ).map((row) => [
        String(row.videoId),
        { started: Number(row.started), completed: Number(row.completed), furthestSum: round(Number(row.furthestSum)) },
      ]),
    ),
  };
  const days = new Map<string, { views: number; completions: number }>();
  for (const [key, figures] of videoDays) {
    const day = key.split('|')[1]!;
    days.set(day, {
      views: (days.get(day)?.views ?? 0) + figures.views,
      completions: (days.get(day)?.completions ?? 0) + figures.completions,
    });
  }
  const weeks = new Map<string, { views: number; lastViewers: number }>();
  const addToWeek = (videoId: string, day: number, views: number, lastViewers: number) => {
    const key = `${videoId}|${weekOfDay(day)}`;
    const week = weeks.get(key) ?? { views: 0, lastViewers: 0 };
    weeks.set(key, { views: week.views + views, lastViewers: week.lastViewers + lastViewers });
  };
  for (const [key, figures] of videoDays)
    if (figures.views > 0) addToWeek(key.split('|')[0]!, Number(key.split('|')[1]), figures.views, 0);
  for (const [pair, { lastDay }] of viewers) addToWeek(pair.split('|')[0]!, lastDay, 0, 1);
  const memberWeeks = new Map<string, { views: number; lastVideos: number }>();
  const addToMemberWeek = (userId: string, day: number, views: number, lastVideos: number) => {
    const key = `${userId}|${weekOfDay(day)}`;
    const week = memberWeeks.get(key) ?? { views: 0, lastVideos: 0 };
    memberWeeks.set(key, { views: week.views + views, lastVideos: week.lastVideos + lastVideos });
  };
  for (const [key, views] of memberDays) addToMemberWeek(key.split('|')[0]!, Number(key.split('|')[1]), views, 0);
  for (const [pair, { lastDay }] of viewers) addToMemberWeek(pair.split('|')[1]!, lastDay, 0, 1);
  const raw = {
    videoDays: keyed([...videoDays]),
    memberWeeks: keyed([...memberWeeks]),
    weeks: keyed([...weeks]),
    days: keyed([...days]),
    memberDays: keyed([...memberDays]),
    rangeViews: keyed([...rangeViews].filter(([, views]) => views !== 0)),
    lastDays: keyed([
      ...[...viewers].reduce((days, [pair, { lastDay }]) => {
        const key = `${pair.split('|')[0]}|${lastDay}`;
        return days.set(key, (days.get(key) ?? 0) + 1);
      }, new Map<string, number>()),
    ]),
    viewers: keyed([...viewers]),
    members: keyed(
      [...new Set([...lastDays.keys(), ...lastActivity.keys()])].map((userId) => [
        userId,
        { lastDay: lastDays.get(userId) ?? null, lastActivity: lastActivity.get(userId) ?? null },
      ]),
    ),
    totals: keyed(
      [...totals].map(([videoId, total]) => [videoId, { ...total, furthestSum: round(total.furthestSum) }]),
    ),
  };
  return { stored, raw };
}

describe('analytics rollups (e2e)', () => {
  let t: TestApp;
  const db = () => t.app.get(DataSource);
  const query: Query = (sql, params) => db().query(sql, params);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("move with the API's writes: a view once per half hour, a progress save, a completion on its Seoul day", async () => {
    const course = await makeCourse(t);
    const video = await makeVideo(t, course.id);
    const member = await signedInMember(t, 'VERIFIED');
    const today = seoulDayNumber(new Date());
    await member.agent.post(`/api/videos/${video.id}/view`).expect(200);
    await member.agent.post(`/api/videos/${video.id}/view`).expect(200);
    await expect(
      query('SELECT `day`, `views`, `completions` FROM `analytics_video_days` WHERE `videoId` = ?', [video.id]),
    ).resolves.toEqual([{ day: today, views: 1, completions: 0 }]);
    await expect(query('SELECT `views` FROM `analytics_member_days` WHERE `userId` = ?', [member.id])).resolves.toEqual(
      [{ views: 1 }],
    );

    await member.agent.put(`/api/videos/${video.id}/progress`).send({ position: 30, duration: 600 }).expect(200);
    await expect(
      query('SELECT `started`, `completed`, `furthestSum` FROM `analytics_video_progress` WHERE `videoId` = ?', [
        video.id,
      ]),
    ).resolves.toEqual([{ started: 1, completed: 0, furthestSum: 0.05 }]);
    // The next save comes nine and a half minutes of playing later (one viewing stretch): the stored
    // one is made older instead of waiting.
    const playedSince = new Date(Date.now() - (PROGRESS.stretchGapMs - 30_000));
    await db()
      .getRepository(VideoProgress)
      .update({ userId: member.id, videoId: video.id }, { updatedAt: playedSince, stretchStartedAt: playedSince });
    await member.agent.put(`/api/videos/${video.id}/progress`).send({ position: 595, duration: 600 }).expect(200);
    await expect(
      query('SELECT `started`, `completed`, `furthestSum` FROM `analytics_video_progress` WHERE `videoId` = ?', [
        video.id,
      ]),
    ).resolves.toEqual([{ started: 1, completed: 1, furthestSum: 595 / 600 }]);
    await expect(
      query('SELECT `day`, `views`, `completions` FROM `analytics_video_days` WHERE `videoId` = ?', [video.id]),
    ).resolves.toEqual([{ day: today, views: 1, completions: 1 }]);
    const daily = await (await signedInAdmin(t)).get('/api/admin/analytics/daily').expect(200);
    expect(daily.body.at(-1)).toEqual({ day: seoulDay(new Date()), views: 1, completions: 1 });
  });

  it('stay equal to the raw rows through inserts, updates and the deletion of members, videos and courses', async () => {
    const courses = [await makeCourse(t), await makeCourse(t)];
    const videos = [
      await makeVideo(t, courses[0].id),
      await makeVideo(t, courses[0].id),
      await makeVideo(t, courses[1].id),
    ];
    const users = db().getRepository(User);
    const members = Array.from({ length: 3 }, (_, i) =>
      users.create({ email: `rollup-${i}-${Date.now()}@test.local`, passwordHash: 'x', role: 'VERIFIED' as const }),
    );
    await users.insert(members);
    const views = db().getRepository(VideoView);
    const progress = db().getRepository(VideoProgress);
    const base = Date.parse('2030-05-01T14:00:00Z');
    for (const [m, member] of members.entries()) {
      for (const [v, video] of videos.entries()) {
        for (let k = 0; k < 3; k++) {
          // Over two weeks: the week rollup gets rows of several weeks per video.
          const at = new Date(base + (m * 7 + v * 3 + k) * 47 * 60_000 + k * 5 * 86_400_000);
          await views.insert(
            views.create({ userId: member.id, videoId: video.id, period: viewPeriodOf(at), createdAt: at }),
          );
        }
        const completedAt = (m + v) % 2 === 0 ? new Date(base + (m + v) * 5 * 3_600_000) : null;
        await progress.insert(
          progress.create({
            userId: member.id,
            videoId: video.id,
            position: 100,
            duration: v === 2 ? 0 : 600,
            furthest: completedAt ? 600 : 100 * (m + 1),
            completed: completedAt !== null,
            completedAt,
            updatedAt: new Date(base),
          }),
        );
      }
    }
    const check = async () => {
      const { stored, raw } = await rollupsAndRaw(query);
      expect(stored).toEqual(raw);
    };
    // Ranges of days the members table sorts by views: two filled before the writes below, and one
    // made as another process beginning its filling would, whose members are added after them.
    const ranges = t.app.get(ViewRangesService);
    const firstDay = dayOfPeriod(viewPeriodOf(new Date(base)));
    await expect(ranges.filled(firstDay, firstDay + 7)).resolves.toEqual(expect.any(Number));
    await expect(ranges.filled(firstDay + 3, firstDay + 30)).resolves.toEqual(expect.any(Number));
    await query('INSERT INTO `analytics_view_ranges` (`firstDay`, `endDay`) VALUES (?, ?)', [
      firstDay - 1,
      firstDay + 366,
    ]);
    const [late] = await query('SELECT `id` FROM `analytics_view_ranges` WHERE `firstDay` = ?', [firstDay - 1]);
    await query('INSERT INTO `analytics_view_range_builds` (`rangeId`, `usedAt`) VALUES (?, ?)', [
      late!.id,
      '2030-05-01 00:00:00.000',
    ]);
    const later = new Date(base + 20 * 86_400_000);
    await views.insert(
      views.create({ userId: members[2].id, videoId: videos[1].id, period: viewPeriodOf(later), createdAt: later }),
    );
    await check();
    expect((await rollupsAndRaw(query)).stored.rangeViews).not.toEqual({});

    // A save moving the furthest point, a completion, and a row moved to another video.
    await progress.update(
      { userId: members[1].id, videoId: videos[1].id },
      { furthest: 450, position: 450, updatedAt: new Date(base + 1000) },
    );
    await progress.update(
      { userId: members[0].id, videoId: videos[1].id },
      { furthest: 600, completed: true, completedAt: new Date(base + 9 * 3_600_000) },
    );
    await progress.delete({ userId: members[2].id, videoId: videos[0].id });
    await progress.update({ userId: members[2].id, videoId: videos[1].id }, { videoId: videos[0].id });
    await check();

    // Views taken away: a member's last one of a video (its last day moves back), every one of
    // another pair (its row goes), and one moved to another video.
    const viewsOf = (userId: string, videoId: string) =>
      views.find({ where: { userId, videoId }, order: { period: 'DESC' } });
    await views.delete({ id: (await viewsOf(members[1].id, videos[0].id))[0]!.id });
    for (const view of await viewsOf(members[2].id, videos[2].id)) await views.delete({ id: view.id });
    await views.update({ id: (await viewsOf(members[1].id, videos[1].id))[0]!.id }, { videoId: videos[2].id });
    await check();
    // Every view of a member's last day taken away: their last day moves back to the one before.
    const latest = await views.find({ where: { userId: members[0].id }, order: { period: 'DESC' } });
    const lastDay = dayOfPeriod(latest[0]!.period);
    for (const view of latest.filter((one) => dayOfPeriod(one.period) === lastDay)) await views.delete({ id: view.id });
    const { stored } = await rollupsAndRaw(query);
    expect(stored.members[members[0].id]?.lastDay).toBeLessThan(lastDay);
    await check();
    await expect(ranges.filled(firstDay - 1, firstDay + 366)).resolves.toBe(Number(late!.id));
    await check();

    await users.delete({ id: members[0].id });
    await check();
    await db().getRepository(Video).delete({ id: videos[2].id });
    await check();
    await db().getRepository(Course).delete({ id: courses[0].id });
    await check();

    // Built again from the rows, a member and a video per statement: every range is read once.
    const driver = db().options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
    const runner = db().createQueryRunner();
    try {
      await rebuildAnalyticsRollups(runner, driver, { members: 1, videos: 1 });
      await rebuildViewerRollup(runner, driver);
      await rebuildMemberRollup(runner);
      await rebuildDayRollup(runner);
      await rebuildWeekRollup(runner, driver);
      await rebuildMemberWeekRollup(runner, driver);
    } finally {
      await runner.release();
    }
    await check();
  });

  it("count a video's viewers and the members who watched in a past range by their views there, not by their first and last days", async () => {
    const course = await makeCourse(t);
    const video = await makeVideo(t, course.id);
    const users = db().getRepository(User);
    const [before, during] = [0, 1].map((i) =>
      users.create({ email: `range-${i}-${Date.now()}@test.local`, passwordHash: 'x', role: 'VERIFIED' as const }),
    );
    // One at a time: inserted as a batch within the same millisecond, the two entities were at
    // times handed each other's id on SQLite.
    await users.insert(before!);
    await users.insert(during!);
    const views = db().getRepository(VideoView);
    // Noon in Seoul on a day of March 2031.
    const at = (day: number) => new Date(Date.UTC(2031, 2, day, 3));
    const view = (userId: string, day: number) =>
      views.insert(views.create({ userId, videoId: video.id, period: viewPeriodOf(at(day)), createdAt: at(day) }));
    // Both watched before and after 10–12 March; only one of them on the 11th as well.
    for (const day of [5, 20]) await view(before!.id, day);
    for (const day of [5, 11, 20]) await view(during!.id, day);
    const admin = await signedInAdmin(t);
    const figuresIn = async (from: string, to: string) => {
      const answer = await admin
        .get('/api/admin/analytics/videos')
        .query({ from, to, courseId: course.id })
        .expect(200);
      const row = answer.body.find((one: { videoId: string }) => one.videoId === video.id);
      return { views: row.views, viewers: row.viewers };
    };
    const viewersIn = async (from: string, to: string) => (await figuresIn(from, to)).viewers;
    await expect(viewersIn('2031-03-10', '2031-03-12')).resolves.toBe(1);
    await expect(viewersIn('2031-03-01', '2031-03-06')).resolves.toBe(2);
    await expect(viewersIn('2031-03-19', '2031-03-25')).resolves.toBe(2);
    await expect(viewersIn('2031-03-13', '2031-03-18')).resolves.toBe(0);
    // Whole weeks (Monday the 3rd to Sunday the 23rd), and weeks with days before and after them.
    await expect(figuresIn('2031-03-03', '2031-03-23')).resolves.toEqual({ views: 5, viewers: 2 });
    await expect(figuresIn('2031-03-04', '2031-03-19')).resolves.toEqual({ views: 3, viewers: 2 });
    await expect(figuresIn('2031-03-06', '2031-03-31')).resolves.toEqual({ views: 3, viewers: 2 });
    await expect(figuresIn('2031-03-12', '2031-03-31')).resolves.toEqual({ views: 2, viewers: 2 });
    // The summary's members who watched, with no course: both members' last day is the 20th, so a
    // range before it is answered by their days in it.
    const watchersIn = async (from: string, to: string) =>
      (await admin.get('/api/admin/analytics/summary').query({ from, to }).expect(200)).body.activeMembers;
    await expect(watchersIn('2031-03-10', '2031-03-12')).resolves.toBe(1);
    await expect(watchersIn('2031-03-01', '2031-03-06')).resolves.toBe(2);
    await expect(watchersIn('2031-03-13', '2031-03-18')).resolves.toBe(0);
    await expect(watchersIn('2031-03-19', '2031-03-25')).resolves.toBe(2);
    // The members table over ranges of eight weeks and more, read from the members' weeks and the
    // days at both ends: views, and the video started where the views in the range say.
    const membersIn = async (from: string, to: string) => {
      const answer = await admin
        .get('/api/admin/analytics/members')
        .query({ from, to, q: 'range-', sort: 'email', order: 'asc' })
        .expect(200);
      return answer.body.items.map((row: { views: number; started: number }) => [row.views, row.started]);
    };
    await expect(membersIn('2031-01-01', '2031-03-31')).resolves.toEqual([
      [2, 1],
      [3, 1],
    ]);
    await expect(membersIn('2031-01-01', '2031-03-12')).resolves.toEqual([
      [1, 1],
      [2, 1],
    ]);
    await expect(membersIn('2031-03-06', '2031-05-31')).resolves.toEqual([
      [1, 1],
      [2, 1],
    ]);
    await expect(membersIn('2031-03-21', '2031-06-30')).resolves.toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('are built from the rows already there when the migration runs', async () => {
    const { config, cleanup } = await createTestConfig();
    const options = dataSourceOptions(await withServerFlavour(config.database));
    const migrations = options.migrations as NonNullable<DataSourceOptions['migrations']> & Array<{ name: string }>;
    const index = migrations.findIndex((migration) => migration.name.startsWith('AnalyticsRollups'));
    expect(index).toBeGreaterThan(0);
    const before = new DataSource({ ...options, migrations: migrations.slice(0, index) } as DataSourceOptions);
    const after = new DataSource(options);
    try {
      await before.initialize();
      await before.runMigrations();
      await before.query(
        `INSERT INTO users (id, email, passwordHash, role) VALUES ('u1', 'one@test.local', 'x', 'VERIFIED'), ('u2', 'two@test.local', 'x', 'VERIFIED')`,
      );
      await before.query(`INSERT INTO courses (id, title, slug, tags) VALUES ('c1', 'course', 'course', '[]')`);
      await before.query(
        `INSERT INTO videos (id, courseId, title, externalUrl) VALUES ('v1', 'c1', 'one', 'http://nas/1.mp4'), ('v2', 'c1', 'two', 'http://nas/2.mp4')`,
      );
      const viewRows: Array<[string, string, string | null, string]> = [
        ['a', 'v1', 'u1', '2030-03-09T14:59:00Z'],
        ['b', 'v1', 'u1', '2030-03-09T15:00:00Z'],
        ['c', 'v1', 'u2', '2030-03-10T03:00:00Z'],
        ['d', 'v2', 'u1', '2030-03-10T03:00:00Z'],
        ['e', 'v2', null, '2030-03-10T04:00:00Z'],
      ];
      for (const [id, videoId, userId, at] of viewRows) {
        await before.query(`INSERT INTO video_views (id, videoId, userId, period, createdAt) VALUES (?, ?, ?, ?, ?)`, [
          id,
          videoId,
          userId,
          viewPeriodOf(new Date(at)),
          at.replace('T', ' ').replace('Z', ''),
        ]);
      }
      await before.query(
        `INSERT INTO video_progress (id, userId, videoId, position, duration, furthest, completed, completedAt, updatedAt) VALUES
         ('p1', 'u1', 'v1', 600, 600, 600, 1, '2030-03-09 15:00:00.000', '2030-03-09 15:00:00.000'),
         ('p2', 'u2', 'v1', 150, 600, 150, 0, NULL, '2030-03-10 01:00:00.000'),
         ('p3', 'u1', 'v2', 10, 0, 10, 0, NULL, '2030-03-10 01:00:00.000')`,
      );
      await before.destroy();

      await after.initialize();
      await after.runMigrations();
      const { stored, raw } = await rollupsAndRaw((sql, params) => after.query(sql, params));
      expect(stored).toEqual(raw);
      // 14:59 UTC on 9 March is still the 9th in Seoul, 15:00 is the 10th.
      expect(stored.videoDays).toEqual({
        [`v1|${dayOfTime('2030-03-09 00:00:00')}`]: { views: 1, completions: 0 },
        [`v1|${dayOfTime('2030-03-10 00:00:00')}`]: { views: 2, completions: 1 },
        [`v2|${dayOfTime('2030-03-10 00:00:00')}`]: { views: 2, completions: 0 },
      });
      expect(stored.totals).toEqual({
        v1: { started: 2, completed: 1, furthestSum: 1.25 },
        v2: { started: 1, completed: 0, furthestSum: 0 },
      });
    } finally {
      if (before.isInitialized) await before.destroy();
      if (after.isInitialized) await after.destroy();
      await cleanup();
    }
  });
});
