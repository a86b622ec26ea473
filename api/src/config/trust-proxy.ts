import { blockWithin, parseBlock, type Block } from '../http/ip-address';

/** The words Express's `trust proxy` understands, each naming private ranges only. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'] as const;

/** More hops than this is no deployment we know of: it trusts whatever a client wrote in front. */
export const TRUST_PROXY_HOPS_MAX = 3;

/**
 * A public block narrower than this may be trusted (one's own load balancers); a wider one would let
 * anyone inside it name the address every per-address limit counts.
 */
const PUBLIC_PREFIX_MIN = { 4: 24, 6: 64 } as const;

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

/**
 * What is wrong with one entry of a TRUST_PROXY list, or null when Express may trust it: a named
 * private range, an address, or a block that is private or narrow.
 */
export function trustProxyEntryProblem(entry: string): string | null {
  if ((NAMED_RANGES as readonly string[]).includes(entry)) return null;
  const block = parseBlock(entry);
  if (!block) return `"${entry}" 는 주소나 대역(CIDR)이 아닙니다`;
  if (PRIVATE_BLOCKS.some((range) => blockWithin(block, range))) return null;
  if (block.prefix >= PUBLIC_PREFIX_MIN[block.version]) return null;
  return `"${entry}" 는 공인 주소 대역을 너무 넓게 믿게 되어, 그 안의 누구나 요청 제한이 세는 주소를 고를 수 있습니다 (공인 대역은 IPv4 /${PUBLIC_PREFIX_MIN[4]}, IPv6 /${PUBLIC_PREFIX_MIN[6]} 이하만)`;
}
