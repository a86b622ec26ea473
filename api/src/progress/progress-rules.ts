import { PROGRESS } from '@academy/common';
import { reachesCompletion } from '@academy/common/progress';

/** What a stored row holds that a new report may change. */
export interface ProgressState {
  position: number;
  duration: number;
  furthest: number;
  completed: boolean;
  completedAt: Date | null;
  updatedAt: Date;
}

export interface Report {
  position: number;
  /** The player's duration; 0 when it does not know. */
  duration: number;
}

/** The player's duration when it knows one, else the video's registered length, else 0 (never completes). */
export function effectiveDuration(reported: number, registeredSec: number | null): number {
  return reported > 0 ? reported : (registeredSec ?? 0);
}

/** The rule the body's own check applies, against the duration the service settled on. */
export function positionFits(report: Report): boolean {
  return report.duration <= 0 || report.position <= report.duration + PROGRESS.positionSlackSec;
}

/** The first stored state of a video. */
export function firstState(report: Report, now: Date): ProgressState {
  const completed = reachesCompletion(report.position, report.duration);
  return { ...report, furthest: report.position, completed, completedAt: completed ? now : null, updatedAt: now };
}

/** The furthest point only moves forward and a completion is never taken back. */
export function nextState(previous: ProgressState, report: Report, now: Date): ProgressState {
  const furthest = Math.max(previous.furthest, report.position);
  const completed = previous.completed || reachesCompletion(furthest, report.duration);
  return {
    ...report,
    furthest,
    completed,
    completedAt: previous.completedAt ?? (completed ? now : null),
    updatedAt: now,
  };
}

/** One stored write per member and video per interval: a report inside it changes nothing. */
export function mayWrite(previous: Pick<ProgressState, 'updatedAt'>, now: Date): boolean {
  return now.getTime() - previous.updatedAt.getTime() >= PROGRESS.writeIntervalMs;
}
