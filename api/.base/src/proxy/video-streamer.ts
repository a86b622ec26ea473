import { Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { pipeline } from 'stream/promises';
import { request, type Dispatcher } from 'undici';
import { videoMimeType } from '@academy/common';
import { ApiError } from '../common/api-error';
import { upstreamFailed } from './proxy.errors';
import { isRedirect, sameHostTarget } from './upstream-redirect';

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

type Upstream = Dispatcher.ResponseData;

const header = (upstream: Upstream, name: string): string | undefined => {
  const value = upstream.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Streams one upstream video file to the client without buffering it: Range goes up, 200/206/416
 * with their range headers come down, anything else (errors, timeouts, foreign redirects) is a
 * 502. When the client goes away the upstream request is aborted.
 */
@Injectable()
export class VideoStreamer {
  private readonly logger = new Logger('VideoProxy');

  constructor(private readonly timeouts: StreamTimeouts = DEFAULT_TIMEOUTS) {}

  async stream(url: string, clientRequest: Request, response: Response): Promise<void> {
    const abort = new AbortController();
    const onClose = () => {
      if (!response.writableFinished) abort.abort();
    };
    response.on('close', onClose);
    try {
      const upstream = await this.open(url, clientRequest.headers.range, abort.signal);
      response.status(upstream.statusCode);
      this.copyHeaders(upstream, url, response);
      await pipeline(upstream.body, response);
    } catch (error) {
      if (abort.signal.aborted) return;
      // The file only reaches our NAS host in the log, never its full URL (it may hold credentials).
      this.logger.warn(`upstream ${new URL(url).host} failed: ${(error as Error)?.message ?? error}`);
      if (response.headersSent) {
        response.destroy();
        return;
      }
      throw error instanceof ApiError ? error : upstreamFailed();
    } finally {
      response.off('close', onClose);
    }
  }

  private async open(url: string, range: string | undefined, signal: AbortSignal): Promise<Upstream> {
    const headers = range && BYTE_RANGE.test(range) ? { range } : undefined;
    let current = url;
    for (let hop = 0; ; hop++) {
      // undici's request() follows no redirect by itself; same-host ones are followed below.
      const upstream = await request(current, {
        method: 'GET',
        headers,
        signal,
        headersTimeout: this.timeouts.headersMs,
        bodyTimeout: this.timeouts.bodyMs,
      });
      if (FORWARDED_STATUSES.has(upstream.statusCode)) return upstream;
      // Read away a small error page so the connection can be reused; a big one is cut off.
      await upstream.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      const next = isRedirect(upstream.statusCode) && hop < MAX_REDIRECTS ? sameHostTarget(current, upstream.headers.location) : null;
      if (!next) throw upstreamFailed();
      current = next;
    }
  }

  private copyHeaders(upstream: Upstream, url: string, response: Response): void {
    for (const name of COPIED_HEADERS) {
      const value = header(upstream, name);
      if (value !== undefined) response.setHeader(name, value);
    }
    if (upstream.statusCode === 206 && !response.hasHeader('accept-ranges')) response.setHeader('Accept-Ranges', 'bytes');
    // Only media types are passed on: an HTML page from the NAS must not render on our origin.
    const type = header(upstream, 'content-type');
    response.setHeader('Content-Type', type && /^(video|audio)\//i.test(type) ? type : videoMimeType(url));
    response.setHeader('Cache-Control', 'private, no-store');
  }
}
