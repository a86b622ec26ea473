import { spawn } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { createTestApp, type TestApp } from './support/test-app';

const API_DIR = path.resolve(__dirname, '..');

/** Starts the API as an operator would, with TRUST_PROXY set; its exit code and what it printed. */
function startWith(trustProxy: string): Promise<{ code: number | null; output: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-trust-proxy-'));
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: API_DIR,
    // Should a value start the server, it listens where nothing else does and the test ends it.
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(40_000 + Math.floor(Math.random() * 20_000)),
      TRUST_PROXY: trustProxy,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(killer);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    }),
  );
}

describe('TRUST_PROXY (e2e)', () => {
  // Each of these let a client choose the address its throttles count (0.0.0.0/0 even crashed in Express).
  it.each(['99', '0.0.0.0/0', '0.0.0.0/1, 128.0.0.0/1', '11.0.0.0/8', 'true'])(
    'refuses %j at start, naming the variable and the value, without a stack trace',
    async (value) => {
      const { code, output } = await startWith(value);
      expect(code).toBe(1);
      expect(output).toContain('TRUST_PROXY');
      expect(output).toContain(`"${value}"`);
      expect(output).not.toMatch(/^\s+at /m);
    },
    90_000,
  );

  describe('behind one proxy (TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: '1', CONSULT_LIMIT_PER_HOUR: '5' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('counts the address the proxy saw, whatever the client wrote before it', async () => {
      const statuses: number[] = [];
      for (let n = 1; n <= 8; n += 1) {
        const response = await t
          .http()
          .post('/api/consultations')
          // The proxy appends the address it saw (here 198.51.100.9); the rest is the client's own writing.
          .set('X-Forwarded-For', `203.0.113.${n}, 127.0.0.1, 198.51.100.9`)
          .send({ name: `김민수${n}`, phone: '01012345678', consent: true });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    });
  });
});
