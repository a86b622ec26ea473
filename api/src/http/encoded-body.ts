import { createHash } from 'crypto';
import { gzipSync } from 'zlib';
import type { Request, Response } from 'express';

/** A response body prepared once and sent many times: plain, gzipped, and its ETag. */
export interface EncodedBody {
  status: number;
  type: string;
  plain: Buffer;
  gzip: Buffer;
  etag: string;
}

export function encodeBody(status: number, type: string, text: string): EncodedBody {
  const plain = Buffer.from(text, 'utf8');
  return {
    status,
    type,
    plain,
    gzip: gzipSync(plain, { level: 6 }),
    etag: `"${createHash('sha1').update(plain).digest('base64url')}"`,
  };
}

function fresh(request: Request, etag: string): boolean {
  const given = request.headers['if-none-match'];
  return typeof given === 'string' && given.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a prepared body: 304 when the client has it, gzip when the client takes it. The cached
 * bytes go out as they are (the compression middleware leaves an encoded body alone).
 */
export function sendEncoded(request: Request, response: Response, body: EncodedBody, cacheControl: string): void {
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('ETag', body.etag);
  response.setHeader('Vary', 'Accept-Encoding');
  if (body.status === 200 && fresh(request, body.etag)) {
    response.status(304).end();
    return;
  }
  const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const bytes = gzip ? body.gzip : body.plain;
  response.status(body.status);
  response.setHeader('Content-Type', body.type);
  if (gzip) response.setHeader('Content-Encoding', 'gzip');
  response.setHeader('Content-Length', bytes.length);
  response.end(request.method === 'HEAD' ? undefined : bytes);
}
