import 'reflect-metadata';
import { createApp } from './app.factory';
import { resolveSecrets } from './config/app-config';
import { EnvError, parseEnv } from './config/env';

/**
 * Nest's own shutdown hooks close the database before the HTTP server, so requests still in
 * flight would fail. Stop accepting connections first, let open requests finish, then close.
 */
function stopGracefully(app: Awaited<ReturnType<typeof createApp>>): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const server = app.getHttpServer();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections?.();
      setTimeout(() => server.closeAllConnections?.(), 10000).unref();
    });
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function main() {
  let config;
  try {
    config = resolveSecrets(parseEnv(process.env));
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  stopGracefully(app);

  const url = `http://localhost:${config.port}`;
  console.log(`사이트: ${url}  ·  API 문서: ${url}/api/docs  ·  DB: ${config.database.type === 'mysql' ? 'MySQL/MariaDB' : config.database.file}`);
  if (config.generated) {
    // Printed once, at the first start of an embedded installation; kept in data/secrets.json.
    const lines = ['처음 시작: 아래 계정 정보가 data/secrets.json 에 저장되었습니다.'];
    if (config.generated.adminEmail) lines.push(`  관리자 이메일: ${config.generated.adminEmail}`, `  관리자 비밀번호: ${config.generated.adminPassword}`);
    if (config.generated.consolePassword) lines.push(`  관리자 콘솔 비밀번호: ${config.generated.consolePassword}`);
    console.log(lines.join('\n'));
  }
}

main().catch((error) => {
  console.error('서버를 시작할 수 없습니다:', error instanceof Error ? error.message : error);
  process.exit(1);
});
