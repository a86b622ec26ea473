import type { ServerResponse } from 'http';
import * as net from 'net';
import { ChunkedDecoder } from './chunked-decoder';
import { bodyFraming, parseHead, type BodyFraming, type Http1Head } from './http1-head';

export interface ExchangeTimeouts {
  connectMs: number;
  /** From the request sent until the whole head has arrived. */
  headersMs: number;
  /** The longest pause of the NAS while we are reading (not while the client is slow). */
  bodyMs: number;
}

export interface ExchangeRequest {
  /** Where to connect: the address the upstream policy checked, or the listed host name. */
  host: string;
  port: number;
  /** `GET /path HTTP/1.1` with its headers and the blank line. */
  head: string;
  signal: AbortSignal;
  timeouts: ExchangeTimeouts;
  bufferBytes: number;
}

type Settle = (error: Error | null) => void;

const clientGone = () => Object.assign(new Error('client closed the response'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

/**
 * One GET on its own connection, read into one reused buffer: no Buffer per socket read, so no
 * garbage per chunk. A chunk is written to the client straight from that buffer; while the
 * client's socket still holds it, reading stops, so one buffer per viewer is all the memory used.
 */
export class RawExchange implements Http1Head {
  statusCode = 0;
  headers: Http1Head['headers'] = {};
  framing: BodyFraming = 'until-close';

  private readonly socket: net.Socket;
  private readonly buffer: Buffer;
  private timer: NodeJS.Timeout;
  private headBytes: Buffer | null = Buffer.alloc(0);
  /** Body bytes that came with the head, kept in `buffer` (reading paused) until pipeTo. */
  private early: [start: number, end: number] = [0, 0];
  /** Body bytes still to come; unknown (infinite) until the end of a chunked or close-delimited body. */
  private remaining = Infinity;
  private chunked: ChunkedDecoder | null = null;
  private response: ServerResponse | null = null;
  private waitingForClient = false;
  private bodyRead = false;
  private failure: Error | null = null;
  private settled = false;
  private onHead: Settle;
  private onBody: Settle | null = null;

  private constructor(
    private readonly request: ExchangeRequest,
    opened: Settle,
  ) {
    const { host, port, timeouts, bufferBytes, signal } = request;
    this.onHead = opened;
    this.buffer = Buffer.allocUnsafe(bufferBytes);
    this.timer = setTimeout(() => this.finish(new Error('upstream connect timeout')), timeouts.connectMs);
    this.socket = net.connect({ host, port, onread: { buffer: this.buffer, callback: this.read } });
    this.socket.once('connect', () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.finish(new Error('upstream headers timeout')), timeouts.headersMs);
      this.socket.write(request.head);
    });
    this.socket.on('timeout', () => this.finish(new Error('upstream body timeout')));
    this.socket.once('error', (error) => this.finish(error));
    this.socket.once('close', () => {
      if (this.framing === 'until-close' && this.response && !this.settled) this.endBody();
      else if (!this.bodyRead) this.finish(new Error('upstream closed before the end of the body'));
    });
    signal.addEventListener('abort', this.abort, { once: true });
  }

  /** Connects, sends the request and resolves once the head is in; the body waits for pipeTo. */
  static open(request: ExchangeRequest): Promise<RawExchange> {
    request.signal.throwIfAborted();
    return new Promise((resolve, reject) => {
      const exchange: RawExchange = new RawExchange(request, (error) => (error ? reject(error) : resolve(exchange)));
    });
  }

  /** Copies the body to `response` and ends it; rejects when either side fails first. */
  pipeTo(response: ServerResponse): Promise<void> {
    if (this.settled) return Promise.reject(this.failure ?? new Error('exchange closed'));
    return new Promise((resolve, reject) => {
      this.onBody = (error) => (error ? reject(error) : resolve());
      this.response = response;
      response.once('close', this.onResponseClose);
      const [start, end] = this.early;
      if (this.writeBody(start, end) && !this.settled) this.resume();
    });
  }

  /** Lets go of the connection without reading the body (the answer is not streamed). */
  close(): void {
    this.finish(null);
  }

  private readonly read = (bytes: number): boolean => {
    // Called straight from the socket: anything thrown here would end the process.
    try {
      return this.headBytes === null ? this.writeBody(0, bytes) : this.readHead(bytes);
    } catch (error) {
      this.finish(error as Error);
      return false;
    }
  };

  private readHead(bytes: number): boolean {
    // Only the head is copied; it is small, and the body bytes after it stay in the buffer.
    const seen = this.headBytes!.length;
    this.headBytes = Buffer.concat([this.headBytes!, this.buffer.subarray(0, bytes)]);
    let parsed: ReturnType<typeof parseHead>;
    try {
      parsed = parseHead(this.headBytes);
    } catch (error) {
      this.finish(error as Error);
      return false;
    }
    if (!parsed) return true;
    this.headBytes = null;
    clearTimeout(this.timer);
    this.statusCode = parsed.head.statusCode;
    this.headers = parsed.head.headers;
    try {
      this.framing = bodyFraming(parsed.head);
    } catch (error) {
      this.finish(error as Error);
      return false;
    }
    if (typeof this.framing === 'object') this.remaining = this.framing.length;
    if (this.framing === 'chunked') this.chunked = new ChunkedDecoder();
    this.early = [parsed.bodyStart - seen, bytes];
    const opened = this.onHead;
    this.onHead = () => undefined;
    opened(null);
    return false;
  }

  /** Writes the body in buffer[start, end), capped at its length; whether reading may go on. */
  private writeBody(start: number, end: number): boolean {
    const response = this.response;
    if (!response || this.settled) return false;
    if (this.chunked) {
      try {
        this.chunked.feed(this.buffer, start, end, this.write);
      } catch (error) {
        this.finish(error as Error);
        return false;
      }
      if (this.chunked.done) this.remaining = 0;
    } else {
      this.write(start, Math.min(end, start + this.remaining));
    }
    if (this.remaining === 0) {
      this.endBody();
      return false;
    }
    // The chunk is still queued (the client is slower than the NAS): the buffer must not be refilled.
    if (response.writableLength > 0) {
      this.waitingForClient = true;
      this.socket.setTimeout(0);
      return false;
    }
    return true;
  }

  private readonly write = (start: number, end: number): void => {
    if (end <= start) return;
    if (this.remaining !== Infinity) this.remaining -= end - start;
    this.response!.write(this.buffer.subarray(start, end), this.afterWrite);
  };

  private endBody(): void {
    this.bodyRead = true;
    this.socket.destroy();
    // No callback to end(): express-session wraps it as end(chunk, encoding) and takes a function for a chunk.
    this.response!.once('finish', this.onResponseFinish);
    this.response!.end();
  }

  private readonly onResponseFinish = (): void => this.finish(null);

  private readonly afterWrite = (): void => {
    if (!this.waitingForClient || this.settled) return;
    this.waitingForClient = false;
    this.resume();
  };

  private resume(): void {
    this.socket.setTimeout(this.request.timeouts.bodyMs);
    this.socket.resume();
  }

  private readonly abort = (): void => {
    const reason: unknown = this.request.signal.reason;
    this.finish(reason instanceof Error ? reason : clientGone());
  };

  private readonly onResponseClose = (): void => {
    if (!this.response?.writableFinished) this.finish(clientGone());
  };

  private finish(error: Error | null): void {
    if (this.settled) return;
    this.settled = true;
    this.failure = error;
    clearTimeout(this.timer);
    this.request.signal.removeEventListener('abort', this.abort);
    this.response?.removeListener('close', this.onResponseClose);
    this.response?.removeListener('finish', this.onResponseFinish);
    this.socket.destroy();
    this.onHead(error);
    this.onBody?.(error);
  }
}
