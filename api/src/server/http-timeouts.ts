import type * as http from 'http';
import type { HttpTimeouts } from '../config/env';

/**
 * Node checks unfinished requests against headersTimeout/requestTimeout only every
 * connectionsCheckingInterval (30 s by default), so a slow sender could outlive its bound by that
 * much; checking at least every second (walking the open connections) keeps the bound honest.
 */
const checkingIntervalMs = ({ headersTimeoutMs }: HttpTimeouts) => Math.min(1000, Math.floor(headersTimeoutMs / 4));

/**
 * Server options that close a connection whose client is too slow to send its request (slowloris:
 * headers or a body trickled a byte at a time). They bound receiving the request only; a long
 * answer (a video stream, a CSV export) is not cut.
 */
export function slowClientBounds(timeouts: HttpTimeouts): http.ServerOptions {
  return {
    headersTimeout: timeouts.headersTimeoutMs,
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    connectionsCheckingInterval: checkingIntervalMs(timeouts),
  };
}
