import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import {
  MESSAGES,
  PROGRESS,
  type ContinueItem,
  type CourseCardProgress,
  type CourseProgress,
  type LearningSummary,
  type VideoProgress as VideoProgressWire,
} from '@academy/common';
import { coursePercent, resumePoint } from '@academy/common/progress';
import { validationFailed } from '../http/api-error';
import { Course } from '../courses/course.entity';
import { courseNotFound } from '../courses/course.errors';
import { isUniqueViolation } from '../database/unique-violation';
import { mayPlayNow } from '../videos/video-access';
import { Video } from '../videos/video.entity';
import { VideosService, type Viewer } from '../videos/videos.service';
import { PublishedVideos, type PublishedRead } from '../videos/published-videos';
import {
  effectiveDuration,
  firstState,
  mayWrite,
  nextState,
  positionFits,
  secondsWatchedSince,
  type Report,
} from './progress-rules';
import { toContinueItem, toCourseVideoProgress, toProgressWire } from './progress.wire';
import { LESSON_QUIZZES, type LessonQuizzes } from './lesson-quizzes';
import { VideoProgress } from './video-progress.entity';
import { addWatchTime } from './watch-time';

/** In-progress rows read to find three the member may still open (some may have closed since). */
const CONTINUE_CANDIDATES = 20;

/** A member's own learning progress: the player's saves, the course page, /members and /account. */
@Injectable()
export class ProgressService {
  constructor(
    @InjectRepository(VideoProgress) private readonly progress: Repository<VideoProgress>,
    @InjectRepository(Video) private readonly videos: Repository<Video>,
    @InjectRepository(Course) private readonly courses: Repository<Course>,
    private readonly access: VideosService,
    private readonly published: PublishedVideos,
    @Inject(LESSON_QUIZZES) private readonly quizGate: LessonQuizzes,
  ) {}

  async get(videoId: string, viewer: Viewer, now = new Date()): Promise<VideoProgressWire> {
    await this.access.playable(videoId, viewer, now);
    return toProgressWire(videoId, await this.progress.findOneBy({ userId: viewer.id, videoId }));
  }

  /**
   * Stores the report unless this member's last write of this video is under two seconds old;
   * either way the answer is what is stored. Each write is conditional on the row being as it
   * was read, so two reports at once cannot both write, on either driver, without a lock.
   */
  async save(videoId: string, viewer: Viewer, input: Report, now = new Date()): Promise<VideoProgressWire> {
    const video = await this.access.playable(videoId, viewer, now);
    const report = {
      position: input.position,
      duration: effectiveDuration(input.duration, video.durationSec),
      registered: video.durationSec !== null && video.durationSec > 0,
    };
    if (!positionFits(report))
      throw validationFailed([{ field: 'position', message: MESSAGES.validation.positionBeyondDuration }]);
    const where = { userId: viewer.id, videoId };
    const stored = await this.progress.findOneBy(where);
    if (!stored) {
      const row = this.progress.create({
        ...where,
        ...(await this.heldBack(viewer.id, videoId, firstState(report, now))),
      });
      try {
        await this.progress.manager.transaction(async (manager) => {
          await manager.insert(VideoProgress, row);
          await addWatchTime(manager, { ...where, at: now, seconds: 0 });
        });
        await this.quizGate.noteWatched(viewer.id, videoId, now);
        return toProgressWire(videoId, row);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return toProgressWire(videoId, await this.progress.findOneByOrFail(where));
      }
    }
    if (!mayWrite(stored, now)) return toProgressWire(videoId, stored);
    const next = await this.heldBack(viewer.id, videoId, nextState(stored, report, now), stored);
    // The time watched moves with the write that earns it: a report that loses the race adds none.
    const written = await this.progress.manager.transaction(async (manager) => {
      const result = await manager.update(VideoProgress, { id: stored.id, updatedAt: stored.updatedAt }, next);
      if (result.affected)
        await addWatchTime(manager, { ...where, at: now, seconds: secondsWatchedSince(stored, now) });
      return result;
    });
    if (!written.affected) return toProgressWire(videoId, await this.progress.findOneByOrFail(where));
    return toProgressWire(videoId, next);
  }

  /**
   * A lesson whose quiz must be passed first stays uncompleted until it is (the passing attempt
   * completes it). Asked only when a save would complete the lesson, so the many saves before that
   * read nothing more.
   */
  private async heldBack<T extends { completed: boolean; completedAt: Date | null }>(
    userId: string,
    videoId: string,
    next: T,
    stored?: { completed: boolean },
  ): Promise<T> {
    if (!next.completed || stored?.completed) return next;
    return (await this.quizGate.holdsBack(userId, videoId)) ? { ...next, completed: false, completedAt: null } : next;
  }

