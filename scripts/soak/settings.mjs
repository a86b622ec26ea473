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
