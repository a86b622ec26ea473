import 'reflect-metadata';
import { EnvError, parseEnv } from './config/env';
import { isDatabaseUnavailable } from './database/database-unavailable';
import { retry, type Backoff } from './database/retry';
import { runMigrations } from './database/run-migrations';
import { withServerFlavour } from './database/server-flavour';

/**
 * A database that is still starting (deployed together with the release) is waited for like the
 * server waits, but not for ever: a release job that hangs helps nobody, one that fails is retried
 * by whoever runs it. 1, 2, 4, 8, then 10 s apart: about two minutes.
 */
const DATABASE_WAIT: Backoff = { firstMs: 1000, maxMs: 10_000, attempts: 15 };

function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message : String(error);
}

/**
 * `npm run migrate -w @academy/api` (`node dist/migrate.js`): applies the pending migrations and
 * exits, 0 when the schema is current, 1 with the reason otherwise. A release runs it once before
 * its processes start (a Kubernetes Job); the processes still migrate at start, and find nothing
 * left to do. Reads the same variables as the server (DATABASE_URL, DATA_DIR, DB_TIMEOUT_MS).
 */
async function main(): Promise<number> {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const where = env.database.type === 'mysql' ? 'MySQL/MariaDB' : env.database.file;
  try {
    const applied = await retry(
      async () =>
        runMigrations(await withServerFlavour(env.database, env.databaseTimeoutMs), env.databaseTimeoutMs, {
          log: (line) => console.log(line),
        }),
      DATABASE_WAIT,
      {
        retryable: isDatabaseUnavailable,
        onRetry: (error, delayMs) =>
          console.warn(
            `데이터베이스에 연결할 수 없습니다 (${reasonOf(error)}). ${delayMs / 1000}초 후 다시 시도합니다.`,
          ),
      },
    );
    console.log(
      applied.length
        ? `마이그레이션 ${applied.length}개를 적용했습니다 (${where}): ${applied.join(', ')}`
        : `적용할 마이그레이션이 없습니다; 스키마가 최신입니다 (${where}).`,
    );
    return 0;
  } catch (error) {
    console.error(
      `마이그레이션에 실패했습니다 (migration failed, ${where}): ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('마이그레이션에 실패했습니다 (migration failed):', error);
    process.exit(1);
  },
);
