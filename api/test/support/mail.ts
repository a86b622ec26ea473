import * as fs from 'fs';
import * as path from 'path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { OutboxMessage } from '../../src/mail/outbox-message.entity';
import { OutboxWorker } from '../../src/mail/outbox-worker';
import type { TestApp } from './test-app';

/** The outbox rows of the app's database, oldest first. */
export const outboxRows = (t: TestApp) =>
  t.app
    .get(DataSource)
    .getRepository(OutboxMessage)
    .find({ order: { id: 'ASC' } });

/** Sends what is due now (or at `now`) in this process. */
export const sendDue = (t: TestApp, now?: Date) => t.app.get(OutboxWorker).runOnce(now);

/** The .eml files the default (no SMTP_URL) wrote, parsed, oldest first. */
export async function emlMessages(t: TestApp): Promise<ParsedMail[]> {
  const folder = path.join(t.config.dataDir, 'outbox');
  if (!fs.existsSync(folder)) return [];
  const files = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(folder, name)))));
}

/** The reset link's token in a parsed message's plain text. */
export function resetTokenIn(mail: ParsedMail): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[1]!;
}

/** A real SMTP server on loopback that keeps every message it accepts; stop() and start() keep its port. */
export class LoopbackSmtp {
  readonly received: ParsedMail[] = [];
  private server?: SMTPServer;
  port = 0;

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as { port: number }).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}
