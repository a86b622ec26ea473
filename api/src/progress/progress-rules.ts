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
  /** When the current viewing stretch began; null on a row stored before stretches (its last save). */
  stretchStartedAt: Date | null;
  /** The furthest point when the stretch began; null as above (the row's furthest). */
  stretchFrom: number | null;
  /** Wall-clock seconds of the stretches before the current one. */
  watchedBeforeSec: number;
}

export interface Report {
  position: number;
  /** The video's registered length, else the player's; 0 when neither is known. */
  duration: number;
  /** Whether `duration` is the administrator's registered length rather than the player's word. */
  registered?: boolean;
}

/**
 * Within a viewing stretch (saves less than PROGRESS.stretchGapMs apart) the furthest point may
 * reach where it stood when the stretch began, plus this many times the stretch's wall-clock time
 * (players play at up to 2x), plus a head start granted once per stretch (a report lost, a
 * player's rounding). So neither a forged report nor many quick saves can complete a lesson.
 */
export const FURTHEST_RATE_MAX = 2;
export const FURTHEST_SLACK_SEC = 30;

const seconds = (from: Date, to: Date) => Math.max(0, (to.getTime() - from.getTime()) / 1000);

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

/**
 * Completed: the furthest point is at 90% of the duration. When the length is only the player's
 * word (no registered durationSec), the member must also have spent the wall-clock time that takes
 * at the fastest rate: a lesson reported as 600 s long needs 270 s, and a first report of
 * { position: 10, duration: 10 } completes nothing. A registered length is held by the furthest
 * point's own bound.
 */
function completes(furthest: number, report: Report, watchedSec: number): boolean {
  if (!reachesCompletion(furthest, report.duration)) return false;
  return report.registered === true || FURTHEST_RATE_MAX * watchedSec >= PROGRESS.completeRatio * report.duration;
}

/**
 * Whether a stored row has been watched far and long enough to complete, whatever held its
 * completion back (a quiz it still needs): read when that quiz is passed.
 */
export function watchedEnough(state: ProgressState, registered: boolean): boolean {
  const watchedSec = state.watchedBeforeSec + seconds(state.stretchStartedAt ?? state.updatedAt, state.updatedAt);
  return completes(state.furthest, { position: state.position, duration: state.duration, registered }, watchedSec);
}

/** The first stored state of a video: a first report may start anywhere, but has watched only the head start. */
export function firstState(report: Report, now: Date): ProgressState {
  const position = clampedPosition(report);
  const furthest = Math.min(position, FURTHEST_SLACK_SEC);
  const completed = completes(furthest, report, 0);
  return {
    position,
    duration: report.duration,
    furthest,
    completed,
    completedAt: completed ? now : null,
    updatedAt: now,
    stretchStartedAt: now,
    stretchFrom: 0,
    watchedBeforeSec: 0,
  };
}

/** Whether a save at `now` continues the viewing stretch of the one stored before (saves under the gap apart). */
export function continuesStretch(previous: Pick<ProgressState, 'updatedAt'>, now: Date): boolean {
  return now.getTime() - previous.updatedAt.getTime() < PROGRESS.stretchGapMs;
}

/** The wall-clock seconds a save adds to the time watched: the time since the last one, inside a stretch. */
export function secondsWatchedSince(previous: Pick<ProgressState, 'updatedAt'>, now: Date): number {
  return continuesStretch(previous, now) ? seconds(previous.updatedAt, now) : 0;
}

/** The furthest point only moves forward, no faster than playback allows; a completion is never taken back. */
export function nextState(previous: ProgressState, report: Report, now: Date): ProgressState {
  const position = clampedPosition(report);
  const previousStart = previous.stretchStartedAt ?? previous.updatedAt;
  const continues = continuesStretch(previous, now);
  const stretch = continues
    ? { startedAt: previousStart, from: previous.stretchFrom ?? previous.furthest, before: previous.watchedBeforeSec }
    : {
        startedAt: now,
        from: previous.furthest,
        before: previous.watchedBeforeSec + seconds(previousStart, previous.updatedAt),
      };
  const stretchSec = seconds(stretch.startedAt, now);
  const reachable = stretch.from + FURTHEST_RATE_MAX * stretchSec + FURTHEST_SLACK_SEC;
  const furthest = Math.max(previous.furthest, Math.min(position, reachable));
  const completed = previous.completed || completes(furthest, report, stretch.before + stretchSec);
  return {
    position,
    duration: report.duration,
    furthest,
    completed,
    completedAt: previous.completedAt ?? (completed ? now : null),
    updatedAt: now,
    stretchStartedAt: stretch.startedAt,
    stretchFrom: stretch.from,
    watchedBeforeSec: stretch.before,
  };
}

/** One stored write per member and video per interval: a report inside it changes nothing. */
export function mayWrite(previous: Pick<ProgressState, 'updatedAt'>, now: Date): boolean {
  return now.getTime() - previous.updatedAt.getTime() >= PROGRESS.writeIntervalMs;
}
