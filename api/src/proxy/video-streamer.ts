import { Injectable, Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'http';
import { getGlobalDispatcher, type Dispatcher } from 'undici';
import { videoMimeType } from '@academy/common/video-url';
import { ApiError } from '../http/api-error';
import { proxyForbidden, upstreamFailed } from './proxy.errors';
import { isRedirect, sameOriginTarget } from './upstream-redirect';
import { openUpstream, type AnswerHeaders, type UpstreamAnswer } from './upstream/upstream-answer';
import { UpstreamAddressRefused } from './upstream/upstream-policy';
import { VideoDelivery, type UpstreamTarget } from './video-delivery';

export interface StreamTimeouts {
  /** Until the NAS answers with its headers. */
  headersMs: number;
  /** The longest pause between two chunks of the file. */
  bodyMs: number;
}

export const DEFAULT_TIMEOUTS: StreamTimeouts = { headersMs: 15_000, bodyMs: 30_000 };
const MAX_REDIRECTS = 3;
/** 416 is forwarded so the player learns its range was past the end. */
const FORWARDED_STATUSES = new Set([200, 206, 416]);
const COPIED_HEADERS = ['content-length', 'content-range', 'accept-ranges', 'last-modified', 'etag'] as const;
const BYTE_RANGE = /^bytes=[\d\s,-]{1,200}$/;
/** What HEAD asks for when the NAS refuses HEAD itself: one byte, whose Content-Range tells the length. */
const FIRST_BYTE = 'bytes=0-0';
const WHOLE_LENGTH = /^bytes\s+0-0\/(\d+)$/;

type Method = 'GET' | 'HEAD';

const header = (upstream: { headers: AnswerHeaders }, name: string): string | undefined => {
  const value = upstream.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Streams one upstream video file to the client without buffering it: Range goes up, 200/206/416
 * with their range headers come down, anything else (errors, timeouts, redirects to another
 * origin) is a 502, and an address the upstream policy refuses is a 403. HEAD never reads the
 * file and answers as soon as the NAS's headers are in. When the client goes away the upstream
 * request is aborted.
 */
@Injectable()
export class VideoStreamer extends VideoDelivery {
  private readonly logger = new Logger('VideoProxy');

  constructor(
    private readonly timeouts: StreamTimeouts = DEFAULT_TIMEOUTS,
    /** The guarded, kept-alive agent in the app; tests of the streaming alone may use undici's default. */
    private readonly dispatcher: Dispatcher = getGlobalDispatcher(),
  ) {
    super();
  }

  stream(target: UpstreamTarget, clientRequest: IncomingMessage, response: ServerResponse): Promise<void> {
    return this.guarded(target, response, async (signal) => {
      const upstream = await this.openForwardable(target, 'GET', byteRange(clientRequest), signal);
      this.writeHead(upstream, upstream.statusCode, target.url, response);
      await upstream.pipeTo(response);
    });
  }

  /**
   * HEAD: the NAS is asked with HEAD; if it refuses, with a GET of the first byte, whose
   * Content-Range gives the whole length back. Either answer goes out on the NAS's headers: its
   * body (that one byte) is read away afterwards, never waited for.
   */
  head(target: UpstreamTarget, clientRequest: IncomingMessage, response: ServerResponse): Promise<void> {
    return this.guarded(target, response, async (signal) => {
      const range = byteRange(clientRequest);
      const asked = await this.open(target, 'HEAD', range, signal);
      asked.release();
      if (FORWARDED_STATUSES.has(asked.statusCode)) {
        this.writeHead(asked, asked.statusCode, target.url, response);
        return void response.end();
      }
      const first = await this.openForwardable(target, 'GET', range ?? FIRST_BYTE, signal);
      first.release();
      const whole = range ? null : WHOLE_LENGTH.exec(header(first, 'content-range') ?? '');
      if (!whole) {
        this.writeHead(first, first.statusCode, target.url, response);
        return void response.end();
      }
      this.writeHead(first, 200, target.url, response);
      response.removeHeader('content-range');
      response.setHeader('Content-Length', whole[1]);
      response.end();
    });
  }

  /** Aborts the upstream when the client leaves; turns failures into the API's error body. */
  private async guarded(
    target: UpstreamTarget,
    response: ServerResponse,
    work: (signal: AbortSignal) => Promise<void>,
  ): Promise<void> {
    const abort = new AbortController();
    const onClose = () => {
      if (!response.writableFinished) abort.abort();
    };
    response.on('close', onClose);
    try {
      await work(abort.signal);
    } catch (error) {
      if (abort.signal.aborted) return;
      // Only the NAS host reaches the log, never the full URL.
      this.logger.warn(`upstream ${new URL(target.url).host} failed: ${(error as Error)?.message ?? error}`);
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (
        error instanceof UpstreamAddressRefused ||
        (error as { cause?: unknown })?.cause instanceof UpstreamAddressRefused
      )
        throw proxyForbidden();
      throw error instanceof ApiError ? error : upstreamFailed();
    } finally {
      response.off('close', onClose);
    }
  }

  private async openForwardable(
    target: UpstreamTarget,
    method: Method,
    range: string | undefined,
    signal: AbortSignal,
  ): Promise<UpstreamAnswer> {
    const upstream = await this.open(target, method, range, signal);
    if (FORWARDED_STATUSES.has(upstream.statusCode)) return upstream;
    upstream.release();
    throw upstreamFailed();
  }

  /** The NAS's answer after at most three redirects within the same origin (undici follows none itself). */
  private async open(
    target: UpstreamTarget,
    method: Method,
    range: string | undefined,
    signal: AbortSignal,
  ): Promise<UpstreamAnswer> {
    const headers = upstreamHeaders(target, range);
    let current = target.url;
    for (let hop = 0; ; hop++) {
      const answer = await openUpstream(this.dispatcher, {
        url: current,
        method,
        headers,
        signal,
        headersTimeoutMs: this.timeouts.headersMs,
        bodyTimeoutMs: this.timeouts.bodyMs,
      });
      if (!isRedirect(answer.statusCode)) return answer;
      answer.release();
      const next = hop < MAX_REDIRECTS ? sameOriginTarget(current, answer.headers.location) : null;
      if (!next) throw upstreamFailed();
      current = next;
    }
  }

  private writeHead(
    upstream: Pick<UpstreamAnswer, 'statusCode' | 'headers'>,
    status: number,
    url: string,
    response: ServerResponse,
  ): void {
    response.statusCode = status;
    for (const name of COPIED_HEADERS) {
      const value = header(upstream, name);
      if (value !== undefined) response.setHeader(name, value);
    }
    if (upstream.statusCode === 206 && !response.hasHeader('accept-ranges'))
      response.setHeader('Accept-Ranges', 'bytes');
    // Only media types are passed on: an HTML page from the NAS must not render on our origin.
    const type = header(upstream, 'content-type');
    response.setHeader('Content-Type', type && /^(video|audio)\//i.test(type) ? type : videoMimeType(url));
    response.setHeader('Cache-Control', 'private, no-store');
  }
}

/** All the NAS is told besides the URL: the checked Range and the stored login. */
function upstreamHeaders(target: UpstreamTarget, range: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (range) headers.range = range;
  if (target.authorization) headers.authorization = target.authorization;
  return headers;
}

/** The client's Range when it is a byte range; anything else is not passed on. */
function byteRange(clientRequest: IncomingMessage): string | undefined {
  const range = clientRequest.headers.range;
  return range && BYTE_RANGE.test(range) ? range : undefined;
}
