import { lookup } from 'dns/promises';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { canonicalAddress, refusedAddressKind } from '../../http/ip-address';
import type { OwnEndpoints } from './own-endpoints';

/** A connection the policy refused: the proxy answers 403 PROXY_FORBIDDEN, not 502. */
export class UpstreamAddressRefused extends Error {
  constructor(readonly reason: string) {
    super(`upstream address refused (${reason})`);
    this.name = 'UpstreamAddressRefused';
  }
}

export type ResolveAll = (hostname: string) => Promise<string[]>;

/** How long a host name may take to resolve; a NAS name that hangs the resolver is treated as unresolved. */
const LOOKUP_TIMEOUT_MS = 5_000;

export const resolveWithSystem: ResolveAll = async (hostname) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`lookup ${hostname} timed out`), { code: 'ETIMEOUT' })),
      LOOKUP_TIMEOUT_MS,
    );
  });
  try {
    const found = await Promise.race([lookup(hostname, { all: true, verbatim: true }), timeout]);
    return found.map((entry) => entry.address);
  } finally {
    clearTimeout(timer);
  }
};

const defaultPort = (protocol: string) => (protocol === 'https:' ? 443 : 80);

/**
 * Which upstreams the video proxy may fetch from. With VIDEO_UPSTREAM_HOSTS set, only the listed
 * origins, trusted as they are (a NAS on this very machine is listed on purpose). Otherwise any
 * http(s) origin whose every address is outside loopback, link-local, metadata and unspecified
 * space and is not this server's own listening socket. LAN ranges stay allowed.
 */
export class UpstreamPolicy {
  constructor(
    private readonly listed: readonly string[] | null,
    private readonly own: OwnEndpoints,
    private readonly resolveAll: ResolveAll = resolveWithSystem,
  ) {}

  /** The allow-list when set, else any http(s) origin; addresses are checked when connecting. */
  allowsOrigin(url: string): boolean {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    return this.listed === null || this.listed.includes(parsed.origin);
  }

  isListed(origin: string): boolean {
    return this.listed?.includes(origin) ?? false;
  }

  /** Why connecting to `address`:`port` is refused, or null. Listed origins are not asked. */
  addressRefusal(address: string, port: number): string | null {
    const kind = refusedAddressKind(address);
    if (kind) return kind;
    return this.own.includes(address, port) ? 'this server' : null;
  }

  /**
   * The address to connect to for `hostname` (an IP or a name), checked: every address the name
   * resolves to must pass, and the connection goes to the first one, so a DNS answer that changes
   * between the check and the connection cannot lead anywhere else. Null for a listed origin (the
   * system resolver is trusted there). Throws UpstreamAddressRefused, or the resolver's error.
   */
  async pinnedAddress(protocol: string, hostname: string, port: number): Promise<string | null> {
    const bare = hostname.replace(/^\[|\]$/g, '');
    const isAddress = canonicalAddress(bare) !== null;
    const effectivePort = port || defaultPort(protocol);
    const origin = new URL(`${protocol}//${isAddress && bare.includes(':') ? `[${bare}]` : bare}:${effectivePort}`)
      .origin;
    if (this.isListed(origin)) return null;
    if (this.listed !== null) throw new UpstreamAddressRefused('origin not listed');
    const addresses = isAddress ? [bare] : await this.resolveAll(bare);
    if (addresses.length === 0) throw new UpstreamAddressRefused('no address');
    for (const address of addresses) {
      const refusal = this.addressRefusal(address, effectivePort);
      if (refusal) throw new UpstreamAddressRefused(refusal);
    }
    return addresses[0];
  }

  /**
   * The Korean reason a video URL may not be registered, or null. A name that does not resolve
   * now is accepted: the NAS may be switched off, and streaming checks its addresses again.
   */
  async registrationProblem(url: string): Promise<string | null> {
    const parsed = new URL(url);
    if (this.listed !== null)
      return this.listed.includes(parsed.origin) ? null : ADMIN_MESSAGES.videoUrl.upstreamNotAllowed;
    const port = Number(parsed.port) || defaultPort(parsed.protocol);
    const hostname = parsed.hostname.replace(/^\[|\]$/g, '');
    const addresses =
      canonicalAddress(hostname) !== null ? [hostname] : await this.resolveAll(hostname).catch(() => []);
    return addresses.some((address) => this.addressRefusal(address, port))
      ? ADMIN_MESSAGES.videoUrl.internalAddress
      : null;
  }
}
