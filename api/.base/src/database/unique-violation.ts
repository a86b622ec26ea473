/** Duplicate-key errors differ per driver; this is the one place that knows both. */
export function isUniqueViolation(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string }; code?: string }) ?? {};
  const code = driverError.driverError?.code ?? driverError.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
