import { createHash } from 'crypto';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MESSAGES, PASSWORD_RESET } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AuditRecord } from '../src/audit/audit-record.entity';
import { PasswordResetToken } from '../src/passwords/password-reset-token.entity';
import { createMember, signIn } from './support/accounts';
import { emlMessages, outboxRows, resetTokenIn, sendDue } from './support/mail';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/test-app';

const P = MESSAGES.passwordReset;
const SAME_ANSWER = { ok: true, message: P.requested };

let nextIp = 0;
/** A client address of its own per call (TRUST_PROXY): the per-address limit has its own test. */
const freshIp = () => `198.51.100.${++nextIp}`;

describe('forgot password: reset links by e-mail (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', PUBLIC_URL: 'https://academy.test' });
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = (email: string, ip = freshIp()) =>
    t.http().post('/api/auth/password-reset-requests').set('X-Forwarded-For', ip).send({ email });
  const reset = (token: string, newPassword = 'new-password-1', confirmPassword = newPassword) =>
    t.http().post('/api/auth/password-reset').send({ token, newPassword, confirmPassword });
  const login = (email: string, password: string) =>
    t.http().post('/api/auth/login').set('X-Forwarded-For', freshIp()).send({ email, password });
  const tokens = () => t.app.get(DataSource).getRepository(PasswordResetToken);

  /**
   * Asks for a link for the address and answers the token from the mail the default transport wrote.
   * The app's own outbox worker may have claimed the message first (then sendDue finds nothing due
   * and returns before that worker's file is written): wait for the address's next mail.
   */
  async function mailedToken(email: string): Promise<string> {
    const mailsTo = async () =>
      (await emlMessages(t)).filter((mail) => mail.to && JSON.stringify(mail.to).includes(email));
    const before = (await mailsTo()).length;
    await ask(email).expect(202);
    for (let waited = 0; ; waited += 50) {
      await sendDue(t);
      const mails = await mailsTo();
      if (mails.length > before) return resetTokenIn(mails.at(-1)!);
      if (waited > 10_000) throw new Error(`no reset mail to ${email} after 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('answers an unknown address 202 with the same body as a member, and writes no mail', async () => {
    const before = (await outboxRows(t)).length;
    const unknown = await ask('nobody-here@test.local').expect(202);
    const member = await createMember(t, 'VERIFIED');
    const known = await ask(member.email).expect(202);
    expect(unknown.body).toEqual(SAME_ANSWER);
    expect(known.body).toEqual(unknown.body);
    const rows = (await outboxRows(t)).slice(before);
    expect(rows.map((row) => [row.kind, row.recipient])).toEqual([['PASSWORD_RESET', member.email]]);
  });

  it('answers an ADMIN account the same 202 and sends it no mail', async () => {
    const before = (await outboxRows(t)).length;
    const response = await ask(TEST_ADMIN.email).expect(202);
    expect(response.body).toEqual(SAME_ANSWER);
    expect((await outboxRows(t)).length).toBe(before);
  });

  it('mails a link that sets the new password, ends every session and writes an audit row', async () => {
    const member = await createMember(t, 'VERIFIED');
    const browser = await signIn(t, member.email, member.password);
    const spies = [
      ...(['log', 'warn', 'error'] as const).map((level) => jest.spyOn(Logger.prototype, level)),
      jest.spyOn(console, 'log').mockImplementation(() => undefined),
    ];
    await ask(member.email.toUpperCase()).expect(202);
    await sendDue(t);

    const mail = (await emlMessages(t)).at(-1)!;
    expect(mail.subject).toBe('[이든 영어학원] 비밀번호 재설정 안내');
    expect(mail.text).toContain('아래 버튼을 눌러 새 비밀번호를 정해주세요');
    expect(mail.text).toContain('경상남도 창원시 성산구 중앙대로 89');
    const token = resetTokenIn(mail);
    expect(mail.text).toContain(`https://academy.test/reset-password?token=${token}`);
    expect(mail.html).toContain(`href="https://academy.test/reset-password?token=${token}"`);
    // 256 random bits, kept only as their SHA-256.
    expect(Buffer.from(token, 'base64url')).toHaveLength(PASSWORD_RESET.tokenBytes);
    const stored = await tokens().findOneByOrFail({ userId: member.id });
    expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await tokens().find())).not.toContain(token);
    // The sent row forgets the link.
    expect((await outboxRows(t)).at(-1)).toMatchObject({ state: 'sent', payload: '' });
    // The log names the subject only.
    const logged = JSON.stringify(spies.flatMap((spy) => spy.mock.calls));
    spies.forEach((spy) => spy.mockRestore());
    // The .eml default prints where the message went and its subject, like the start-up banner.
    expect(logged).toMatch(/outbox\/[^"]+\.eml 에 저장했습니다: \[이든 영어학원\] 비밀번호 재설정 안내/);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(member.email);

    const done = await reset(token).expect(200);
    expect(done.body).toEqual({ ok: true, message: P.done });
    await browser.get('/api/auth/user').expect(401);
    await login(member.email, member.password).expect(401);
    await login(member.email, 'new-password-1').expect(200);
    const audit = await t.app
      .get(DataSource)
      .getRepository(AuditRecord)
      .findOneByOrFail({ action: 'MEMBER_PASSWORD_RESET_BY_LINK', targetId: member.id });
    expect(audit).toMatchObject({
      actorType: 'MEMBER',
      actorId: member.id,
      actorEmail: member.email,
      targetType: 'MEMBER',
    });
    expect(audit.summary).toContain(ADMIN_MESSAGES.audit.memberDone.passwordResetByLink);
  });

  it('a used link is 400 INVALID_TOKEN with the Korean message', async () => {
    const member = await createMember(t, 'PENDING');
    const token = await mailedToken(member.email);
    await reset(token).expect(200);
    const again = await reset(token, 'other-password-2').expect(400);
    expect(again.body).toMatchObject({ ok: false, statusCode: 400, code: 'INVALID_TOKEN', message: P.invalidToken });
    await login(member.email, 'other-password-2').expect(401);
  });

  it('an unknown, missing or malformed token is 400 INVALID_TOKEN', async () => {
    for (const token of ['not-a-token', '', 'x'.repeat(500), 42, null]) {
      const response = await t
        .http()
        .post('/api/auth/password-reset')
        .send({ token, newPassword: 'new-password-1', confirmPassword: 'new-password-1' })
        .expect(400);
      expect(response.body.code).toBe('INVALID_TOKEN');
    }
  });

  it('a link older than 30 minutes is 400 INVALID_TOKEN', async () => {
    const member = await createMember(t, 'VERIFIED');
    const token = await mailedToken(member.email);
    await tokens().update({ userId: member.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(token).expect(400)).body.code).toBe('INVALID_TOKEN');
    await login(member.email, member.password).expect(200);
  });

  it('a newer link voids the older one', async () => {
    const member = await createMember(t, 'VERIFIED');
    const older = await mailedToken(member.email);
    const newer = await mailedToken(member.email);
    expect(newer).not.toBe(older);
    expect((await reset(older).expect(400)).body.code).toBe('INVALID_TOKEN');
    await reset(newer).expect(200);
  });

  it('a password change voids the link', async () => {
    const member = await createMember(t, 'VERIFIED');
    const token = await mailedToken(member.email);
    const browser = await signIn(t, member.email, member.password);
    await browser
      .post('/api/auth/password')
      .send({ currentPassword: member.password, newPassword: 'changed-pass-3', confirmPassword: 'changed-pass-3' })
      .expect(200);
    expect((await reset(token).expect(400)).body.code).toBe('INVALID_TOKEN');
    await login(member.email, 'changed-pass-3').expect(200);
  });

  it('checks the new password by the sign-up rules (400 VALIDATION_FAILED) and keeps the link usable', async () => {
    const member = await createMember(t, 'VERIFIED');
    const token = await mailedToken(member.email);
    const short = await reset(token, '12345').expect(400);
    expect(short.body.errors).toEqual([{ field: 'newPassword', message: MESSAGES.validation.passwordMin }]);
    const mismatch = await reset(token, 'new-password-1', 'new-password-2').expect(400);
    expect(mismatch.body.errors).toEqual([{ field: 'confirmPassword', message: MESSAGES.validation.passwordMismatch }]);
    const badEmail = await ask('not-an-email').expect(400);
    expect(badEmail.body.errors).toEqual([{ field: 'email', message: MESSAGES.validation.email }]);
    await reset(token).expect(200);
  });

  it(`throttles per e-mail (${PASSWORD_RESET.perEmail} an hour, from any address), known or not`, async () => {
    for (const email of [(await createMember(t, 'VERIFIED')).email, 'unknown-throttled@test.local']) {
      for (let i = 0; i < PASSWORD_RESET.perEmail; i++) await ask(email).expect(202);
      const refused = await ask(email).expect(429);
      expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', message: P.rateLimited });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it(`throttles per client address (${PASSWORD_RESET.perIp} an hour, whatever the e-mail)`, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < PASSWORD_RESET.perIp; i++) await ask(`walker-${i}@test.local`, ip).expect(202);
    expect((await ask('walker-last@test.local', ip).expect(429)).body.code).toBe('RATE_LIMITED');
    await ask('walker-last@test.local', freshIp()).expect(202);
  });
});
