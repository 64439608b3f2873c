/** An IP address as a number, so ranges can be compared; IPv4-mapped IPv6 counts as IPv4. */
export interface IpAddress {
  family: 4 | 6;
  value: bigint;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/;

function parseIpv4(text: string): bigint | undefined {
  const parts = IPV4.exec(text)?.slice(1).map(Number);
  if (!parts || parts.some((octet) => octet > 255)) return undefined;
  return parts.reduce((sum, octet) => (sum << 8n) + BigInt(octet), 0n);
}

function parseGroups(text: string): number[] | undefined {
  if (text === '') return [];
  const groups = text.split(':');
  if (!groups.every((group) => HEX_GROUP.test(group))) return undefined;
  return groups.map((group) => parseInt(group, 16));
}

function parseIpv6(text: string): bigint | undefined {
  let body = text.toLowerCase();
  // An IPv4 tail (::ffff:192.0.2.1) is two groups written the other way.
  const tail = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (tail) {
    const v4 = parseIpv4(tail[2]!);
    if (v4 === undefined) return undefined;
    body = `${tail[1]}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  const head = parseGroups(halves[0]!);
  const rest = halves.length === 2 ? parseGroups(halves[1]!) : [];
  if (!head || !rest) return undefined;
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<number>(missing).fill(0), ...rest];
  return groups.reduce((sum, group) => (sum << 16n) + BigInt(group), 0n);
}

const MAPPED_V4 = 0xffffn << 32n;

/**
 * Reads an address as proxies write it: plain, in brackets, with a port (192.0.2.1:443,
 * [2001:db8::1]:443) or an IPv6 zone (fe80::1%eth0). Anything else is not an address.
 */
export function parseIpAddress(raw: string): IpAddress | undefined {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/%[\w.-]+$/, '');
  const v4 = parseIpv4(text);
  if (v4 !== undefined) return { family: 4, value: v4 };
  if (!text.includes(':')) return undefined;
  const v6 = parseIpv6(text);
  if (v6 === undefined) return undefined;
  if (v6 >> 32n === MAPPED_V4 >> 32n) return { family: 4, value: v6 & 0xffffffffn };
  return { family: 6, value: v6 };
}

/** The address's own short form: dotted IPv4, or eight hexadecimal IPv6 groups. */
export function formatIpAddress({ family, value }: IpAddress): string {
  const [count, bits, base, separator] = family === 4 ? [4, 8n, 10, '.'] : [8, 16n, 16, ':'];
  const mask = (1n << bits) - 1n;
  const parts: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    parts.push(((value >> (BigInt(i) * bits)) & mask).toString(base));
  }
  return parts.join(separator);
}

export const addressBits = (family: 4 | 6): number => (family === 4 ? 32 : 128);
