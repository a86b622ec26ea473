import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import * as http from 'http';

/**
 * Socket buffer of every connection, in bytes. Node's default (16 KiB) is smaller than one chunk
 * of a NAS stream (64 KiB), so the proxy paused and resumed the upstream after every chunk; four
 * chunks in flight let it keep reading while the kernel sends.
 */
export const SOCKET_BUFFER_BYTES = 256 * 1024;

/** Nest's Express adapter, creating its HTTP server with a larger socket buffer. */
export class StreamingExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) return super.initHttpServer(options);
    this.httpServer = http.createServer({ highWaterMark: SOCKET_BUFFER_BYTES }, this.getInstance());
  }
}
