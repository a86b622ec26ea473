import { createHmac, randomBytes } from 'crypto';
import { DataSource } from 'typeorm';
import { Course } from '../../src/courses/course.entity';
import { VideoView } from '../../src/videos/video-view.entity';
import { Video } from '../../src/videos/video.entity';
import { agentFor, CALLERS, type Agent, type Caller } from './accounts';
import { SessionRecord } from '../../src/sessions/session.entity';
import { SESSION_COOKIE } from '../../src/sessions/session.setup';
import { TEST_CONSOLE_PASSWORD, type TestApp } from './test-app';

const HOUR_MS = 60 * 60 * 1000;
let sequence = 0;

/** One video per access status, relative to the moment the fixture is made. */
export type WindowName = 'open' | 'active' | 'upcoming' | 'expired' | 'unpublished';
export const WINDOW_NAMES: readonly WindowName[] = ['open', 'active', 'upcoming', 'expired', 'unpublished'];

export function windowFor(name: WindowName, now = Date.now()): Pick<Video, 'isPublished' | 'accessStart' | 'accessEnd'> {
  const at = (offsetHours: number) => new Date(now + offsetHours * HOUR_MS);
  switch (name) {
    case 'open':
      return { isPublished: true, accessStart: null, accessEnd: null };
    case 'active':
      return { isPublished: true, accessStart: at(-1), accessEnd: at(1) };
    case 'upcoming':
      return { isPublished: true, accessStart: at(1), accessEnd: null };
    case 'expired':
      return { isPublished: true, accessStart: null, accessEnd: at(-1) };
    case 'unpublished':
      return { isPublished: false, accessStart: null, accessEnd: null };
  }
}

const repositories = (t: TestApp) => {
  const dataSource = t.app.get(DataSource);
  return { courses: dataSource.getRepository(Course), videos: dataSource.getRepository(Video), views: dataSource.getRepository(VideoView) };
};

export function makeCourse(t: TestApp, fields: Partial<Course> = {}): Promise<Course> {
  const n = ++sequence;
  const { courses } = repositories(t);
  return courses.save(courses.create({ title: `강의 ${n}`, slug: `course-${process.pid}-${n}`, description: null, thumbnail: null, tags: [], order: n, ...fields }));
}

/** A NAS video by default, with a URL unique to it (the proxy matches URLs exactly). */
export function makeVideo(t: TestApp, courseId: string, window: WindowName = 'open', fields: Partial<Video> = {}): Promise<Video> {
  const n = ++sequence;
  const { videos } = repositories(t);
  return videos.save(
    videos.create({
      courseId,
      title: `동영상 ${n} (${window})`,
      description: null,
      externalUrl: `http://nas.test.local/videos/${window}-${n}.mp4`,
      type: 'nas',
      durationSec: 600,
      ...windowFor(window),
      ...fields,
    }),
  );
}

/** One video of each status in a new course. */
export async function courseWithEveryStatus(t: TestApp): Promise<{ course: Course; videos: Record<WindowName, Video> }> {
  const course = await makeCourse(t);
  const videos = {} as Record<WindowName, Video>;
  for (const name of WINDOW_NAMES) videos[name] = await makeVideo(t, course.id, name);
  return { course, videos };
}

export async function countRows(t: TestApp) {
  const { courses, videos, views } = repositories(t);
  return { courses: await courses.count(), videos: await videos.count(), views: await views.count() };
}

export function findVideo(t: TestApp, id: string): Promise<Video | null> {
  return repositories(t).videos.findOneBy({ id });
}

export function viewsOf(t: TestApp, videoId: string): Promise<VideoView[]> {
  return repositories(t).views.findBy({ videoId });
}

/** createdAt has one-second precision on SQLite: tests that check "newest first" set it themselves. */
export async function setCreatedAt(t: TestApp, entity: typeof Course | typeof Video, id: string, createdAt: Date): Promise<void> {
  await t.app.get(DataSource).getRepository<Course | Video>(entity).update({ id }, { createdAt });
}

/**
 * A console session (session.console set, no member signed in). Uses POST /api/admin/login when
 * that route exists; until the consoles module serves it, the same session row is written here
 * and its signed cookie set, exactly what express-session would do after that login.
 */
export async function consoleSession(t: TestApp): Promise<Agent> {
  const agent = t.agent();
  const login = await agent.post('/api/admin/login').send({ password: TEST_CONSOLE_PASSWORD });
  if (login.status === 200) return agent;
  if (login.status !== 404) throw new Error(`console login failed: ${login.status} ${JSON.stringify(login.body)}`);
  const sid = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + HOUR_MS);
  const data = { cookie: { originalMaxAge: HOUR_MS, expires: expiresAt.toISOString(), httpOnly: true, path: '/', sameSite: 'lax' }, console: { since: new Date().toISOString() } };
  await t.app.get(DataSource).getRepository(SessionRecord).insert({ id: sid, expiresAt, userId: null, data: JSON.stringify(data) });
  agent.set('Cookie', `${SESSION_COOKIE}=s:${encodeURIComponent(signedSessionId(sid, t.config.sessionSecret))}`);
  return agent;
}

/** express-session's cookie value: the id, a dot, and its HMAC-SHA256 in unpadded base64 (cookie-signature). */
function signedSessionId(sid: string, secret: string): string {
  return `${sid}.${createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '')}`;
}

/** One client per caller of the contract's access table. */
export async function callerAgents(t: TestApp): Promise<Record<Caller, Agent>> {
  const entries = await Promise.all(CALLERS.map(async (caller) => [caller, caller === 'console' ? await consoleSession(t) : await agentFor(t, caller)] as const));
  return Object.fromEntries(entries) as Record<Caller, Agent>;
}
