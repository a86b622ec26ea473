import 'reflect-metadata';
import { resolveSecrets, type AppConfig } from './config/app-config';
import { EnvError, parseEnv } from './config/env';
import { StartCancelledError, startServer, type RunningServer } from './server/start-server';
import { readStopTiming, type StopTiming } from './server/stop-timing';

/** Beyond the delay and the grace, for closing the app and its database. */
const CLOSING_MARGIN_MS = 10_000;

function readConfig(): { config: AppConfig; stopTiming: StopTiming } {
  try {
    return { config: resolveSecrets(parseEnv(process.env)), stopTiming: readStopTiming(process.env) };
  } catch (error) {
    // A malformed variable (DATABASE_URL with a wrong scheme, a short secret) stops the start at once.
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * SIGTERM (Kubernetes, docker stop) or Ctrl-C: requests in flight finish before the database closes
 * (see RunningServer.stop). A second signal ends the process at once, for someone at a terminal
 * who will not wait; and a stop that hangs (a database that does not answer its close) ends too,
 * before an orchestrator's SIGKILL would, with a line that says why.
 */
function stopOnSignals(running: RunningServer, { delayMs, graceMs }: StopTiming): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.warn(`${signal}: 종료 신호를 다시 받아 처리 중인 요청을 기다리지 않고 바로 종료합니다.`);
      process.exit(1);
    }
    stopping = true;
    const startedAt = Date.now();
    const delay = delayMs > 0 ? `${delayMs / 1000}초 뒤 ` : '';
    console.log(
      `${signal}: 종료합니다. 준비 상태(/api/health/ready)는 이제 503이고, ${delay}새 연결을 받지 않으며, 처리 중인 요청은 최대 ${graceMs / 1000}초 기다립니다.`,
    );
    setTimeout(
      () => {
        console.error(`종료가 ${(delayMs + graceMs + CLOSING_MARGIN_MS) / 1000}초 안에 끝나지 않아 강제로 종료합니다.`);
        process.exit(1);
      },
      delayMs + graceMs + CLOSING_MARGIN_MS,
    ).unref();
    running.stop().then(
      ({ inFlight, cut }) => {
        const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
        const cutLine = cut > 0 ? `, 제한 시간 안에 끝나지 않아 끊은 요청 ${cut}개` : '';
        console.log(`종료했습니다 (${seconds}초, 포트를 닫을 때 처리 중이던 요청 ${inFlight}개${cutLine}).`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error('종료 중 오류가 났습니다:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
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
  const { config, stopTiming } = readConfig();
  const running = await startServer(config, { stopTiming });
  stopOnSignals(running, stopTiming);
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
