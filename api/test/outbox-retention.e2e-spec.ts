import { DataSource } from 'typeorm';
import { DAY_MS } from '@academy/common/korean-days';
import { OutboxMessage, type OutboxState } from '../src/mail/outbox-message.entity';
import { OutboxRetentionService } from '../src/mail/outbox-retention.service';
import { PhoneOutboxMessage } from '../src/phone/phone-outbox-message.entity';
import { PhoneOutboxRetentionService } from '../src/phone/phone-outbox-retention.service';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The mail outbox keeps a recipient's address: the rows of mails sent or given up on go after
 * MAIL_OUTBOX_RETENTION_DAYS, the figure the privacy policy states (GET /api/site).
 */
describe('mail outbox retention (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_OUTBOX_RETENTION_DAYS: '10' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('states the configured period in GET /api/site', async () => {
    const response = await t.http().get('/api/site').expect(200);
    expect(response.body.retention.mailOutbox).toBe(10);
  });

  it('deletes sent and given-up rows queued more than the period ago, never a pending one', async () => {
    const now = new Date('2031-01-01T00:00:00Z');
    const day = (n: number) => new Date(now.getTime() - n * DAY_MS);
    const rows = t.app.get(DataSource).getRepository(OutboxMessage);
    const row = (recipient: string, state: OutboxState, createdAt: Date) =>
      rows.create({
        kind: 'MEMBER_APPROVED',
        recipient,
        payload: state === 'pending' ? '{}' : '',
        state,
        createdAt,
        // Not due until long after the sweep: the worker leaves it alone during the test.
        nextAttemptAt: new Date('2100-01-01T00:00:00Z'),
      });
    await rows.save([
      row('old-sent@test.local', 'sent', day(11)),
      row('old-failed@test.local', 'failed', day(30)),
      row('recent-sent@test.local', 'sent', day(9)),
      row('old-pending@test.local', 'pending', day(400)),
    ]);
    const second = await t.sibling();
    try {
      // Two processes sweeping at once delete each row once.
      const removed = await Promise.all([
        t.app.get(OutboxRetentionService).sweep(now),
        second.app.get(OutboxRetentionService).sweep(now),
      ]);
      expect(removed[0]! + removed[1]!).toBe(2);
    } finally {
      await second.close();
    }
    const left = (await rows.find()).map((message) => message.recipient).sort();
    expect(left).toEqual(['old-pending@test.local', 'recent-sent@test.local']);
  });

  it('deletes 문자·알림톡 rows by the same period', async () => {
    const now = new Date('2031-01-01T00:00:00Z');
    const day = (n: number) => new Date(now.getTime() - n * DAY_MS);
    const rows = t.app.get(DataSource).getRepository(PhoneOutboxMessage);
    const row = (recipient: string, state: OutboxState, createdAt: Date) =>
      rows.create({
        kind: 'MEMBER_APPROVED',
        recipient,
        payload: state === 'pending' ? '{}' : '',
        state,
        createdAt,
        nextAttemptAt: new Date('2100-01-01T00:00:00Z'),
      });
    await rows.save([
      row('010-1111-0001', 'sent', day(11)),
      row('010-1111-0002', 'failed', day(30)),
      row('010-1111-0003', 'sent', day(9)),
      row('010-1111-0004', 'pending', day(400)),
    ]);
    expect(await t.app.get(PhoneOutboxRetentionService).sweep(now)).toBe(2);
    expect((await rows.find()).map((message) => message.recipient).sort()).toEqual(['010-1111-0003', '010-1111-0004']);
  });
});
