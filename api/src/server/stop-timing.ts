import { z } from 'zod';
import { EnvError } from '../config/env';
import { integer } from '../config/env-fields';

/** How a stop (SIGTERM) waits; both in milliseconds. */
export interface StopTiming {
  /**
   * Readiness answers 503 while the port stays open, so a balancer that learns of a leaving process
   * only by polling readiness (nginx with a health checker, a Service without a preStop sleep) has
   * time to stop sending here. Kubernetes removes the pod from its endpoints itself and gives that
   * time with a preStop sleep instead, hence 0 by default.
   */
  delayMs: number;
  /**
   * How long the requests already received (a CSV export, a video stream) may still take once the
   * port is closed; what is left after it is cut. Below Kubernetes' terminationGracePeriodSeconds
   * (45 s in the manifests) minus the preStop sleep and the delay, so the process ends on its own.
   */
  graceMs: number;
}

export const DEFAULT_STOP_TIMING: StopTiming = { delayMs: 0, graceMs: 30_000 };

const STOP_ENV = z.object({
  STOP_DELAY_MS: integer(DEFAULT_STOP_TIMING.delayMs, 0, 120_000),
  STOP_GRACE_MS: integer(DEFAULT_STOP_TIMING.graceMs, 0, 600_000),
});

/** STOP_DELAY_MS and STOP_GRACE_MS, checked like every other variable (EnvError names the bad one). */
export function readStopTiming(env: Record<string, string | undefined>): StopTiming {
  const result = STOP_ENV.safeParse(env);
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new EnvError(String(issue.path[0]), issue.message);
  }
  return { delayMs: result.data.STOP_DELAY_MS, graceMs: result.data.STOP_GRACE_MS };
}
