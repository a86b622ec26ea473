import { spawn, type ChildProcess } from 'child_process';
import { createHmac } from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DAY_MS, MINUTE_MS } from '@academy/common/korean-days';
import { enqueuePhoneMessage } from '../src/phone/phone-outbox';
import type { PhoneMessage } from '../src/phone/phone-message';
import { PhoneOutboxMessage } from '../src/phone/phone-outbox-message.entity';
import { PhoneOutboxWorker } from '../src/phone/phone-outbox-worker';
import { freePort } from './support/free-port';
import { standInRemote, standInShell } from './support/site-stand-ins';
import { SolapiStandIn } from './support/solapi-stand-in';
import { createTestApp, createTestConfig, startApp, type TestApp } from './support/test-app';

const API_DIR = path.resolve(__dirname, '..');
const later = (ms: number) => new Date(Date.now() + ms);
const TEMPLATES = {
  KAKAO_TEMPLATE_CONSULTATION: 'KA01TP-CONSULT',
  KAKAO_TEMPLATE_APPROVED: 'KA01TP-APPROVED',
  KAKAO_TEMPLATE_WEEKLY_REPORT: 'KA01TP-WEEKLY',
};

const sendDue = (t: TestApp, now?: Date) => t.app.get(PhoneOutboxWorker).runOnce(now);
const rows = (t: TestApp) => t.app.get(DataSource).getRepository(PhoneOutboxMessage);
const enqueue = (t: TestApp, ...messages: PhoneMessage[]) =>
  t.app.get(DataSource).transaction(async (manager) => {
    for (const message of messages) await enqueuePhoneMessage(manager, message);
  });
const keyed = (standIn: SolapiStandIn, extra: Record<string, string> = {}) => ({
  SOLAPI_API_KEY: standIn.apiKey,
  SOLAPI_API_SECRET: standIn.apiSecret,
  SOLAPI_BASE_URL: standIn.url,
  SMS_SENDER: '02-555-0101',
  ...extra,
});
const report = (to: string): PhoneMessage => ({
  kind: 'WEEKLY_REPORT',
  to,
  parentName: '김영희',
  summary: '이번 주 강의 3개, 95분 수강',
  link: 'https://academy.test/parent/report?week=2026-W23',
});

