import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import * as http from 'http';
import type { RequestStage } from './access/cached-proxy-stage';

/**
 * Socket buffer of every connection, in bytes. Node's default (16 KiB) is smaller than one chunk
 * of a NAS stream (64 KiB), so the proxy paused and resumed the upstream after every chunk; four
 * chunks in flight let it keep reading while the kernel sends.
 */
export const SOCKET_BUFFER_BYTES = 256 * 1024;

/**
 * Nest's Express adapter, creating its HTTP server with a larger socket buffer, and with a stage
 * that may answer a request before Express sees it (the video proxy's cached reads).
 */
export class StreamingExpressAdapter extends ExpressAdapter {
  private frontStage: RequestStage | null = null;

  /** What the server's request listener runs: the front stage, then Express for whatever it left. */
  readonly requestListener: http.RequestListener = (request, response) => {
    if (this.frontStage?.(request, response)) return;
    (this.getInstance() as http.RequestListener)(request, response);
  };

  useFrontStage(stage: RequestStage): void {
    this.frontStage = stage;
  }

  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) return super.initHttpServer(options);
    this.httpServer = http.createServer({ highWaterMark: SOCKET_BUFFER_BYTES }, this.requestListener);
  }
}
