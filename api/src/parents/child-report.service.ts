import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, IsNull, Not, LessThan, MoreThanOrEqual, And } from 'typeorm';
import { addDays, seoulDayNumber, seoulDayStart, weekMonday } from '@academy/common/korean-days';
import {
  trendWeeksBefore,
  type ChildWeekReport,
  type ReportLessonInProgress,
  type ReportQuiz,
  type ReportTimetable,
} from '@academy/common/parents';
import { VideoProgress } from '../progress/video-progress.entity';
import { WatchTimeDay } from '../progress/watch-time.entity';
import { StudentProgram } from '../programs/student-program.entity';
import { QuizAttempt } from '../quizzes/quiz-attempt.entity';

/** The lessons started and not finished that a report lists, most recent first. */
export const IN_PROGRESS_LISTED = 5;

/** A week's Seoul days as rollup day numbers, and its instants [from, to). */
function weekSpan(week: string) {
  const monday = weekMonday(week)!;
  const from = seoulDayStart(monday);
  const to = seoulDayStart(addDays(monday, 7));
  const firstDay = seoulDayNumber(from);
  return { from, to, firstDay, lastDay: firstDay + 6 };
}

const minutesOf = (seconds: number) => Math.round(seconds / 60);

/**
 * One child's week, the figures /parent shows and the weekly mail sends (one service for both):
 * lessons watched and minutes (watch_time_days), lessons completed that week, the lessons started
 * and not finished, the quizzes taken that week, and the minutes of the four weeks before.
 */
@Injectable()
export class ChildReportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async week(childId: string, week: string): Promise<ChildWeekReport> {
    const span = weekSpan(week);
    const trendWeeks = trendWeeksBefore(week);
    const earliest = weekSpan(trendWeeks[0]).firstDay;
    const [watched, completed, inProgress, quizzes, timetable] = await Promise.all([
      this.dataSource.getRepository(WatchTimeDay).find({
        where: { userId: childId, day: Between(earliest, span.lastDay) },
        select: { day: true, videoId: true, seconds: true },
      }),
      this.dataSource.getRepository(VideoProgress).countBy({
        userId: childId,
        completedAt: And(Not(IsNull()), MoreThanOrEqual(span.from), LessThan(span.to)),
      }),
      this.inProgress(childId),
      this.quizzes(childId, span.from, span.to),
      this.timetable(childId),
    ]);
    const secondsOfWeek = (first: number) =>
      watched
        .filter((row) => row.day >= first && row.day <= first + 6)
        .reduce((sum, row) => sum + Number(row.seconds), 0);
    const thisWeek = watched.filter((row) => row.day >= span.firstDay);
    return {
      week,
      lessonsWatched: new Set(thisWeek.map((row) => row.videoId)).size,
      minutes: minutesOf(secondsOfWeek(span.firstDay)),
      completed,
      inProgress,
      trend: trendWeeks.map((trendWeek) => ({
        week: trendWeek,
        minutes: minutesOf(secondsOfWeek(weekSpan(trendWeek).firstDay)),
      })),
      quizzes,
      ...(timetable ? { timetable } : {}),
    };
  }

  /** The classes of the program staff set for the child, when its page lists any. */
  private async timetable(childId: string): Promise<ReportTimetable | null> {
    const row = await this.dataSource
      .getRepository(StudentProgram)
      .findOne({ where: { userId: childId }, relations: { program: true } });
    const rows = row?.program?.schedule ?? [];
    return row?.program && rows.length > 0 ? { programTitle: row.program.title, rows } : null;
  }

  private async inProgress(childId: string): Promise<ReportLessonInProgress[]> {
    const rows = await this.dataSource
      .getRepository(VideoProgress)
      .createQueryBuilder('p')
      .innerJoin('p.video', 'video')
      .innerJoin('video.course', 'course')
      .select(['p.videoId AS videoId', 'p.furthest AS furthest', 'p.duration AS duration'])
      .addSelect(['video.title AS title', 'course.title AS courseTitle'])
      .where('p.userId = :childId AND p.completed = :completed AND p.furthest > 0', { childId, completed: false })
      .andWhere('video.isPublished = :published', { published: true })
      .orderBy('p.updatedAt', 'DESC')
      .limit(IN_PROGRESS_LISTED)
      .getRawMany<{ videoId: string; furthest: number; duration: number; title: string; courseTitle: string }>();
    return rows.map((row) => ({
      videoId: row.videoId,
      title: row.title,
      courseTitle: row.courseTitle,
      // Not finished: never 100, however close the furthest point is.
      percent:
        Number(row.duration) > 0 ? Math.min(99, Math.floor((Number(row.furthest) / Number(row.duration)) * 100)) : 0,
    }));
  }

  private async quizzes(childId: string, from: Date, to: Date): Promise<ReportQuiz[]> {
    const rows = await this.dataSource
      .getRepository(QuizAttempt)
      .createQueryBuilder('a')
      .innerJoin('a.quiz', 'quiz')
      .innerJoin('videos', 'video', 'video.id = a.videoId')
      .select(['a.videoId AS videoId', 'video.title AS title'])
      .addSelect('MAX(a.score)', 'bestScore')
      .addSelect('MAX(CASE WHEN a.passed THEN 1 ELSE 0 END)', 'passed')
      .addSelect('MAX(a.createdAt)', 'lastAt')
      .where('a.userId = :childId AND a.createdAt >= :from AND a.createdAt < :to', { childId, from, to })
      .groupBy('a.videoId')
      .addGroupBy('video.title')
      .orderBy('lastAt', 'DESC')
      .getRawMany<{ videoId: string; title: string; bestScore: number; passed: number }>();
    return rows.map((row) => ({
      videoId: row.videoId,
      title: row.title,
      bestScore: Number(row.bestScore),
      passed: Number(row.passed) === 1,
    }));
  }
}
