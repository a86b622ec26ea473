import 'reflect-metadata';
import { resolveSecrets, type AppConfig } from './config/app-config';
import { EnvError, parseEnv } from './config/env';
import { StartCancelledError, startServer, type RunningServer } from './server/start-server';

function readConfig(): AppConfig {
  try {
    return resolveSecrets(parseEnv(process.env));
  } catch (error) {
    // A malformed variable (DATABASE_URL with a wrong scheme, a short secret) stops the start at once.
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Requests in flight finish before the database closes (stop() closes HTTP first). */
function stopOnSignals(running: RunningServer): void {
  const stop = () => void running.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function printBanner(config: AppConfig, url: string): void {
  const docs = config.apiDocs ? `  ·  API 문서: ${url}/api/docs` : '';
  console.log(
    `사이트: ${url}${docs}  ·  DB: ${config.database.type === 'mysql' ? 'MySQL/MariaDB' : config.database.file}`,
  );
  if (config.generated) {
    // Printed once, at the first start of an embedded installation; kept in data/secrets.json.
    const lines = ['처음 시작: 아래 계정 정보가 data/secrets.json 에 저장되었습니다.'];
    if (config.generated.adminEmail)
      lines.push(
        `  관리자 이메일: ${config.generated.adminEmail}`,
        `  관리자 비밀번호: ${config.generated.adminPassword}`,
      );
    if (config.generated.consolePassword) lines.push(`  관리자 콘솔 비밀번호: ${config.generated.consolePassword}`);
    console.log(lines.join('\n'));
  }
}

async function main() {
  const config = readConfig();
  const running = await startServer(config);
  stopOnSignals(running);
  running.ready.then(
    () => printBanner(config, `http://localhost:${config.port}`),
    async (error: unknown) => {
      if (error instanceof StartCancelledError) return;
      console.error('서버를 시작할 수 없습니다:', error instanceof Error ? error.message : error);
      await running.stop();
      process.exit(1);
    },
  );
}

main().catch((error) => {
  console.error('서버를 시작할 수 없습니다:', error instanceof Error ? error.message : error);
  process.exit(1);
});
