import { DataSource } from 'typeorm';
import { HOUR_MS } from '@academy/common/korean-days';
import { Course } from '../../src/courses/course.entity';
import { VideoView } from '../../src/videos/video-view.entity';
import { Video } from '../../src/videos/video.entity';
import type { TestApp } from './test-app';

let sequence = 0;

/** One video per access status, relative to the moment the fixture is made. */
export type WindowName = 'open' | 'active' | 'upcoming' | 'expired' | 'unpublished';
export const WINDOW_NAMES: readonly WindowName[] = ['open', 'active', 'upcoming', 'expired', 'unpublished'];

export function windowFor(
  name: WindowName,
  now = Date.now(),
): Pick<Video, 'isPublished' | 'accessStart' | 'accessEnd'> {
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

/** The app of an e2e suite, or the database of a unit spec (test/support/sqlite-database.ts). */
export type RowSource = TestApp | DataSource;

const dataSourceOf = (t: RowSource) => (t instanceof DataSource ? t : t.app.get(DataSource));

const repositories = (t: RowSource) => {
  const dataSource = dataSourceOf(t);
  return {
    courses: dataSource.getRepository(Course),
    videos: dataSource.getRepository(Video),
    views: dataSource.getRepository(VideoView),
  };
};

export function makeCourse(t: RowSource, fields: Partial<Course> = {}): Promise<Course> {
  const n = ++sequence;
  const { courses } = repositories(t);
  return courses.save(
    courses.create({
      title: `강의 ${n}`,
      slug: `course-${process.pid}-${n}`,
      description: null,
      thumbnail: null,
      tags: [],
      order: n,
      ...fields,
    }),
  );
}

/** A NAS video by default, with a URL unique to it (the proxy matches URLs exactly). */
export function makeVideo(
  t: RowSource,
  courseId: string,
  window: WindowName = 'open',
  fields: Partial<Video> = {},
): Promise<Video> {
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
export async function courseWithEveryStatus(
  t: RowSource,
): Promise<{ course: Course; videos: Record<WindowName, Video> }> {
  const course = await makeCourse(t);
  const videos = {} as Record<WindowName, Video>;
  for (const name of WINDOW_NAMES) videos[name] = await makeVideo(t, course.id, name);
  return { course, videos };
}

export async function countRows(t: RowSource) {
  const { courses, videos, views } = repositories(t);
  return { courses: await courses.count(), videos: await videos.count(), views: await views.count() };
}

export function findVideo(t: RowSource, id: string): Promise<Video | null> {
  return repositories(t).videos.findOneBy({ id });
}

export function viewsOf(t: RowSource, videoId: string): Promise<VideoView[]> {
  return repositories(t).views.findBy({ videoId });
}

/** createdAt has one-second precision on SQLite: tests that check "newest first" set it themselves. */
export async function setCreatedAt(
  t: RowSource,
  entity: typeof Course | typeof Video,
  id: string,
  createdAt: Date,
): Promise<void> {
  await dataSourceOf(t).getRepository<Course | Video>(entity).update({ id }, { createdAt });
}
