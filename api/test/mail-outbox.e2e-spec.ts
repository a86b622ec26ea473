import { Logger } from '@nestjs/common';
import type { AddressObject } from 'mailparser';
import { DataSource } from 'typeorm';
import { MINUTE_MS } from '@academy/common/korean-days';
import { AuditService } from '../src/audit/audit.service';
import { MAIL_PRIORITY } from '../src/mail/mail-message';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { OutboxService } from '../src/mail/outbox.service';
import { ThrottleCounter } from '../src/throttle/throttle-counter.entity';
import { throttleKey, ThrottleService } from '../src/throttle/throttle.service';
import { PasswordResetToken } from '../src/passwords/password-reset-token.entity';
import { User } from '../src/members/user.entity';
import { consoleAgent, createMember, signedInAdmin, type Agent } from './support/accounts';
import { emlMessages, LoopbackSmtp, outboxRows, resetTokenIn, sendDue } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';

const later = (ms: number) => new Date(Date.now() + ms);

describe('e-mail outbox: written with its event, sent once (e2e)', () => {
  describe('rows written in the event transaction (.eml default)', () => {
    let t: TestApp;
    let admin: Agent;

    beforeAll(async () => {
      // Several suites' worth of consultation requests from one address.
      t = await createTestApp({ CONSULT_LIMIT_PER_HOUR: '100' });
      admin = await signedInAdmin(t);
    });
    afterAll(async () => {
      await t.close();
    });

    const newRows = async (before: number) => (await outboxRows(t)).slice(before);

    it('approve, reject with its memo and revoke each write one mail to the member', async () => {
      const approved = await createMember(t, 'PENDING');
      const rejected = await createMember(t, 'PENDING');
      const revoked = await createMember(t, 'VERIFIED');
      const before = (await outboxRows(t)).length;
      await admin.post('/api/admin/approve-user').send({ userId: approved.id }).expect(200);
      await admin
        .post('/api/admin/reject-user')
        .send({ userId: rejected.id, memo: '재원생 명단에 없습니다.' })
        .expect(200);
      await admin.post('/api/admin/revoke-user').send({ userId: revoked.id, memo: '수강 기간 종료' }).expect(200);
      const rows = await newRows(before);
      expect(rows.map((row) => [row.kind, row.recipient, row.state])).toEqual([
        ['MEMBER_APPROVED', approved.email, 'pending'],
        ['MEMBER_REJECTED', rejected.email, 'pending'],
        ['MEMBER_REVOKED', revoked.email, 'pending'],
      ]);
      expect(JSON.parse(rows[1]!.payload)).toMatchObject({ memo: '재원생 명단에 없습니다.' });

      await sendDue(t);
      const mails = (await emlMessages(t)).slice(-3);
      expect(mails.map((mail) => mail.subject)).toEqual([
        '[이든 영어학원] 회원 승인이 완료되었습니다',
        '[이든 영어학원] 회원가입 승인 결과 안내',
        '[이든 영어학원] 회원 승인이 취소되었습니다',
      ]);
      expect(mails[1]!.text).toContain('재원생 명단에 없습니다.');
      expect(mails[2]!.text).toContain('수강 기간 종료');
      expect(mails[0]!.text).toContain('http://localhost:3000/login');
      expect((await newRows(before)).every((row) => row.state === 'sent' && row.sentAt && row.payload === '')).toBe(
        true,
      );
    });

    it('the batch decisions route writes one mail per member it decided, none for a refused id', async () => {
      const first = await createMember(t, 'PENDING');
      const second = await createMember(t, 'PENDING');
      const already = await createMember(t, 'VERIFIED');
      const before = (await outboxRows(t)).length;
      const response = await admin
        .post('/api/admin/members/decisions')
        .send({ ids: [first.id, already.id, second.id], decision: 'reject', memo: '서류 미비' })
        .expect(200);
      expect(response.body.results.map((result: { ok: boolean }) => result.ok)).toEqual([true, false, true]);
      expect((await newRows(before)).map((row) => [row.kind, row.recipient])).toEqual([
        ['MEMBER_REJECTED', first.email],
        ['MEMBER_REJECTED', second.email],
      ]);
    });

    it('a console session approving writes the mail too', async () => {
      const member = await createMember(t, 'PENDING');
      const before = (await outboxRows(t)).length;
      await (await consoleAgent(t)).post('/api/admin/approve-user').send({ userId: member.id }).expect(200);
      expect((await newRows(before)).map((row) => row.kind)).toEqual(['MEMBER_APPROVED']);
    });

    it('a console rejection mails no memo the staff did not type', async () => {
      const member = await createMember(t, 'PENDING');
      const before = (await outboxRows(t)).length;
      await (await consoleAgent(t)).post('/api/simple/reject-user').send({ userId: member.id }).expect(200);
      const rows = await newRows(before);
      expect(rows.map((row) => row.kind)).toEqual(['MEMBER_REJECTED']);
      expect(JSON.parse(rows[0]!.payload)).toMatchObject({ memo: null });
      await sendDue(t);
      const mail = (await emlMessages(t)).find(
        (message) => (message.to as AddressObject | undefined)?.text === member.email,
      );
      expect(mail?.text).not.toContain('관리자 메모');
      expect(mail?.text).not.toContain('콘솔');
    });

    it('writes no mail when the event is refused or its transaction fails', async () => {
      const member = await createMember(t, 'VERIFIED');
      const rejected = await createMember(t, 'PENDING');
      await admin.post('/api/admin/reject-user').send({ userId: rejected.id }).expect(200);
      const before = (await outboxRows(t)).length;
      // Refused: already approved, already rejected, not approved (409 each).
      await admin.post('/api/admin/approve-user').send({ userId: member.id }).expect(409);
      await admin.post('/api/admin/reject-user').send({ userId: rejected.id }).expect(409);
      await admin.post('/api/admin/revoke-user').send({ userId: rejected.id, memo: '사유' }).expect(409);
      // Failed after the mail was written: the audit row cannot be stored, so the whole change rolls back.
      const pending = await createMember(t, 'PENDING');
      const audit = jest.spyOn(AuditService.prototype, 'record').mockRejectedValueOnce(new Error('disk full'));
      await admin.post('/api/admin/approve-user').send({ userId: pending.id }).expect(500);
      audit.mockRestore();
      expect(await t.app.get(DataSource).getRepository(User).findOneByOrFail({ id: pending.id })).toMatchObject({
        role: 'PENDING',
      });
      expect(await newRows(before)).toEqual([]);
    });

    it('a consultation request writes the staff mail with it, and one that is not stored writes none', async () => {
      const before = (await outboxRows(t)).length;
      await t
        .http()
        .post('/api/consultations')
        .send({ name: '김하늘', phone: '010 9876 5432', grade: '중2', message: '레벨 테스트 문의', consent: true })
        .expect(201);
      // Refused before any row is written (no consent): nothing is announced.
      await t.http().post('/api/consultations').send({ name: '김하늘', phone: '01098765432' }).expect(400);
      const rows = await newRows(before);
      expect(rows.map((row) => [row.kind, row.recipient])).toEqual([['CONSULTATION_NEW', 'hello@eden-english.kr']]);
      expect(JSON.parse(rows[0]!.payload)).toMatchObject({
        consultation: { name: '김하늘', phone: '010-9876-5432', grade: '중2' },
      });

      // Whether or not the app's own poller deferred it to the next digest, it leaves then.
      await t.app
        .get(DataSource)
        .getRepository(ThrottleCounter)
        .delete({ key: throttleKey('mail-digest', 'consultations') });
      await sendDue(t, later(5 * MINUTE_MS));
      const mail = (await emlMessages(t)).at(-1)!;
      expect(mail.text).toContain('김하늘');
      expect(mail.text).toContain('010-9876-5432');
    });

    it('notices of new requests leave as one digest at most every 5 minutes, listing every request since the last', async () => {
      const rows = t.app.get(DataSource).getRepository(OutboxMessage);
      const digestKey = throttleKey('mail-digest', 'consultations');
      const counters = t.app.get(DataSource).getRepository(ThrottleCounter);
      const intervalEnds = () => counters.delete({ key: digestKey });
      const consult = (name: string) =>
        t.http().post('/api/consultations').send({ name, phone: '010 5555 0101', consent: true }).expect(201);
      // A digest has just left (the app's own poller runs beside this test: it must wait too).
      await intervalEnds();
      await t.app
        .get(ThrottleService)
        .reserve([{ scope: 'mail-digest', subject: 'consultations', limit: 1, windowMs: 5 * MINUTE_MS }]);
      const mailsBefore = (await emlMessages(t)).length;

      for (const name of ['첫째', '둘째', '셋째']) await consult(name);
      await sendDue(t);
      expect(await emlMessages(t)).toHaveLength(mailsBefore);
      const waiting = await rows.findBy({ kind: 'CONSULTATION_NEW', state: 'pending' });
      expect(waiting).toHaveLength(3);
      for (const row of waiting) expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 4 * MINUTE_MS);

      // The interval over: one mail with all three.
      await intervalEnds();
      await sendDue(t, later(5 * MINUTE_MS));
      let mails = await emlMessages(t);
      expect(mails).toHaveLength(mailsBefore + 1);
      expect(mails.at(-1)!.subject).toBe('[이든 영어학원] 새 상담 신청 3건');
      for (const name of ['첫째', '둘째', '셋째']) expect(mails.at(-1)!.text).toContain(name);

      // Two more within the next interval: they wait for its end, then leave together.
      for (const name of ['넷째', '다섯째']) await consult(name);
      await sendDue(t, later(5 * MINUTE_MS));
      expect(await emlMessages(t)).toHaveLength(mailsBefore + 1);
      await intervalEnds();
      await sendDue(t, later(11 * MINUTE_MS));
      mails = await emlMessages(t);
      expect(mails).toHaveLength(mailsBefore + 2);
      expect(mails.at(-1)!.subject).toBe('[이든 영어학원] 새 상담 신청 2건');
      expect(mails.at(-1)!.text).toContain('넷째');
      expect(mails.at(-1)!.text).toContain('다섯째');
      expect(mails.at(-1)!.text).not.toContain('첫째');
      expect(await rows.countBy({ kind: 'CONSULTATION_NEW', state: 'pending' })).toBe(0);
      await intervalEnds();
    });

    it('a reset link whose mail cannot be written leaves no token either', async () => {
      const member = await createMember(t, 'VERIFIED');
      const before = (await outboxRows(t)).length;
      const enqueue = jest
        .spyOn(OutboxService.prototype, 'enqueue')
        .mockRejectedValueOnce(new Error('outbox unavailable'));
      await t.http().post('/api/auth/password-reset-requests').send({ email: member.email }).expect(500);
      enqueue.mockRestore();
      expect(await newRows(before)).toEqual([]);
      expect(await t.app.get(DataSource).getRepository(PasswordResetToken).countBy({ userId: member.id })).toBe(0);
    });

    it('sends a reset link before 10,000 waiting staff notices: in the first poll, behind none of them', async () => {
      const rows = t.app.get(DataSource).getRepository(OutboxMessage);
      const now = new Date();
      const notice = {
        kind: 'CONSULTATION_NEW' as const,
        recipient: 'staff@academy.test',
        payload: '{}',
        state: 'pending' as const,
        priority: MAIL_PRIORITY.staff,
        attempts: 0,
        createdAt: now,
        nextAttemptAt: now,
      };
      // A flood of consultation requests came first (inserted in slices: one statement has a size limit).
      for (let slice = 0; slice < 50; slice++)
        await rows
          .createQueryBuilder()
          .insert()
          .values(Array.from({ length: 200 }, () => ({ ...notice })))
          .updateEntity(false)
          .execute();
      expect(await rows.countBy({ state: 'pending', kind: 'CONSULTATION_NEW' })).toBeGreaterThanOrEqual(10_000);
      const member = await createMember(t, 'VERIFIED');
      await t.http().post('/api/auth/password-reset-requests').send({ email: member.email }).expect(202);
      const reset = await rows.findOneByOrFail({ kind: 'PASSWORD_RESET', recipient: member.email });
      expect(reset.priority).toBe(MAIL_PRIORITY.account);

      // One poll (each process polls every 5 s, about 4 mails a second): the link leaves first.
      const outcomes = await sendDue(t);
      expect([...outcomes.keys()][0]).toBe(reset.id);
      expect(outcomes.get(reset.id)).toBe('sent');
      await rows.delete({ recipient: 'staff@academy.test' });
    }, 60_000);

    it('the overview reads how the mail is doing: waiting, failed, the oldest wait (ADMIN or console)', async () => {
      await sendDue(t);
      const rows = t.app.get(DataSource).getRepository(OutboxMessage);
      const created = new Date(Date.now() - 5 * MINUTE_MS);
      await rows.insert({
        kind: 'MEMBER_APPROVED',
        recipient: 'waiting@test.local',
        payload: '{}',
        state: 'pending',
        attempts: 2,
        createdAt: created,
        nextAttemptAt: later(60 * MINUTE_MS),
      });
      await rows.insert({
        kind: 'PASSWORD_RESET',
        recipient: 'gone@test.local',
        payload: '',
        state: 'failed',
        attempts: 6,
        createdAt: created,
        nextAttemptAt: created,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      });
      const status = (await admin.get('/api/admin/mail-outbox').expect(200)).body;
      expect(status).toEqual({
        pending: 1,
        failed: 1,
        oldestPendingAt: created.toISOString(),
        lastFailure: {
          kind: '비밀번호 재설정 링크',
          createdAt: created.toISOString(),
          error: 'connect ECONNREFUSED 127.0.0.1:25',
        },
      });
      expect(JSON.stringify(status)).not.toContain('@test.local');
      await t.http().get('/api/admin/mail-outbox').expect(401);
    });
  });

  describe('through a real SMTP server on loopback', () => {
    let smtp: LoopbackSmtp;
    let t: TestApp;
    let sibling: TestApp;
    let admin: Agent;

    beforeAll(async () => {
      smtp = await new LoopbackSmtp().start();
      t = await createTestApp({
        SMTP_URL: smtp.url,
        MAIL_FROM: '이든 영어학원 <no-reply@academy.test>',
        PUBLIC_URL: 'https://academy.test',
      });
      sibling = await t.sibling();
      admin = await signedInAdmin(t);
    });
    afterAll(async () => {
      await sibling.close();
      await t.close();
      await smtp.stop();
    });

    it('sends each message once the server accepts it: subject, Korean text and the link', async () => {
      const member = await createMember(t, 'PENDING');
      await admin.post('/api/admin/approve-user').send({ userId: member.id }).expect(200);
      await t.http().post('/api/auth/password-reset-requests').send({ email: member.email }).expect(202);
      await Promise.all([sendDue(t), sendDue(sibling)]);

      // Two processes send side by side, so the two messages may arrive in either order.
      const bySubject = (subject: string) => smtp.received.find((mail) => mail.subject === subject);
      expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
        ['[이든 영어학원] 회원 승인이 완료되었습니다', '[이든 영어학원] 비밀번호 재설정 안내'].sort(),
      );
      const approved = bySubject('[이든 영어학원] 회원 승인이 완료되었습니다');
      const reset = bySubject('[이든 영어학원] 비밀번호 재설정 안내');
      expect(approved!.to).toMatchObject({ value: [{ address: member.email }] });
      expect(approved!.from).toMatchObject({ value: [{ address: 'no-reply@academy.test', name: '이든 영어학원' }] });
      expect(approved!.text).toContain('회원가입이 승인되었습니다');
      expect(approved!.html).toContain('href="https://academy.test/login"');
      expect(reset!.text).toContain(`https://academy.test/reset-password?token=${resetTokenIn(reset!)}`);
      await t
        .http()
        .post('/api/auth/password-reset')
        .send({ token: resetTokenIn(reset!), newPassword: 'via-smtp-1', confirmPassword: 'via-smtp-1' })
        .expect(200);
    });

    it('keeps the messages while the server is down and delivers each exactly once when it is back, with two processes', async () => {
      smtp.received.length = 0;
      await smtp.stop();
      const members = await Promise.all([1, 2, 3].map(() => createMember(t, 'PENDING')));
      const warn = jest.spyOn(Logger.prototype, 'warn');
      for (const member of members) await admin.post('/api/admin/approve-user').send({ userId: member.id }).expect(200);

      const outcomes = await Promise.all([sendDue(t), sendDue(sibling)]);
      expect([...outcomes[0].values(), ...outcomes[1].values()]).toEqual(['retry', 'retry', 'retry']);
      let rows = (await outboxRows(t)).filter((row) => row.state === 'pending');
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(row.attempts).toBe(1);
        expect(row.claimedUntil).toBeNull();
        expect(new Date(row.nextAttemptAt).getTime() - Date.now()).toBeGreaterThan(50 * 1000);
      }
      // Not due yet: nothing is tried again before the minute is up.
      expect((await sendDue(t)).size).toBe(0);
      expect(JSON.stringify(warn.mock.calls)).not.toMatch(/@test\.local/);
      warn.mockRestore();

      await smtp.start();
      // Both processes, a minute and a half later, at once and then again.
      const at = later(90 * 1000);
      await Promise.all([sendDue(t, at), sendDue(sibling, at), sendDue(t, at), sendDue(sibling, at)]);
      await Promise.all([sendDue(t, at), sendDue(sibling, at)]);

      const delivered = smtp.received.map(
        (mail) => (mail.to as { value: Array<{ address: string }> }).value[0]!.address,
      );
      expect(delivered.sort()).toEqual(members.map((member) => member.email).sort());
      rows = await outboxRows(t);
      expect(rows.filter((row) => row.state !== 'sent')).toEqual([]);
    });

    it('gives a message up after three days of retries and shows it as failed', async () => {
      await smtp.stop();
      const member = await createMember(t, 'PENDING');
      await admin.post('/api/admin/reject-user').send({ userId: member.id, memo: '확인 불가' }).expect(200);
      const rows = t.app.get(DataSource).getRepository(OutboxMessage);
      const row = (await outboxRows(t)).at(-1)!;
      // Written nearly three days ago, five failures behind it: the next wait (a day) would pass the three days.
      await rows.update(
        { id: row.id },
        { createdAt: new Date(Date.now() - 3 * 24 * 60 * MINUTE_MS + MINUTE_MS), attempts: 5 },
      );
      expect([...(await sendDue(t)).values()]).toEqual(['failed']);
      const failed = await rows.findOneByOrFail({ id: row.id });
      expect(failed).toMatchObject({ state: 'failed', attempts: 6, payload: '' });
      expect(failed.lastError).toMatch(/ECONNREFUSED/);
      const status = (await admin.get('/api/admin/mail-outbox').expect(200)).body;
      expect(status).toMatchObject({ failed: 1, lastFailure: { kind: '가입 거절 안내' } });
      await smtp.start();
      expect((await sendDue(t, later(2 * 24 * 60 * MINUTE_MS))).size).toBe(0);
    });
  });

  it('never logs the SMTP password', async () => {
    const smtp = await new LoopbackSmtp().start();
    const port = smtp.port;
    await smtp.stop();
    const t = await createTestApp({ SMTP_URL: `smtp://mailer:s3cret-Pass@127.0.0.1:${port}` });
    try {
      const warn = jest.spyOn(Logger.prototype, 'warn');
      const member = await createMember(t, 'PENDING');
      await (await signedInAdmin(t)).post('/api/admin/approve-user').send({ userId: member.id }).expect(200);
      expect([...(await sendDue(t)).values()]).toEqual(['retry']);
      const logged = JSON.stringify(warn.mock.calls);
      warn.mockRestore();
      expect(logged).toContain('회원 승인이 완료되었습니다');
      expect(logged).not.toContain('s3cret-Pass');
      expect(JSON.stringify(await outboxRows(t))).not.toContain('s3cret-Pass');
    } finally {
      await t.close();
    }
  });
});
