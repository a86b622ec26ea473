import * as fs from 'fs';
import * as path from 'path';
import { createTransport, type Transporter } from 'nodemailer';
import type { RenderedMail } from './templates/render-mail';

/** What the worker needs from a way of sending: accept one message, or throw. */
export interface MailTransport {
  /** Answers where the message went, for the log line (never an address): 'SMTP' or the file under the data directory. */
  send(to: string, mail: RenderedMail, id: number): Promise<string>;
  close(): void;
}

/** Bounds on one SMTP exchange, well inside the worker's claim on a row (see outbox-worker.ts). */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** Sends through the server in SMTP_URL; a message counts as sent when the server accepts it. */
export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  }

  async send(to: string, mail: RenderedMail): Promise<string> {
    await this.transporter.sendMail({
      from: this.from,
      to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers,
    });
    return 'SMTP';
  }

  close(): void {
    this.transporter.close();
  }
}

/**
 * Without SMTP_URL: each message becomes an .eml file under <data>/outbox/, which any mail program
 * opens. Written under a temporary name first, so a reader never sees half a file.
 */
export class EmlFileTransport implements MailTransport {
  private readonly builder: Transporter;

  constructor(
    private readonly folder: string,
    private readonly from: string,
  ) {
    this.builder = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  async send(to: string, mail: RenderedMail, id: number): Promise<string> {
    const info = (await this.builder.sendMail({
      from: this.from,
      to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers,
    })) as { message: Buffer };
    await fs.promises.mkdir(this.folder, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
    const file = path.join(this.folder, name);
    await fs.promises.writeFile(`${file}.tmp`, info.message, { mode: 0o600 });
    await fs.promises.rename(`${file}.tmp`, file);
    return `outbox/${name}`;
  }

  close(): void {
    this.builder.close();
  }
}

/** Error text for the log and the row: an SMTP URL's password never appears in it. */
export function describeError(error: unknown, smtpUrl: string | null): string {
  let text = error instanceof Error ? error.message : String(error);
  if (smtpUrl) {
    try {
      const password = decodeURIComponent(new URL(smtpUrl).password);
      if (password) text = text.split(password).join('***');
    } catch {
      // SMTP_URL was checked at start; nothing to hide if it no longer parses
    }
    text = text.split(smtpUrl).join('smtp://***');
  }
  return text.slice(0, 500);
}
