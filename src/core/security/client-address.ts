import { addressBits, formatIpAddress, parseIpAddress, type IpAddress } from './ip-address';

/** One trusted range: an address and how many of its leading bits must match. */
export interface AddressRange {
  family: 4 | 6;
  value: bigint;
  prefix: number;
}

export interface TrustedProxies {
  ranges: readonly AddressRange[];
  /** Entries that were neither an address nor a CIDR: trusted nothing, reported. */
  invalid: readonly string[];
}

function parseRange(entry: string): AddressRange | undefined {
  const [address = '', prefixText, extra] = entry.split('/');
  const ip = parseIpAddress(address);
  if (!ip || extra !== undefined) return undefined;
  const bits = addressBits(ip.family);
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!/^\d*$/.test(prefixText ?? '') || !Number.isInteger(prefix) || prefix > bits)
    return undefined;
  return { ...ip, prefix };
}

/** TRUSTED_PROXIES: comma-separated addresses and CIDRs (10.0.0.0/8, ::1). */
export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  const ranges: AddressRange[] = [];
  const invalid: string[] = [];
  for (const entry of (text ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const range = parseRange(entry);
    if (range) ranges.push(range);
    else invalid.push(entry);
  }
  return { ranges, invalid };
}

function inRange(ip: IpAddress, range: AddressRange): boolean {
  if (ip.family !== range.family) return false;
  const shift = BigInt(addressBits(ip.family) - range.prefix);
  return ip.value >> shift === range.value >> shift;
}

export const isTrustedProxy = (ip: IpAddress, trusted: TrustedProxies): boolean =>
  trusted.ranges.some((range) => inRange(ip, range));

/**
 * Per-address limits count an IPv6 caller by its /64: one subscriber is usually given a whole
 * /64, and could otherwise take a fresh address for every request.
 */
function throttleKey(ip: IpAddress): string {
  if (ip.family === 4) return formatIpAddress(ip);
  const network = formatIpAddress({ family: 6, value: (ip.value >> 64n) << 64n });
  return `${network}/64`;
}

export interface ConnectionFacts {
  /**
   * Who is talking to the function: the socket's address, or the client address Netlify's own
   * proxy reports. Undefined where the runtime gives none (the app called in-process).
   */
  peer: string | undefined;
  /** The X-Forwarded-For header as received (its values joined by commas). */
  forwardedFor: string | undefined;
  trusted: TrustedProxies;
}

/**
 * The caller's address for per-address limits. X-Forwarded-For is believed only as far as
 * trusted proxies vouch for it: from the peer leftwards, each address a trusted proxy gave is
 * taken until one that is not a trusted proxy, i.e. the client. Entries further left are the
 * client's own words and never read. Undefined when no address is known.
 */
export function resolveClientAddress({
  peer,
  forwardedFor,
  trusted,
}: ConnectionFacts): string | undefined {
  let address = peer === undefined ? undefined : parseIpAddress(peer);
  if (!address) return undefined;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  while (isTrustedProxy(address, trusted)) {
    const hop = hops.pop();
    const next = hop === undefined ? undefined : parseIpAddress(hop);
    // A garbled hop is where belief ends: the last proxy that gave it stands for the caller.
    if (!next) break;
    address = next;
  }
  return throttleKey(address);
}
