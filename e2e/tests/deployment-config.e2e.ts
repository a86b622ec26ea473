import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { REPO_ROOT } from '../../tools/site-server.cjs';

const COMPOSE_FILE = path.join(REPO_ROOT, 'docker-compose.yml');
const EXAMPLE_ENV = path.join(REPO_ROOT, 'deploy/compose.env.example');
const SECRETS = [
  'MYSQL_PASSWORD',
  'MYSQL_ROOT_PASSWORD',
  'SESSION_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'ADMIN_CONSOLE_PASSWORD',
  'VIDEO_ACCEL_SECRET',
];

/** Runs Debian's docker-compose (v1) with only the variables given, never the caller's own secrets. */
function compose(args: string[], env: Record<string, string> = {}) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !SECRETS.includes(name) && !name.startsWith('REMOTE_')),
  );
  const result = spawnSync('docker-compose', args, { cwd: REPO_ROOT, env: { ...clean, ...env }, encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(
      'docker-compose is not installed: .ci/run installs it (apt-get install docker-compose), or install it yourself',
    );
  }
  return result;
}

const withExampleEnv = (args: string[]) => compose(['--env-file', EXAMPLE_ENV, '-f', COMPOSE_FILE, ...args]);

/** The environment keys one service ends up with, read from the normalised `config` output. */
function environmentOf(config: string, service: string): string[] {
  const lines = config.split('\n');
  const start = lines.indexOf(`  ${service}:`);
  if (start < 0) return [];
  const keys: string[] = [];
  let inEnvironment = false;
  for (const line of lines.slice(start + 1)) {
    if (/^ {0,2}\S/.test(line)) break;
    if (/^ {4}\S/.test(line)) inEnvironment = line.trim() === 'environment:';
    else if (inEnvironment && /^ {6}[A-Z_]+:/.test(line)) keys.push(line.trim().split(':')[0]);
  }
  return keys;
}

describe('split deployment (docker-compose.yml)', () => {
  test('docker-compose accepts the file with the example environment', () => {
    const result = withExampleEnv(['config', '-q']);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  });

  test('it runs mysql, the api, the shell and each remote as its own service', () => {
    const result = withExampleEnv(['config', '--services']);
    expect(result.status).toBe(0);
    expect(result.stdout.trim().split('\n').sort()).toEqual([
      'api',
      'mysql',
      'remote-admin',
      'remote-member',
      'remote-public',
      'shell',
    ]);
  });

  test.each(SECRETS)('it refuses to start without %s', (secret) => {
    const example = fs.readFileSync(EXAMPLE_ENV, 'utf8');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-env-'));
    const withoutSecret = path.join(dir, '.env');
    fs.writeFileSync(withoutSecret, example.replace(new RegExp(`^${secret}=.*$`, 'm'), ''));
    const result = compose(['--env-file', withoutSecret, '-f', COMPOSE_FILE, 'config', '-q']);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(`set ${secret}`);
  });

  test('the api counts as healthy only once it can serve (/api/health/ready), so the shell waits for the database too', () => {
    const config = withExampleEnv(['config']).stdout;
    const api = config.slice(config.indexOf('\n  api:'), config.indexOf('\n  mysql:'));
    expect(api).toMatch(/healthcheck:[\s\S]*\/api\/health\/ready/);
  });

  test('every image it builds has its Dockerfile, and every web image names an app of the repository', () => {
    const text = fs.readFileSync(COMPOSE_FILE, 'utf8');
    const dockerfiles = [...text.matchAll(/dockerfile:\s*(\S+)/g)].map(([, file]) => file);
    const apps = [...text.matchAll(/APP:\s*(\S+)/g)].map(([, app]) => app);
    expect(new Set(dockerfiles)).toEqual(new Set(['deploy/api.Dockerfile', 'deploy/web.Dockerfile']));
    for (const file of dockerfiles) expect(fs.existsSync(path.join(REPO_ROOT, file))).toBe(true);
    expect(apps.sort()).toEqual(['remote-admin', 'remote-member', 'remote-public', 'shell']);
    for (const app of apps) expect(fs.existsSync(path.join(REPO_ROOT, app, 'package.json'))).toBe(true);
  });

  test('each nginx template only uses variables its service is given', () => {
    const config = withExampleEnv(['config']).stdout;
    const templateVariables = (kind: string) =>
      fs
        .readdirSync(path.join(REPO_ROOT, 'deploy/nginx', kind))
        .flatMap((file) =>
          [
            ...fs.readFileSync(path.join(REPO_ROOT, 'deploy/nginx', kind, file), 'utf8').matchAll(/\$\{([A-Z_]+)\}/g),
          ].map(([, name]) => name),
        );
    for (const name of templateVariables('shell'))
      expect({ service: 'shell', has: environmentOf(config, 'shell').includes(name), name }).toEqual({
        service: 'shell',
        has: true,
        name,
      });
    for (const service of ['remote-public', 'remote-member', 'remote-admin']) {
      for (const name of templateVariables('remote'))
        expect({ service, has: environmentOf(config, service).includes(name), name }).toEqual({
          service,
          has: true,
          name,
        });
    }
  });

  test('the api is told where each remote is served, so a remote moves without rebuilding the shell', () => {
    const config = withExampleEnv(['config']).stdout;
    expect(environmentOf(config, 'api')).toEqual(
      expect.arrayContaining([
        'REMOTE_PUBLIC_URL',
        'REMOTE_MEMBER_URL',
        'REMOTE_ADMIN_URL',
        'DATABASE_URL',
        'SESSION_SECRET',
      ]),
    );
  });
});