  /** The course's published videos, in the course page's order, with the member's place in each. */
  async course(courseId: string, viewer: Viewer): Promise<CourseProgress> {
    if (!(await this.courses.existsBy({ id: courseId }))) throw courseNotFound();
    const videos = await this.videos.find({
      where: { courseId, isPublished: true },
      order: { createdAt: 'ASC', title: 'ASC', id: 'ASC' },
      select: { id: true },
    });
    const rows = videos.length
      ? await this.progress.findBy({ userId: viewer.id, videoId: In(videos.map((video) => video.id)) })
      : [];
    const byVideo = new Map(rows.map((row) => [row.videoId, row]));
    const quizzes = await this.quizGate.standings(
      viewer.id,
      videos.map((video) => video.id),
    );
    const items = videos.map((video) => {
      const item = toCourseVideoProgress(video.id, byVideo.get(video.id) ?? null);
      const quiz = quizzes.get(video.id);
      return quiz ? { ...item, quiz } : item;
    });
    const completed = items.filter((item) => item.completed).length;
    return {
      courseId,
      completed,
      total: videos.length,
      percent: coursePercent(completed, videos.length),
      videos: items,
    };
  }

  /**
   * Every course card's progress in one answer: each course counted over the videos the member may
   * play now (published, inside their window), in the course page's order; courses with none are left out.
   */
  async courseCards(viewer: Viewer, now = new Date()): Promise<CourseCardProgress[]> {
    const [playable, rows] = await Promise.all([
      this.published.playableNow(viewer.role, now),
      this.progress.find({
        select: { videoId: true, completed: true, position: true, duration: true },
        where: { userId: viewer.id },
      }),
    ]);
    const byVideo = new Map(rows.map((row) => [row.videoId, row]));
    // Counted from the member's rows, not by looking each video of the catalogue up.
    const completedIn = new Map<string, number>();
    for (const row of rows) {
      const courseId = row.completed ? playable.courseOf.get(row.videoId) : undefined;
      if (courseId !== undefined) completedIn.set(courseId, (completedIn.get(courseId) ?? 0) + 1);
    }
    return [...playable.byCourse].map(([courseId, lessons]) => {
      const completed = completedIn.get(courseId) ?? 0;
      const next = lessons.find((video) => !byVideo.get(video.id)?.completed);
      const place = next ? byVideo.get(next.id) : undefined;
      return {
        courseId,
        percent: coursePercent(completed, lessons.length),
        completed,
        total: lessons.length,
        nextVideoId: next?.id ?? null,
        nextPositionSec: place ? (resumePoint(place.position, place.duration) ?? 0) : 0,
      };
    });
  }

  /** Up to three unfinished videos the member may open now, the most recently watched first. */
  async continueList(viewer: Viewer, now = new Date()): Promise<ContinueItem[]> {
    const rows = await this.progress.find({
      where: { userId: viewer.id, completed: false },
      relations: { video: { course: true } },
      order: { updatedAt: 'DESC', id: 'DESC' },
      take: CONTINUE_CANDIDATES,
    });
    return rows
      .filter((row) => row.video?.course && mayPlayNow(viewer.role, row.video, now))
      .slice(0, PROGRESS.continueItems)
      .map((row) => toContinueItem(row, row.video!, row.video!.course!));
  }

  /** Completed videos, courses started but not finished, and the last video watched. */
  async summary(viewer: Viewer): Promise<LearningSummary> {
    const [published, rows, last, quizzesPassed] = await Promise.all([
      this.published.current(),
      this.progress.find({ select: { videoId: true, completed: true }, where: { userId: viewer.id } }),
      this.progress.findOne({
        where: { userId: viewer.id },
        relations: { video: { course: true } },
        order: { updatedAt: 'DESC', id: 'DESC' },
      }),
      this.quizGate.passedCount(viewer.id),
    ]);
    return {
      completedVideos: rows.filter((row) => row.completed).length,
      quizzesPassed,
      coursesInProgress: coursesInProgress(published, rows),
      lastWatched: last?.video?.course ? toContinueItem(last, last.video, last.video.course) : null,
    };
  }
}

/**
 * The courses with a published video the member has progress on, not all of whose published videos
 * they completed: from the member's rows and each course's count of published videos.
 */
function coursesInProgress(
  published: Pick<PublishedRead, 'courseOf' | 'perCourse'>,
  rows: Array<Pick<VideoProgress, 'videoId' | 'completed'>>,
): number {
  const done = new Map<string, number>();
  for (const row of rows) {
    const courseId = published.courseOf.get(row.videoId);
    if (courseId !== undefined) done.set(courseId, (done.get(courseId) ?? 0) + (row.completed ? 1 : 0));
  }
  return [...done].filter(([courseId, completed]) => completed < (published.perCourse.get(courseId) ?? 0)).length;
}
