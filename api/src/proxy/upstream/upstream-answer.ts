import type { ServerResponse } from 'http';
import type { Dispatcher } from 'undici';

export interface UpstreamRequest {
  url: string;
  method: 'GET' | 'HEAD';
  headers: Record<string, string>;
  /** Aborting it cuts the NAS connection (the viewer left). */
  signal: AbortSignal;
  /** Until the NAS answers with its headers. */
  headersTimeoutMs: number;
  /** The longest pause of the NAS while we are reading (a slow viewer does not count). */
  bodyTimeoutMs: number;
}

export type AnswerHeaders = Record<string, string | string[] | undefined>;

/** A NAS answer whose headers are in; its body waits until it is piped or released. */
export interface UpstreamAnswer {
  statusCode: number;
  headers: AnswerHeaders;
  /** Copies the body to `response` and ends it; rejects when the NAS fails or the request is aborted. */
  pipeTo(response: ServerResponse): Promise<void>;
  /**
   * Lets go of the body without waiting for it: a small one is read away in the background so the
   * kept-alive connection can serve the next request, a big one cuts the connection.
   */
  release(): void;
}

/** Past this many bytes a released body is not worth reading: the connection is closed instead. */
const RELEASE_READ_LIMIT = 64 * 1024;

type Sink = { kind: 'none' } | { kind: 'client'; response: ServerResponse } | { kind: 'discard'; read: number };

/**
 * undici's dispatch handler, driven straight: each chunk undici hands over is written to the
 * viewer's response (no Readable in between), and when the viewer's socket is full the NAS
 * connection pauses until it drains. The body is paused from the headers on, so nothing is read
 * before the caller has decided where it goes.
 */
class AnswerHandler implements Dispatcher.DispatchHandler, UpstreamAnswer {
  statusCode = 0;
  headers: AnswerHeaders = {};

  private controller: Dispatcher.DispatchController | null = null;
  private sink: Sink = { kind: 'none' };
  private settled = false;
  private bodyDone: { resolve: () => void; reject: (error: Error) => void } | null = null;

  constructor(
    private readonly signal: AbortSignal,
    private readonly opened: { resolve: (answer: UpstreamAnswer) => void; reject: (error: Error) => void },
  ) {
    signal.addEventListener('abort', this.onAbort, { once: true });
  }

  pipeTo(response: ServerResponse): Promise<void> {
    if (this.settled) return Promise.reject(new Error('upstream answer already closed'));
    return new Promise((resolve, reject) => {
      this.bodyDone = { resolve, reject };
      this.sink = { kind: 'client', response };
      response.on('drain', this.resume);
      this.resume();
    });
  }

  release(): void {
    if (this.settled) return;
    this.sink = { kind: 'discard', read: 0 };
    this.resume();
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.settled) controller.abort(new Error('aborted before the request started'));
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: AnswerHeaders): void {
    if (statusCode < 200) return;
    this.statusCode = statusCode;
    this.headers = headers;
    controller.pause();
    this.opened.resolve(this);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    const sink = this.sink;
    if (sink.kind === 'client') {
      if (!sink.response.write(chunk)) controller.pause();
    } else if (sink.kind === 'discard') {
      sink.read += chunk.length;
      if (sink.read > RELEASE_READ_LIMIT) controller.abort(new Error('released body too long'));
    }
  }

  onResponseEnd(): void {
    const sink = this.sink;
    this.finish();
    // No callback to end(): express-session wraps it as end(chunk, encoding) and takes a function for a chunk.
    if (sink.kind === 'client') sink.response.end();
    this.bodyDone?.resolve();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.fail(error);
  }

  /** The request failed or was aborted: whoever waits (for the headers or the body) hears it. */
  fail(error: Error): void {
    if (this.settled) return;
    const wasOpen = this.statusCode !== 0;
    this.finish();
    if (!wasOpen) this.opened.reject(error);
    this.bodyDone?.reject(error);
  }

  private readonly resume = (): void => {
    if (!this.settled) this.controller?.resume();
  };

  private readonly onAbort = (): void => {
    const reason: unknown = this.signal.reason;
    const error = reason instanceof Error ? reason : new Error('aborted');
    // Still waiting for a connection: the caller need not wait for it to be refused.
    if (!this.controller) return this.fail(error);
    this.controller.abort(error);
  };

  private finish(): void {
    this.settled = true;
    this.signal.removeEventListener('abort', this.onAbort);
    if (this.sink.kind === 'client') this.sink.response.off('drain', this.resume);
  }
}

/** Sends one request through `dispatcher` (the guarded, kept-alive pool) and resolves once its headers are in. */
export function openUpstream(dispatcher: Dispatcher, request: UpstreamRequest): Promise<UpstreamAnswer> {
  request.signal.throwIfAborted();
  const url = new URL(request.url);
  return new Promise((resolve, reject) => {
    const handler = new AnswerHandler(request.signal, { resolve, reject });
    try {
      dispatcher.dispatch(
        {
          origin: url.origin,
          path: `${url.pathname}${url.search}`,
          method: request.method,
          headers: request.headers,
          headersTimeout: request.headersTimeoutMs,
          bodyTimeout: request.bodyTimeoutMs,
        },
        handler,
      );
    } catch (error) {
      handler.fail(error as Error);
    }
  });
}
