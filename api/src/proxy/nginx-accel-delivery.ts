import { Logger } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'crypto';
import type { IncomingMessage, ServerResponse } from 'http';
import { videoMimeType } from '@academy/common/video-url';
import { proxyForbidden, upstreamFailed } from './proxy.errors';
import { resolveWithSystem, UpstreamAddressRefused, type UpstreamPolicy } from './upstream/upstream-policy';
import { canonicalAddress } from '../http/ip-address';
import { VideoDelivery, type UpstreamTarget } from './video-delivery';

/** The named nginx location that streams for us (deploy/nginx/shell/video-accel.inc.template). */
export const ACCEL_LOCATION = '@video_upstream';

/** The headers the API hands that location; nginx consumes them, the browser never sees them. */
export const ACCEL_HEADERS = {
  url: 'X-Video-Upstream-Url',
  host: 'X-Video-Upstream-Host',
  serverName: 'X-Video-Upstream-Name',
  authorization: 'X-Video-Upstream-Authorization',
  contentType: 'X-Video-Content-Type',
} as const;

/** The request header the front nginx sets (video-accel.inc), replacing any copy a client sent. */
export const ACCEL_SECRET_HEADER = 'X-Video-Accel-Secret';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * VIDEO_ACCEL=nginx: the API only authorises and names the upstream; nginx moves the bytes with
 * Range. The URL handed over holds the address the policy checked (nginx never resolves a name,
 * so a DNS answer cannot change in between); Host and the TLS name stay the NAS's own. That answer
 * carries the NAS's address and login, so only a request proven to come through the front nginx
 * (its secret header) gets it; any other is streamed here, like VIDEO_ACCEL=off. HEAD is answered
 * here too (headers only, cheap), so a NAS that refuses HEAD still gets the one-byte fallback.
 */
export class NginxAccelDelivery extends VideoDelivery {
  private readonly logger = new Logger('VideoProxy');
  private readonly secretDigest: Buffer;

  constructor(
    private readonly policy: UpstreamPolicy,
    private readonly streamer: VideoDelivery,
    secret: string,
  ) {
    super();
    this.secretDigest = digest(secret);
  }

  head(target: UpstreamTarget, clientRequest: IncomingMessage, response: ServerResponse): Promise<void> {
    return this.streamer.head(target, clientRequest, response);
  }

  stream(target: UpstreamTarget, clientRequest: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!this.fromFrontNginx(clientRequest)) return this.streamer.stream(target, clientRequest, response);
    return this.handOver(target, response);
  }

  /** Compared as digests: equal lengths, and the time taken says nothing about the secret. */
  private fromFrontNginx(clientRequest: IncomingMessage): boolean {
    const sent = clientRequest.headers[ACCEL_SECRET_HEADER.toLowerCase()];
    return typeof sent === 'string' && timingSafeEqual(digest(sent), this.secretDigest);
  }

  private async handOver(target: UpstreamTarget, response: ServerResponse): Promise<void> {
    const url = new URL(target.url);
    url.hash = '';
    let address: string;
    try {
      address = await this.addressOf(url);
    } catch (error) {
      this.logger.warn(`upstream ${url.host} failed: ${(error as Error)?.message ?? error}`);
      throw error instanceof UpstreamAddressRefused ? proxyForbidden() : upstreamFailed();
    }
    const pinned = new URL(url.href);
    pinned.hostname = address.includes(':') ? `[${address}]` : address;
    response.setHeader('X-Accel-Redirect', ACCEL_LOCATION);
    response.setHeader('X-Accel-Buffering', 'no');
    response.setHeader(ACCEL_HEADERS.url, pinned.href);
    response.setHeader(ACCEL_HEADERS.host, url.host);
    response.setHeader(ACCEL_HEADERS.serverName, url.hostname.replace(/^\[|\]$/g, ''));
    response.setHeader(ACCEL_HEADERS.authorization, target.authorization ?? '');
    response.setHeader(ACCEL_HEADERS.contentType, videoMimeType(target.url));
    response.statusCode = 200;
    response.end();
  }

  /** The checked address for an unlisted origin; for a listed one, what the system resolver says. */
  private async addressOf(url: URL): Promise<string> {
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    const pinned = await this.policy.pinnedAddress(url.protocol, url.hostname, port);
    if (pinned !== null) return pinned;
    const bare = url.hostname.replace(/^\[|\]$/g, '');
    if (canonicalAddress(bare) !== null) return bare;
    const [first] = await resolveWithSystem(bare);
    if (!first) throw new Error(`${bare} has no address`);
    return first;
  }
}
