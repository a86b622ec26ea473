import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { encodeBody, type EncodedBody } from '../http/encoded-body';
import { mayPlayNow, type ViewerRole } from './video-access';
import { Video } from './video.entity';
import { toPlayableVideoWire } from './video.wire';

export interface PublishedRead {
  version: number;
  /** In course order: oldest first, then by title and id (the course pages' order). */
  inCourseOrder: Video[];
  /** Newest first, then by id (the video list's order). */
  newestFirst: Video[];
  /** Every access start and end of these videos, in ms, ascending. */
  edges: number[];
  /** Each video's course, and each course's number of published videos. */
  courseOf: Map<string, string>;
  perCourse: Map<string, number>;
}

/** What a viewer may play now, worked out once for as long as it stays the same. */
export interface PlayableNow {
  /** Per course (in the order of its first video), its playable videos in course order. */
  byCourse: Map<string, Video[]>;
  /** Each playable video's course. */
  courseOf: Map<string, string>;
  /** The video list's answer (newest first), made on its first use. */
  body(): EncodedBody;
}

/**
 * The published videos, read again only when the catalogue changed. Every member's video list,
 * course cards and learning summary read the whole catalogue; kept per process, each request
 * reads one number instead (catalogue_version, moved on by triggers in the same statement as every
 * write to `videos`, from any process). Who may play what now is still decided per request.
 */
@Injectable()
export class PublishedVideos {
  private read: PublishedRead | null = null;
  private readonly playable = new Map<
    ViewerRole,
    { version: number; after: number; before: number; now: PlayableNow }
  >();
  private reading: { version: number; promise: Promise<PublishedRead> } | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Video) private readonly videos: Repository<Video>,
  ) {}

  /**
   * The videos `role` may play at `now`, grouped, and the list's answer. Kept per role while the
   * catalogue is unchanged and `now` stays strictly between the two window edges (an access start or
   * end) around the instant it was worked out at: no video's window opens or closes in between.
   */
  async playableNow(role: ViewerRole, now: Date): Promise<PlayableNow> {
    const read = await this.current();
    const at = now.getTime();
    const kept = this.playable.get(role);
    if (kept?.version === read.version && kept.after < at && at < kept.before) return kept.now;
    const videos = read.inCourseOrder.filter((video) => mayPlayNow(role, video, now));
    const playable = playableOf(videos, read.newestFirst);
    const { after, before } = edgesAround(read.edges, at);
    // Worked out exactly on an edge, it holds for that instant alone; without a version, for none.
    if (after < at && read.version >= 0)
      this.playable.set(role, { version: read.version, after, before, now: playable });
    return playable;
  }

  /** Both orders and the catalogue version they were read at. */
  async current(): Promise<PublishedRead> {
    const rows: Array<{ version: number | string }> = await this.dataSource.query(
      'SELECT `version` AS version FROM `catalogue_version` WHERE `id` = 1',
    );
    // Without its row (a database restored without it) nothing is kept: every request reads.
    if (rows.length === 0) return this.load(-1);
    const version = Number(rows[0]!.version);
    if (this.read?.version === version) return this.read;
    if (this.reading?.version === version) return this.reading.promise;
    // Read after the number: the rows are at least as new as it (a write moves both in one
    // statement), so a newer write only makes the next request read again.
    const promise = this.load(version);
    this.reading = { version, promise };
    try {
      const read = await promise;
      if ((this.read?.version ?? -Infinity) < version) this.read = read;
      return read;
    } finally {
      if (this.reading?.promise === promise) this.reading = null;
    }
  }

  /** Both orders as the database sorts them (times finer than JavaScript's milliseconds). */
  private async load(version: number): Promise<PublishedRead> {
    const [inCourseOrder, newestFirst] = await Promise.all([
      this.videos.find({ where: { isPublished: true }, order: { createdAt: 'ASC', title: 'ASC', id: 'ASC' } }),
      this.videos.find({ where: { isPublished: true }, order: { createdAt: 'DESC', id: 'DESC' } }),
    ]);
    const edges = inCourseOrder
      .flatMap((video) => [video.accessStart, video.accessEnd])
      .flatMap((edge) => (edge ? [edge.getTime()] : []))
      .sort((a, b) => a - b);
    const courseOf = new Map(inCourseOrder.map((video) => [video.id, video.courseId]));
    const perCourse = new Map<string, number>();
    for (const courseId of courseOf.values()) perCourse.set(courseId, (perCourse.get(courseId) ?? 0) + 1);
    return { version, inCourseOrder, newestFirst, edges, courseOf, perCourse };
  }
}

/** The playable videos by course, and the list's answer made on its first use. */
function playableOf(videos: Video[], newestFirst: Video[]): PlayableNow {
  const byCourse = new Map<string, Video[]>();
  for (const video of videos) {
    const lessons = byCourse.get(video.courseId);
    if (lessons) lessons.push(video);
    else byCourse.set(video.courseId, [video]);
  }
  const courseOf = new Map(videos.map((video) => [video.id, video.courseId]));
  let body: EncodedBody | null = null;
  return {
    byCourse,
    courseOf,
    body: () =>
      (body ??= encodeBody(
        200,
        'application/json; charset=utf-8',
        JSON.stringify(newestFirst.filter((video) => courseOf.has(video.id)).map(toPlayableVideoWire)),
      )),
  };
}

/** The last edge at or before `at` and the first after it (±Infinity where there is none). */
function edgesAround(edges: readonly number[], at: number): { after: number; before: number } {
  let low = 0;
  let high = edges.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (edges[middle]! <= at) low = middle + 1;
    else high = middle;
  }
  return { after: low > 0 ? edges[low - 1]! : -Infinity, before: low < edges.length ? edges[low]! : Infinity };
}
