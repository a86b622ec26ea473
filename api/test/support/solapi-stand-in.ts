import { createHmac, randomBytes, timingSafeEqual } from 'crypto';
import * as http from 'http';
import type { AddressInfo } from 'net';

/** One message of a send-many request, as the SDK writes it (hyphens already taken out of numbers). */
export interface SentMessage {
  to: string;
  from?: string;
  text?: string;
  type?: string;
  autoTypeDetect?: boolean;
  kakaoOptions?: { pfId: string; templateId?: string; variables?: Record<string, string>; disableSms?: boolean };
}

/** A request as it arrived: its Authorization header, its body, and how it was answered (0: never). */
export interface StandInRequest {
  authorization: string | undefined;
  body: { messages?: SentMessage[]; allowDuplicates?: boolean; agent?: unknown };
  status: number;
}

/** What reached a phone: a 알림톡, or the 문자 the provider sent in its place (`replacement`). */
export interface Delivered {
  to: string;
  from: string | undefined;
  type: 'SMS' | 'LMS' | 'ATA';
  text: string;
  templateId?: string;
  replacement: boolean;
}

export type Fault = 503 | 500 | 'drop' | 'hold';

const SEND_PATH = '/messages/v4/send-many/detail';
/** Solapi refuses a request whose date is this far from its own clock. */
const SKEW_MS = 15 * 60 * 1000;
const AUTH = /^HMAC-SHA256 apiKey=([^,\s]+), date=([^,\s]+), salt=([^,\s]+), signature=([0-9a-f]+)$/;

/** SMS up to 90 bytes as Korean phones count them (a Hangul syllable is 2), LMS above. */
const smsOrLms = (text: string): 'SMS' | 'LMS' =>
  [...text].reduce((bytes, char) => bytes + (char.charCodeAt(0) > 0x7f ? 2 : 1), 0) > 90 ? 'LMS' : 'SMS';

/**
 * A stand-in for Solapi's HTTP API on loopback, enough for the SDK's `send`: POST
 * /messages/v4/send-many/detail, answered in the shape the SDK reads (groupInfo.count,
 * failedMessageList, messageList). It checks the HMAC-SHA256 Authorization header as Solapi does
 * (signature = hex HMAC of date + salt with the secret): no header or another scheme → 401, an
 * unknown key, a wrong signature or a stale date → 403. It can fail the next calls (503, 500, a
 * dropped connection, or a request held unanswered) and refuse a 알림톡 template: with disableSms
 * false the message is still taken and the provider sends its text as 문자 instead (recorded in
 * `delivered` as a replacement); with disableSms true it lands in failedMessageList.
 */
export class SolapiStandIn {
  readonly requests: StandInRequest[] = [];
  readonly delivered: Delivered[] = [];
  /** Milliseconds each accepted request waits before its answer (to make racing senders overlap). */
  latencyMs = 0;
  private readonly faults: Fault[] = [];
  private readonly refusedTemplates = new Set<string>();
  private readonly arrivals: Array<() => void> = [];
  private server?: http.Server;
  port = 0;

  constructor(
    readonly apiKey = `NCS${randomBytes(6).toString('hex').toUpperCase()}`,
    readonly apiSecret = randomBytes(16).toString('hex').toUpperCase(),
  ) {}

  /** The next `count` send requests fail this way. */
  failNext(count: number, fault: Fault): void {
    for (let n = 0; n < count; n++) this.faults.push(fault);
  }

  /** Resolves when the next request arrives (its fault, if any, already applied). */
  nextArrival(): Promise<void> {
    return new Promise((resolve) => this.arrivals.push(resolve));
  }

