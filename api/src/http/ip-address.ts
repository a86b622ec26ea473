import { isIPv4, isIPv6 } from 'net';

/** Address classes the video proxy never connects to unless an operator lists the origin explicitly. */
export type RefusedAddressKind = 'loopback' | 'link-local' | 'metadata' | 'unspecified';

const ipv4Bytes = (address: string): number[] => address.split('.').map(Number);

/** The 16 bytes of an IPv6 address, a dotted IPv4 tail included (`::ffff:127.0.0.1`). */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.', lastColon)) {
    tail.push(...ipv4Bytes(text.slice(lastColon + 1)));
    text = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const [head, rest] = text.includes('::') ? text.split('::') : [text, null];
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = groups(head);
  const back = rest === null ? [] : groups(rest);
  const words = [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
  const bytes = words.flatMap((word) => [word >> 8, word & 0xff]);
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

const startsWith = (bytes: number[], prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
const MAPPED = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];
const TRANSLATED = [0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0];
const COMPATIBLE = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const NAT64 = [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0];
const EC2_METADATA_V6 = ipv6Bytes('fd00:ec2::254');

/**
 * One address in a form that compares equal however it was written: an IPv4 address stays
 * dotted, an IPv6 address that only wraps an IPv4 one (mapped, translated, compatible, NAT64)
 * becomes that IPv4 address, any other IPv6 address becomes its 16 bytes in hex. Null when
 * `address` is no IP address. Brackets and a zone (`%eth0`) are dropped.
 */
export function canonicalAddress(address: string): string | null {
  const bare = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (isIPv4(bare)) return ipv4Bytes(bare).join('.');
  if (!isIPv6(bare)) return null;
  const bytes = ipv6Bytes(bare);
  const tail = bytes.slice(12);
  // ::/96 also holds :: and ::1, which are IPv6's own unspecified and loopback addresses.
  const ownIpv6 = tail[0] === 0 && tail[1] === 0 && tail[2] === 0 && tail[3] <= 1;
  const wrapped =
    [MAPPED, TRANSLATED, NAT64].some((prefix) => startsWith(bytes, prefix)) ||
    (startsWith(bytes, COMPATIBLE) && !ownIpv6);
  if (wrapped) return tail.join('.');
  return bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function refusedIpv4(bytes: number[]): RefusedAddressKind | null {
  if (bytes[0] === 127) return 'loopback';
  // 0.0.0.0/8 is "this network": Linux connects 0.0.0.0 to the machine itself.
  if (bytes[0] === 0) return 'unspecified';
  if (bytes[0] === 169 && bytes[1] === 254) return bytes[2] === 169 && bytes[3] === 254 ? 'metadata' : 'link-local';
  return null;
}

function refusedIpv6(hex: string): RefusedAddressKind | null {
  const bytes = hex.match(/../g)!.map((pair) => parseInt(pair, 16));
  if (bytes.every((byte) => byte === 0)) return 'unspecified';
  if (bytes.slice(0, 15).every((byte) => byte === 0) && bytes[15] === 1) return 'loopback';
  if (bytes[0] === 0xfe && (bytes[1] & 0xc0) === 0x80) return 'link-local';
  if (startsWith(bytes, EC2_METADATA_V6)) return 'metadata';
  return null;
}

/**
 * Why an address must not be fetched from: loopback, link-local, a cloud metadata address or an
 * unspecified one, however the address is written. Private LAN ranges are fine: NAS boxes live there.
 */
export function refusedAddressKind(address: string): RefusedAddressKind | null {
  const canonical = canonicalAddress(address);
  if (canonical === null) return null;
  return canonical.includes('.') ? refusedIpv4(ipv4Bytes(canonical)) : refusedIpv6(canonical);
}

/** An address block as bits: 4 or 6, its network and prefix length. */
export interface Block {
  version: 4 | 6;
  network: bigint;
  prefix: number;
}

const bitsOf = (bytes: number[]) => bytes.reduce((bits, byte) => (bits << 8n) | BigInt(byte), 0n);

/** `10.0.0.0/8`, `fd00::/8` or a single address, as written (a mapped IPv6 block stays IPv6); null when neither. */
export function parseBlock(text: string): Block | null {
  const [address, prefixText, extra] = text.split('/');
  if (extra !== undefined || !address) return null;
  const version = isIPv4(address) ? 4 : isIPv6(address) ? 6 : null;
  if (version === null) return null;
  const width = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? width : Number(prefixText);
  if (prefix > width) return null;
  const bits = bitsOf(version === 4 ? ipv4Bytes(address) : ipv6Bytes(address));
  const mask = ((1n << BigInt(prefix)) - 1n) << BigInt(width - prefix);
  return { version, network: bits & mask, prefix };
}

/** Whether every address of `inner` lies in `outer`. */
export function blockWithin(inner: Block, outer: Block): boolean {
  if (inner.version !== outer.version || inner.prefix < outer.prefix) return false;
  const shift = BigInt((inner.version === 4 ? 32 : 128) - outer.prefix);
  return inner.network >> shift === outer.network >> shift;
}

/**
 * The network a client is counted as by every per-address limit: an IPv4 address itself (one an
 * IPv6 address merely wraps, ::ffff:203.0.113.9, as that IPv4 address), any other IPv6 address by
 * its /64, which one home connection or phone owns whole (2001:db8:1:1::1 to ::8 are one subscriber).
 */
export function addressNetwork(address: string): string {
  const canonical = canonicalAddress(address);
  if (canonical === null || canonical.includes('.')) return canonical ?? address;
  return `${canonical.slice(0, 16).match(/..../g)!.join(':')}::/64`;
}