describe('문자·알림톡 outbox through Solapi (e2e)', () => {
  // One stand-in for the file: the SDK's requests are re-addressed once per process (solapi-base-url.ts).
  const standIn = new SolapiStandIn();
  beforeAll(async () => {
    // The tests drive runOnce themselves: the apps' own 5-second pollers would take rows between
    // a test's steps (a spawned API keeps its poller: that is the process killed mid-send).
    jest.spyOn(PhoneOutboxWorker.prototype, 'onApplicationBootstrap').mockImplementation(() => undefined);
    await standIn.start();
  });
  afterAll(async () => {
    await standIn.stop();
  });
  const sentTo = (to: string) => standIn.requests.filter((request) => request.body.messages?.[0]?.to === to);

  describe('with keys and 알림톡 templates', () => {
    let t: TestApp;
    let sibling: TestApp;

    beforeAll(async () => {
      // With the web apps (stand-ins): the plain form post to /consultation is theirs.
      t = await createTestApp(
        { ...keyed(standIn, { KAKAO_PFID: 'KA01PF-EDEN', ...TEMPLATES }), CONSULT_LIMIT_PER_HOUR: '100' },
        undefined,
        { serveWebApps: true, webAppDirs: { shell: standInShell(), public: standInRemote() } },
      );
      sibling = await t.sibling();
    });
    afterAll(async () => {
      await sibling.close();
      await t.close();
    });

    it('sends a 알림톡 as the SDK writes it: ATA, pfId, the template, its variables, the text and the sender', async () => {
      await enqueue(t, { kind: 'MEMBER_APPROVED', to: '010-1111-0001', name: '이민준' });
      expect([...(await sendDue(t)).values()]).toEqual(['sent']);
      const [request] = sentTo('01011110001');
      expect(request!.status).toBe(200);
      expect(request!.body.messages).toEqual([
        {
          to: '01011110001',
          from: '025550101',
          type: 'ATA',
          text: '[이든 영어학원] 회원 승인 안내\n이민준님, 회원가입이 승인되었습니다. 이제 로그인해 수업을 들으실 수 있습니다.',
          kakaoOptions: {
            pfId: 'KA01PF-EDEN',
            templateId: 'KA01TP-APPROVED',
            variables: { '#{학원명}': '이든 영어학원', '#{이름}': '이민준' },
            disableSms: false,
          },
        },
      ]);
      const row = await rows(t).findOneByOrFail({ recipient: '010-1111-0001' });
      expect(row).toMatchObject({ state: 'sent', payload: '', attempts: 0, claimedUntil: null });
    });

    it('signs every request: the stand-in checked the HMAC, and refuses a request signed with another secret', async () => {
      for (const request of standIn.requests.filter((each) => each.status === 200))
        expect(request.authorization).toMatch(
          new RegExp(`^HMAC-SHA256 apiKey=${standIn.apiKey}, date=\\S+, salt=\\w+, signature=[0-9a-f]{64}$`),
        );
      const date = new Date().toISOString();
      const signed = (secret: string) =>
        `HMAC-SHA256 apiKey=${standIn.apiKey}, date=${date}, salt=abc123, signature=${createHmac('sha256', secret).update(`${date}abc123`).digest('hex')}`;
      const post = (authorization?: string) =>
        fetch(`${standIn.url}/messages/v4/send-many/detail`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
          body: JSON.stringify({ messages: [{ to: '01000000000', text: 'x' }] }),
        });
      expect((await post()).status).toBe(401);
      expect((await post(signed('not-the-secret'))).status).toBe(403);
      expect((await post(signed(standIn.apiSecret))).status).toBe(200);
      standIn.delivered.pop();
    });

    it('a 알림톡 whose template Kakao refuses reaches the phone as 문자, sent by the provider (disableSms false)', async () => {
      standIn.refuseTemplate('KA01TP-CONSULT');
      await enqueue(t, { kind: 'CONSULTATION_CONFIRMED', to: '010-1111-0002', name: '박서연' });
      expect([...(await sendDue(t)).values()]).toEqual(['sent']);
      expect(standIn.delivered.filter((each) => each.to === '01011110002')).toEqual([
        {
          to: '01011110002',
          from: '025550101',
          type: 'SMS',
          text: '[이든 영어학원] 상담 신청 접수\n박서연님, 상담 신청이 접수되었습니다. 곧 연락드리겠습니다.',
          templateId: 'KA01TP-CONSULT',
          replacement: true,
        },
      ]);
    });

    it('sends the account notice before waiting weekly reports (priority), each once', async () => {
      await enqueue(t, report('010-2222-0001'), report('010-2222-0002'));
      await enqueue(t, { kind: 'MEMBER_APPROVED', to: '010-2222-0003', name: '최지우' });
      const before = standIn.requests.length;
      await sendDue(t);
      expect(standIn.requests.slice(before).map((request) => request.body.messages![0]!.to)).toEqual([
        '01022220003',
        '01022220001',
        '01022220002',
      ]);
      expect(standIn.requests.at(-1)!.body.messages![0]!.kakaoOptions).toMatchObject({
        templateId: 'KA01TP-WEEKLY',
        variables: {
          '#{학부모명}': '김영희',
          '#{요약}': '이번 주 강의 3개, 95분 수강',
          '#{링크}': 'https://academy.test/parent/report?week=2026-W23',
        },
      });
    });

    it('a consultation with smsConsent gets one confirmation, by JSON or by the plain form; without it none', async () => {
      const count = () => rows(t).countBy({ kind: 'CONSULTATION_CONFIRMED' });
      const before = await count();
      const consult = (body: object) => t.http().post('/api/consultations').send(body).expect(201);
      await consult({ name: '한지민', phone: '010 3333 0001', consent: true, smsConsent: true });
      await consult({ name: '한지민', phone: '010 3333 0002', consent: true });
      await consult({ name: '한지민', phone: '010 3333 0003', consent: true, smsConsent: false });
      // A landline cannot take a 문자: the request is stored, no message is written.
      await consult({ name: '한지민', phone: '02-333-0004', consent: true, smsConsent: true });
      await t
        .http()
        .post('/consultation')
        .type('form')
        .send({ name: '윤하늘', phone: '010-3333-0005', consent: 'on', smsConsent: 'on' })
        .expect(303);
      await t
        .http()
        .post('/consultation')
        .type('form')
        .send({ name: '윤하늘', phone: '010-3333-0006', consent: 'on' })
        .expect(303);
      // Refused (no consent): nothing written.
      await t
        .http()
        .post('/api/consultations')
        .send({ name: '한', phone: '01033330007', smsConsent: true })
        .expect(400);
      expect(await count()).toBe(before + 2);
      expect((await rows(t).findBy({ kind: 'CONSULTATION_CONFIRMED' })).map((row) => row.recipient)).toEqual(
        expect.arrayContaining(['010-3333-0001', '010-3333-0005']),
      );
      await sendDue(t);
      expect(sentTo('01033330001')).toHaveLength(1);
      expect(sentTo('01033330005')).toHaveLength(1);
      for (const missing of ['01033330002', '01033330003', '0233330004', '01033330006'])
        expect(sentTo(missing)).toHaveLength(0);
    });

    it('two processes racing over the same rows send each message once', async () => {
      const numbers = Array.from({ length: 12 }, (_, n) => `010-4444-${String(n).padStart(4, '0')}`);
      await enqueue(t, ...numbers.map((to) => ({ kind: 'MEMBER_APPROVED' as const, to, name: '학생' })));
      standIn.latencyMs = 20;
      const outcomes = await Promise.all([sendDue(t), sendDue(sibling), sendDue(t), sendDue(sibling)]);
      standIn.latencyMs = 0;
      const taken = outcomes.flatMap((outcome) => [...outcome.values()]);
      expect(taken).toEqual(numbers.map(() => 'sent'));
      for (const to of numbers) expect(sentTo(to.replace(/-/g, ''))).toHaveLength(1);
    });

    it('retries after a 503 (past the SDK retries) and after a dropped connection, then sends once', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn');
      await enqueue(t, { kind: 'MEMBER_APPROVED', to: '010-5555-0001', name: '정우성' });
      // The SDK itself tries a 503 four times (one call and three retries) before it gives up.
      standIn.failNext(4, 503);
      expect([...(await sendDue(t)).values()]).toEqual(['retry']);
      let row = await rows(t).findOneByOrFail({ recipient: '010-5555-0001' });
      expect(row).toMatchObject({ state: 'pending', attempts: 1, claimedUntil: null });
      expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50 * 1000);
      expect(row.lastError).toContain('RequestFailedAfterRetry');
      // Not due yet.
      expect((await sendDue(t)).size).toBe(0);

      standIn.failNext(1, 'drop');
      expect([...(await sendDue(t, later(90 * 1000))).values()]).toEqual(['retry']);
      row = await rows(t).findOneByOrFail({ recipient: '010-5555-0001' });
      expect(row.attempts).toBe(2);
      expect(row.lastError).toBeTruthy();

      // The second failure waits 5 minutes from the attempt a minute and a half in.
      expect([...(await sendDue(t, later(8 * MINUTE_MS))).values()]).toEqual(['sent']);
      expect(sentTo('01055550001').filter((request) => request.status === 200)).toHaveLength(1);
      expect(standIn.delivered.filter((each) => each.to === '01055550001')).toHaveLength(1);
      const logged = JSON.stringify(warn.mock.calls);
      warn.mockRestore();
      expect(logged).not.toContain(standIn.apiSecret);
      expect(logged).not.toContain('010-5555-0001');
      expect(JSON.stringify(await rows(t).find())).not.toContain(standIn.apiSecret);
    });

    it('gives a message up after the retry schedule: failed, payload emptied', async () => {
      await enqueue(t, report('010-6666-0001'));
      const row = await rows(t).findOneByOrFail({ recipient: '010-6666-0001' });
      await rows(t).update({ id: row.id }, { createdAt: new Date(Date.now() - 3 * DAY_MS + MINUTE_MS), attempts: 5 });
      standIn.failNext(1, 500);
      expect([...(await sendDue(t)).values()]).toEqual(['failed']);
      const failed = await rows(t).findOneByOrFail({ id: row.id });
      expect(failed).toMatchObject({ state: 'failed', attempts: 6, payload: '', claimedUntil: null });
      expect(failed.lastError).toContain('InternalError');
      expect((await sendDue(t, later(2 * DAY_MS))).size).toBe(0);
    });
  });

  it('a wrong secret is refused by the signature check, retried, and never written to the row or the log', async () => {
    const t = await createTestApp(keyed(standIn, { SOLAPI_API_SECRET: 'WRONG-SECRET-0123456789' }));
    try {
      const warn = jest.spyOn(Logger.prototype, 'warn');
      await enqueue(t, { kind: 'MEMBER_APPROVED', to: '010-7777-0001', name: '강하늘' });
      expect([...(await sendDue(t)).values()]).toEqual(['retry']);
      expect(sentTo('01077770001').map((request) => request.status)).toEqual([403]);
      const [row] = await rows(t).find();
      expect(row!.lastError).toContain('SignatureDoesNotMatch');
      const logged = JSON.stringify([...warn.mock.calls, row]);
      warn.mockRestore();
      expect(logged).not.toContain('WRONG-SECRET-0123456789');
    } finally {
      await t.close();
    }
  });

  it('without keys, writes each message as a .sms.json file beside the .eml files: exactly { to, kind, text }', async () => {
    const t = await createTestApp({ KAKAO_PFID: 'KA01PF-EDEN', KAKAO_TEMPLATE_APPROVED: 'KA01TP-APPROVED' });
    try {
      await enqueue(
        t,
        { kind: 'MEMBER_APPROVED', to: '010-8888-0001', name: '이민준' },
        { kind: 'CONSULTATION_CONFIRMED', to: '010-8888-0002', name: '박서연' },
        report('010-8888-0003'),
      );
      expect([...(await sendDue(t)).values()]).toEqual(['sent', 'sent', 'sent']);
      const folder = path.join(t.config.dataDir, 'outbox');
      const names = fs.readdirSync(folder).sort();
      expect(names.every((name) => /^[\dT-]+Z-\d+\.sms\.json$/.test(name))).toBe(true);
      const files = names.map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as unknown);
      expect(files).toEqual([
        {
          to: '010-8888-0001',
          kind: 'ATA',
          text: '[이든 영어학원] 회원 승인 안내\n이민준님, 회원가입이 승인되었습니다. 이제 로그인해 수업을 들으실 수 있습니다.',
        },
        {
          to: '010-8888-0002',
          kind: 'SMS',
          text: '[이든 영어학원] 상담 신청 접수\n박서연님, 상담 신청이 접수되었습니다. 곧 연락드리겠습니다.',
        },
        {
          to: '010-8888-0003',
          kind: 'SMS',
          text: '[이든 영어학원] 주간 학습 리포트\n김영희님, 이번 주 강의 3개, 95분 수강\n자세히 보기: https://academy.test/parent/report?week=2026-W23',
        },
      ]);
      expect((await rows(t).find()).every((row) => row.state === 'sent' && row.payload === '')).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('never twice over kill -9: a process killed mid-send holds its claim, then one other process sends it once', async () => {
    const { config, cleanup } = await createTestConfig(keyed(standIn));
    const port = await freePort();
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      DATA_DIR: config.dataDir,
      SESSION_SECRET: config.sessionSecret,
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...(config.database.type === 'mysql' ? { DATABASE_URL: config.database.url } : {}),
      ...keyed(standIn),
    };
    let child: ChildProcess | undefined = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
      cwd: API_DIR,
      env,
      stdio: 'ignore',
    });
    let t: TestApp | undefined;
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);
      const before = standIn.requests.length;
      // The request arrives at the provider and is never answered: the process dies mid-send.
      standIn.failNext(1, 'hold');
      const arrived = standIn.nextArrival();
      const response = await fetch(`http://127.0.0.1:${port}/api/consultations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: '서지호', phone: '010-9999-0001', consent: true, smsConsent: true }),
      });
      expect(response.status).toBe(201);
      await arrived;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      child = undefined;
      expect(standIn.requests.length - before).toBe(1);

      t = await startApp(config, cleanup);
      const [row] = await rows(t).find();
      expect(row).toMatchObject({ state: 'pending', attempts: 0 });
      expect(row!.claimedUntil!.getTime()).toBeGreaterThan(Date.now());
      // The dead process's claim stands: nobody else sends it meanwhile, however many try.
      const now = await Promise.all([sendDue(t), sendDue(t)]);
      expect(now.every((outcome) => outcome.size === 0)).toBe(true);
      expect(standIn.requests.length - before).toBe(1);
      // Once the claim lapses, one of two racing senders sends it, once.
      const lapsed = later(6 * MINUTE_MS);
      const outcomes = await Promise.all([sendDue(t, lapsed), sendDue(t, lapsed)]);
      expect(outcomes.flatMap((outcome) => [...outcome.values()])).toEqual(['sent']);
      expect(standIn.delivered.filter((each) => each.to === '01099990001')).toHaveLength(1);
      expect(await rows(t).findOneByOrFail({ id: row!.id })).toMatchObject({ state: 'sent', payload: '' });
    } finally {
      child?.kill('SIGKILL');
      if (t) await t.close();
      else await cleanup();
    }
  }, 120_000);
});

/** Waits until the spawned API answers its health check (it has migrated the database and listens). */
async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not start in 90 s');
}
