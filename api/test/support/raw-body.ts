import type request from 'supertest';
import type { Agent } from './accounts';

type Client = Agent | ReturnType<typeof request>;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RawRequest {
  method: Method;
  path: string;
  /** Sent byte for byte: no JSON encoding, no default Content-Type. */
  body?: string | Buffer;
  headers?: Record<string, string>;
}

/** A request whose body and headers the test controls exactly (supertest would re-encode a Buffer sent as JSON). */
export function sendRaw(client: Client, { method, path, body, headers = {} }: RawRequest) {
  let call = client[method](path);
  for (const [name, value] of Object.entries(headers)) call = call.set(name, value);
  if (body === undefined) return call;
  return call
    .serialize((data: unknown) => data as string)
    .send(Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'));
}

/** `{"<key>":[[[…]]]}` with `depth` levels in all (the outer object counts as one). */
export function nestedJson(depth: number, key = 'email'): string {
  return `{"${key}":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
}

export const JSON_TYPE = { 'Content-Type': 'application/json' };
