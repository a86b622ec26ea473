import * as path from 'path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OutboxLoop, type SendOutcome } from '../mail/outbox-loop';
import { readAcademyFacts } from '../site/academy-facts.read';
import {
  PHONE_KIND_LABELS,
  PHONE_TEMPLATE_SETTING,
  phoneText,
  phoneVariables,
  type PhoneMessage,
} from './phone-message';
import { PhoneOutboxMessage } from './phone-outbox-message.entity';
import {
  describePhoneError,
  SmsFileTransport,
  SolapiTransport,
  type PhoneSend,
  type PhoneTransport,
} from './phone-transport';

/**
 * Sends phone_outbox: the mail outbox's loop (OutboxLoop: one claim per row across processes, the
 * same retries and give-up, the same order by priority) over a 문자·알림톡 transport. A kind goes as
 * 알림톡 when KAKAO_PFID and its template id are set, else as 문자.
 */
@Injectable()
export class PhoneOutboxWorker extends OutboxLoop<PhoneOutboxMessage> {
  protected readonly logger = new Logger('Phone');
  private readonly transport: PhoneTransport;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(dataSource, PhoneOutboxMessage);
    const { solapi, sender, baseUrl } = config.phone;
    this.transport =
      solapi && sender
        ? new SolapiTransport(solapi, sender, baseUrl)
        : new SmsFileTransport(path.join(config.dataDir, 'outbox'));
  }

  protected close(): void {
    // Each send is one HTTP request (or one file): nothing stays open.
  }

  protected faultText(error: unknown): string {
    return `문자·알림톡 보내기 작업이 실패했습니다: ${describePhoneError(error, this.config.phone)}`;
  }

  protected async deliver(row: PhoneOutboxMessage, now: Date): Promise<SendOutcome> {
    const label = PHONE_KIND_LABELS[row.kind] ?? row.kind;
    try {
      const academy = await readAcademyFacts(this.dataSource.manager, this.config.site.kakaoChannelUrl);
      const where = await this.transport.send(
        this.compose(JSON.parse(row.payload) as PhoneMessage, academy.name),
        row.id,
      );
      await this.markSent([row.id]);
      // The kind only: a number, a name or a link never reaches the log.
      if (this.config.phone.solapi) this.logger.log(`문자·알림톡을 보냈습니다: ${label}`);
      else console.log(`문자·알림톡을 ${path.join(this.config.dataDir, where)} 에 저장했습니다: ${label}`);
      return 'sent';
    } catch (error) {
      const problem = describePhoneError(error, this.config.phone);
      const next = await this.markFailedAttempt([row.id], row, now, problem);
      this.logger.warn(
        next
          ? `문자·알림톡을 보내지 못해 ${next.toISOString()}에 다시 시도합니다 (${row.attempts + 1}회 실패): ${label} — ${problem}`
          : `문자·알림톡을 3일 동안 보내지 못해 포기했습니다: ${label} — ${problem}`,
      );
      return next ? 'retry' : 'failed';
    }
  }

  /** 알림톡 with the kind's approved template when there is one, else 문자; the text either way. */
  private compose(message: PhoneMessage, academyName: string): PhoneSend {
    const { pfId, templates } = this.config.phone.kakao;
    const templateId = templates[PHONE_TEMPLATE_SETTING[message.kind]];
    const text = phoneText(message, academyName);
    return pfId && templateId
      ? { to: message.to, text, kakao: { pfId, templateId, variables: phoneVariables(message, academyName) } }
      : { to: message.to, text };
  }
}
