// The soak's knobs, from the environment, checked before anything starts.
function positiveNumber(env, name, fallback, { min, max }) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`${name} must be a number from ${min} to ${max} (got "${raw}")`);
  return value;
}

export function readSettings(env) {
  const stop = env.SOAK_DB_STOP?.trim() || 'kill';
  if (!['kill', 'term'].includes(stop))
    throw new Error(`SOAK_DB_STOP must be "kill" (SIGKILL) or "term" (clean shutdown), got "${stop}"`);
  return {
    /** The load's length; the database restart may stretch it by its own duration. */
    seconds: positiveNumber(env, 'SOAK_SECONDS', 180, { min: 30, max: 3600 }),
    connections: Math.round(positiveNumber(env, 'SOAK_CONNECTIONS', 50, { min: 4, max: 500 })),
    apiDownSeconds: positiveNumber(env, 'SOAK_API_DOWN_SECONDS', 3, { min: 0, max: 60 }),
    databaseDownSeconds: positiveNumber(env, 'SOAK_DB_DOWN_SECONDS', 5, { min: 0, max: 120 }),
    hardDatabaseStop: stop === 'kill',
  };
}

/** `npm run soak:rolling`'s knobs (docs/operations.md, "Rolling update"). */
export function readRollingSettings(env) {
  const processes = Math.round(positiveNumber(env, 'SOAK_PROCESSES', 3, { min: 2, max: 8 }));
  return {
    /** The load's length; replacements that take longer than their share stretch it. */
    seconds: positiveNumber(env, 'SOAK_SECONDS', 120, { min: 30, max: 3600 }),
    connections: Math.round(positiveNumber(env, 'SOAK_CONNECTIONS', 50, { min: 4, max: 500 })),
    processes,
    /** One per original process by default: every process of the old release is replaced once. */
    replacements: Math.round(positiveNumber(env, 'SOAK_REPLACEMENTS', processes, { min: processes, max: 50 })),
    /** Long video streams on top of `connections`, so a stop meets requests still under way. */
    streamers: Math.round(positiveNumber(env, 'SOAK_STREAMERS', 3, { min: 0, max: 50 })),
    /**
     * Between taking a process out of nginx and its SIGTERM, as a preStop sleep in Kubernetes. 0 by
     * default: the reload is confirmed before the SIGTERM, and the stop should meet requests that
     * nginx's old workers are still finishing.
     */
    preStopMs: Math.round(positiveNumber(env, 'SOAK_PRESTOP_MS', 0, { min: 0, max: 60_000 })),
    /** terminationGracePeriodSeconds: SIGKILL after it (the manifests use 45). */
    graceSeconds: positiveNumber(env, 'SOAK_GRACE_SECONDS', 45, { min: 1, max: 600 }),
  };
}
