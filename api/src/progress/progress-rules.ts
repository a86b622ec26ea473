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

/**
 * The furthest point reached moves at most this many times the wall-clock time since the last
 * stored save (players play at up to 2x), plus a head start for a save that came late (a tab
 * hidden, a report lost). So a forged report cannot complete a video, nor can a first report.
 */
export const FURTHEST_RATE_MAX = 2;
export const FURTHEST_SLACK_SEC = 30;

/**
 * The video's registered length when the admin set one: the player's figure is the client's word
 * and may be anything (a member stored 86,405 s on a 600 s video). Else the player's, else 0
 * (never completes). A registered 0 means "not measured", as null does.
 */
export function effectiveDuration(reported: number, registeredSec: number | null): number {
  return registeredSec !== null && registeredSec > 0 ? registeredSec : reported;
}

/** The rule the body's own check applies, against the duration the service settled on. */
export function positionFits(report: Report): boolean {
  return report.duration <= 0 || report.position <= report.duration + PROGRESS.positionSlackSec;
}

/** A position inside the tolerance past the end is the end (players round differently). */
function clampedPosition(report: Report): number {
  return report.duration > 0 ? Math.min(report.position, report.duration) : report.position;
}

/** How far the furthest point may reach `seconds` after a save that stood at `from`. */
function reachable(from: number, seconds: number): number {
  return from + FURTHEST_RATE_MAX * Math.max(0, seconds) + FURTHEST_SLACK_SEC;
}

/** The first stored state of a video: a first report may start anywhere, but has watched only the head start. */
export function firstState(report: Report, now: Date): ProgressState {
  const position = clampedPosition(report);
  const furthest = Math.min(position, reachable(0, 0));
  const completed = reachesCompletion(furthest, report.duration);
  return {
    position,
    duration: report.duration,
    furthest,
    completed,
    completedAt: completed ? now : null,
    updatedAt: now,
  };
}

/** The furthest point only moves forward, no faster than playback allows; a completion is never taken back. */
export function nextState(previous: ProgressState, report: Report, now: Date): ProgressState {
  const position = clampedPosition(report);
  const elapsedSec = (now.getTime() - previous.updatedAt.getTime()) / 1000;
  const furthest = Math.max(previous.furthest, Math.min(position, reachable(previous.furthest, elapsedSec)));
  const completed = previous.completed || reachesCompletion(furthest, report.duration);
  return {
    position,
    duration: report.duration,
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