  /** Kakao refuses this template (not approved, or the text does not match it). */
  refuseTemplate(templateId: string): void {
    this.refusedTemplates.add(templateId);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => this.answer(request, Buffer.concat(chunks).toString('utf8'), response));
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private answer(request: http.IncomingMessage, text: string, response: http.ServerResponse): void {
    let body: StandInRequest['body'] = {};
    try {
      body = JSON.parse(text) as StandInRequest['body'];
    } catch {
      // recorded as an empty body; answered 400 below
    }
    const record: StandInRequest = { authorization: request.headers.authorization, body, status: 0 };
    this.requests.push(record);
    const send = (status: number, json: unknown) => {
      record.status = status;
      const reply = () => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
      if (status === 200 && this.latencyMs > 0) setTimeout(reply, this.latencyMs);
      else reply();
    };
    const fault = this.faults.shift();
    this.arrivals.shift()?.();
    if (fault === 'drop') return void request.socket.destroy();
    if (fault === 'hold') return;
    if (fault) return send(fault, { errorCode: 'InternalError', errorMessage: `stand-in: ${fault}` });

    const refusal = this.authProblem(request.headers.authorization);
    if (refusal) return send(refusal.status, { errorCode: refusal.code, errorMessage: refusal.message });
    if (request.method !== 'POST' || request.url !== SEND_PATH)
      return send(404, { errorCode: 'NotFound', errorMessage: `${request.method} ${request.url}` });
    if (!Array.isArray(body.messages) || body.messages.length === 0)
      return send(400, { errorCode: 'ValidationError', errorMessage: 'messages 가 필요합니다' });
    send(200, this.register(body.messages));
  }

  private authProblem(header: string | undefined): { status: number; code: string; message: string } | null {
    const match = header ? AUTH.exec(header) : null;
    if (!match) return { status: 401, code: 'InvalidAuthType', message: 'HMAC-SHA256 인증 헤더가 필요합니다' };
    const [, apiKey, date, salt, signature] = match;
    if (apiKey !== this.apiKey) return { status: 403, code: 'InvalidApiKey', message: '등록되지 않은 API 키입니다' };
    if (!(Math.abs(Date.parse(date!) - Date.now()) <= SKEW_MS))
      return { status: 403, code: 'RequestTimeTooSkewed', message: '요청 시각이 서버 시각과 다릅니다' };
    const expected = createHmac('sha256', this.apiSecret)
      .update(date! + salt!)
      .digest();
    const given = Buffer.from(signature!, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { status: 403, code: 'SignatureDoesNotMatch', message: '서명이 일치하지 않습니다' };
    return null;
  }

  /** Takes the messages: each is delivered, replaced by 문자, or refused into failedMessageList. */
  private register(messages: SentMessage[]) {
    const groupId = `G4V${randomBytes(8).toString('hex').toUpperCase()}`;
    const messageList: object[] = [];
    const failedMessageList: object[] = [];
    for (const message of messages) {
      const messageId = `M4V${randomBytes(8).toString('hex').toUpperCase()}`;
      const text = message.text ?? '';
      const templateId = message.kakaoOptions?.templateId;
      const refused = message.type === 'ATA' && templateId !== undefined && this.refusedTemplates.has(templateId);
      if (refused && message.kakaoOptions?.disableSms) {
        failedMessageList.push({
          to: message.to,
          from: message.from,
          type: 'ATA',
          statusCode: '3034',
          statusMessage: '템플릿이 일치하지 않습니다',
        });
        continue;
      }
      const type = message.type === 'ATA' && !refused ? 'ATA' : smsOrLms(text);
      this.delivered.push({ to: message.to, from: message.from, type, text, templateId, replacement: refused });
      messageList.push({
        messageId,
        to: message.to,
        from: message.from,
        type: message.type ?? type,
        country: '82',
        statusCode: '2000',
        statusMessage: '정상 접수(이통사로 접수 예정) ',
      });
    }
    const total = messages.length;
    const failed = failedMessageList.length;
    return {
      failedMessageList,
      messageList,
      groupInfo: {
        _id: groupId,
        status: failed === total ? 'FAILED' : 'SENDING',
        count: {
          total,
          sentTotal: 0,
          sentFailed: 0,
          sentSuccess: 0,
          sentPending: total - failed,
          sentReplacement: 0,
          refund: 0,
          registeredFailed: failed,
          registeredSuccess: total - failed,
        },
      },
    };
  }
}
