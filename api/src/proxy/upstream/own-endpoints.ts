import type { AddressInfo, Server } from 'net';
import { networkInterfaces } from 'os';
import { canonicalAddress, refusedAddressKind } from '../../http/ip-address';

/**
 * Where this server itself listens. A video URL pointing there would make the proxy call the
 * site's own API with the server's network position, so it is refused like loopback.
 */
export class OwnEndpoints {
  constructor(
    /** The HTTP server once it listens (its real port: tests and `PORT=0` pick one at start). */
    private readonly server: () => Server | undefined,
    private readonly configured: { host: string; port: number },
  ) {}

  includes(address: string, port: number): boolean {
    const { host, port: ownPort } = this.listening();
    if (port !== ownPort) return false;
    const target = canonicalAddress(address);
    if (target === null) return false;
    if (refusedAddressKind(host) !== 'unspecified') return canonicalAddress(host) === target;
    // Bound to every interface: each address of this machine reaches it.
    return Object.values(networkInterfaces())
      .flat()
      .some((entry) => entry !== undefined && canonicalAddress(entry.address) === target);
  }

  private listening(): { host: string; port: number } {
    const address = this.server()?.address() as AddressInfo | string | null | undefined;
    if (address && typeof address === 'object') return { host: address.address, port: address.port };
    return this.configured;
  }
}
