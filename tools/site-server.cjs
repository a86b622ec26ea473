// Starts the BUILT site (api/dist/main.js serving the API, the shell and the three remotes) on a
// free port with a throw-away SQLite data directory. Shared by the e2e suites and `npm run bench`,
// so both look at exactly what `npm start` serves.
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..');

/** What `npm start` needs on disk: the package that builds it and a file that proves it was built. */
const BUILD_OUTPUTS = [
  ['@academy/common', 'common/dist/index.js'],
  ['@academy/context', 'context/dist/index.js'],
  ['@academy/api', 'api/dist/main.js'],
  ['shell', 'shell/dist/index.html'],
  ['shell', 'shell/dist/main.js'],
  ['shell', 'shell/dist/server/render.js'],
  ['remote-public', 'remote-public/dist/remoteEntry.js'],
  ['remote-public', 'remote-public/dist/server/remoteEntry.js'],
  ['remote-member', 'remote-member/dist/server/remoteEntry.js'],
  ['remote-member', 'remote-member/dist/remoteEntry.js'],
  ['remote-admin', 'remote-admin/dist/remoteEntry.js'],
];

/** Enough for the API alone (it answers without the front ends): what the proxy bench needs. */
const API_BUILD_OUTPUTS = BUILD_OUTPUTS.filter(([name]) => name.startsWith('@academy/'));

/** Packages whose build output is missing, each named once. */
function missingBuilds(outputs = BUILD_OUTPUTS) {
  const missing = outputs.filter(([, output]) => !fs.existsSync(path.join(REPO_ROOT, output))).map(([name]) => name);
  return [...new Set(missing)];
}

/** `preferred` when given, else a port nobody listens on right now (the OS picks it). */
function freePort(preferred) {
  if (preferred) return Promise.resolve(Number(preferred));
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Made up for one run, so nothing secret is written into the repository. */
function throwAwayCredentials() {
  const token = () => randomBytes(12).toString('base64url');
  return {
    adminEmail: 'e2e-admin@academy.test',
    adminPassword: `admin-${token()}`,
    consolePassword: `console-${token()}`,
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(baseUrl, child, logFile, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the site stopped during start-up (exit code ${child.exitCode}); see ${logFile}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`GET ${baseUrl}/api/health did not answer 200 within ${timeoutMs / 1000} s; see ${logFile}`);
}

/**
 * The server's environment: always embedded SQLite and same-origin remotes, whatever the caller's
 * shell holds; `extra` (a suite's own REMOTE_PUBLIC_URL, say) goes on top.
 */
function siteEnv(port, dataDir, credentials, extra) {
  const env = { ...process.env };
  const inherited = [
    'DATABASE_URL',
    'TEST_DATABASE_URL',
    'SESSION_SECRET',
    'REMOTE_PUBLIC_URL',
    'REMOTE_MEMBER_URL',
    'REMOTE_ADMIN_URL',
    'ALLOWED_ORIGINS',
    'VIDEO_UPSTREAM_HOSTS',
    'VIDEO_ACCEL',
    'PUBLIC_URL',
    'TRUST_PROXY',
  ];
  for (const name of inherited) {
    delete env[name];
  }
  return Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: credentials.adminEmail,
    ADMIN_PASSWORD: credentials.adminPassword,
    ADMIN_CONSOLE_PASSWORD: credentials.consolePassword,
    // The browser suites share one server and sign up far more than a class's 30 accounts an hour
    // from 127.0.0.1; the limit itself is covered by the API's signup-throttle suite.
    SIGNUP_LIMIT_PER_HOUR: '1000',
    // Likewise the consultation requests (CONSULT_LIMIT_PER_HOUR, default 5): the API's consultations suite covers the limit.
    CONSULT_LIMIT_PER_HOUR: '1000',
    ...extra,
  });
}

/**
 * @param {object} options
 * @param {string} options.logFile  where the server's output goes (it is not echoed)
 * @param {number|string} [options.port]  a fixed port; a free one otherwise
 * @param {{adminEmail: string, adminPassword: string, consolePassword: string}} [options.credentials]
 * @param {number} [options.timeoutMs]
 * @param {Record<string, string>} [options.env]  extra variables for the server (e.g. SOURCE_MAPS)
 * @param {Array<[string, string]>} [options.builds]  what must be built (default: the whole site)
 */
async function startSite({
  logFile,
  port,
  credentials = throwAwayCredentials(),
  timeoutMs = 60_000,
  env = {},
  builds = BUILD_OUTPUTS,
}) {
  const missing = missingBuilds(builds);
  if (missing.length)
    throw new Error(`The site is not built (missing: ${missing.join(', ')}). Run \`npm run build\` first.`);

  const chosenPort = await freePort(port);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-site-'));
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/main.js')], {
    cwd: REPO_ROOT,
    env: siteEnv(chosenPort, dataDir, credentials, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const baseUrl = `http://127.0.0.1:${chosenPort}`;
  try {
    await waitForHealth(baseUrl, child, logFile, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port: chosenPort, credentials, pid: child.pid, dataDir, stop };
}

module.exports = {
  REPO_ROOT,
  BUILD_OUTPUTS,
  API_BUILD_OUTPUTS,
  missingBuilds,
  freePort,
  throwAwayCredentials,
  startSite,
};
