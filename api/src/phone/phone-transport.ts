import * as fs from 'fs';
import * as path from 'path';
import { SolapiMessageService } from 'solapi';
import type { PhoneConfig } from '../config/phone-env';
import { pointSolapiAt } from './solapi-base-url';

/** One message as the worker hands it over: 알림톡 when `kakao` is given, else 문자. */
export interface PhoneSend {
  to: string;
  text: string;
  kakao?: { pfId: string; templateId: string; variables: Record<string, string> };
}

/** What the worker needs from a way of sending: accept one message, or throw. */
export interface PhoneTransport {
  /** Answers where the message went, for the log line (never a number): 'Solapi' or the file under the data directory. */
  send(message: PhoneSend, id: number): Promise<string>;
}

/**
 * Through Solapi's SDK (`send`, POST /messages/v4/send-many/detail). A 문자 gives its text and lets
 * the provider pick SMS or LMS by its length; a 알림톡 (ATA) gives the text too, with disableSms
 * false, so one the provider cannot deliver (the template refused, no KakaoTalk on the phone) is
 * sent as 문자 by the provider itself. Counts as sent once the provider registered it.
 */
export class SolapiTransport implements PhoneTransport {
  private readonly client: SolapiMessageService;

  constructor(
    solapi: { apiKey: string; apiSecret: string },
    private readonly sender: string,
    baseUrl: string | null,
  ) {
    if (baseUrl) pointSolapiAt(baseUrl);
    this.client = new SolapiMessageService(solapi.apiKey, solapi.apiSecret);
  }

  async send(message: PhoneSend): Promise<string> {
    await this.client.send(
      message.kakao
        ? {
            to: message.to,
            from: this.sender,
            text: message.text,
            type: 'ATA',
            kakaoOptions: { ...message.kakao, disableSms: false },
          }
        : { to: message.to, from: this.sender, text: message.text },
    );
    return 'Solapi';
  }
}

/**
 * Without Solapi's keys: each message becomes `<time>-<id>.sms.json` under <data>/outbox/, beside
 * the .eml files: exactly `{ "to", "kind": "SMS" | "ATA", "text" }`. Written under a temporary
 * name first, so a reader never sees half a file.
 */
export class SmsFileTransport implements PhoneTransport {
  constructor(private readonly folder: string) {}

  async send(message: PhoneSend, id: number): Promise<string> {
    const content = { to: message.to, kind: message.kakao ? 'ATA' : 'SMS', text: message.text };
    await fs.promises.mkdir(this.folder, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.sms.json`;
    const file = path.join(this.folder, name);
    await fs.promises.writeFile(`${file}.tmp`, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
    await fs.promises.rename(`${file}.tmp`, file);
    return `outbox/${name}`;
  }
}

/** Error text for the log and the row: the API key and secret never appear in it. */
export function describePhoneError(error: unknown, config: PhoneConfig): string {
  let text = String(error);
  const failed = (error as { failedMessageList?: Array<{ statusCode?: string; statusMessage?: string }> })
    ?.failedMessageList?.[0];
  if (failed) text += ` (${failed.statusCode ?? ''} ${failed.statusMessage ?? ''})`;
  for (const secret of [config.solapi?.apiSecret, config.solapi?.apiKey])
    if (secret) text = text.split(secret).join('***');
  return text.slice(0, 500);
}
