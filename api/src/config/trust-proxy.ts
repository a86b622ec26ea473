import { isIPv4, isIPv6 } from 'net';

/** The words Express's `trust proxy` understands, each naming private ranges only. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'] as const;

/** More hops than this is no deployment we know of: it trusts whatever a client wrote in front. */
export const TRUST_PROXY_HOPS_MAX = 3;

/**
 * A public block narrower than this may be trusted (one's own load balancers); a wider one would let
 * anyone inside it name the address every per-address limit counts.
 */
const PUBLIC_PREFIX_MIN = { 4: 24, 6: 64 } as const;

interface Block {
  version: 4 | 6;
  network: bigint;
  prefix: number;
}

const PRIVATE_BLOCKS: readonly Block[] = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '100.64.0.0/10',
  '::1/128',
  'fe80::/10',
  'fc00::/7',
].map((cidr) => parseBlock(cidr)!);

function ipv4Bits(address: string): bigint {
  return address.split('.').reduce((bits, part) => (bits << 8n) | BigInt(Number(part)), 0n);
}

function ipv6Bits(address: string): bigint {
  let text = address;
  // An IPv4 tail (::ffff:10.0.0.1) is two groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = ipv4Bits(tail[1]!);
    text = `${text.slice(0, -tail[1]!.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest ? rest.split(':') : [];
  const groups =
    rest === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - restGroups.length).fill('0'), ...restGroups];
  return groups.reduce((bits, group) => (bits << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/** `10.0.0.0/8`, `fd00::/8` or a single address; null when it is neither. */
function parseBlock(text: string): Block | null {
  const [address, prefixText, extra] = text.split('/');
  if (extra !== undefined || !address) return null;
  const version = isIPv4(address) ? 4 : isIPv6(address) ? 6 : null;
  if (version === null) return null;
  const width = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? width : Number(prefixText);
  if (prefix > width) return null;
  const bits = version === 4 ? ipv4Bits(address) : ipv6Bits(address);
  const mask = ((1n << BigInt(prefix)) - 1n) << BigInt(width - prefix);
  return { version, network: bits & mask, prefix };
}

function within(inner: Block, outer: Block): boolean {
  if (inner.version !== outer.version || inner.prefix < outer.prefix) return false;
  const width = inner.version === 4 ? 32 : 128;
  const shift = BigInt(width - outer.prefix);
  return inner.network >> shift === outer.network >> shift;
}

/**
 * What is wrong with one entry of a TRUST_PROXY list, or null when Express may trust it: a named
 * private range, an address, or a block that is private or narrow.
 */
export function trustProxyEntryProblem(entry: string): string | null {
  if ((NAMED_RANGES as readonly string[]).includes(entry)) return null;
  const block = parseBlock(entry);
  if (!block) return `"${entry}" 는 주소나 대역(CIDR)이 아닙니다`;
  if (PRIVATE_BLOCKS.some((range) => within(block, range))) return null;
  if (block.prefix >= PUBLIC_PREFIX_MIN[block.version]) return null;
  return `"${entry}" 는 공인 주소 대역을 너무 넓게 믿게 되어, 그 안의 누구나 요청 제한이 세는 주소를 고를 수 있습니다 (공인 대역은 IPv4 /${PUBLIC_PREFIX_MIN[4]}, IPv6 /${PUBLIC_PREFIX_MIN[6]} 이하만)`;
}
