import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, resolveClientAddress } from './client-address';
import { formatIpAddress, parseIpAddress } from './ip-address';

const LOOPBACK = parseTrustedProxies('127.0.0.0/8, ::1');
const NONE = parseTrustedProxies(undefined);

describe('reading an address', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['192.0.2.7:8443', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['[2001:DB8::1]:443', '2001:db8:0:0:0:0:0:1'],
    ['fe80::1%eth0', 'fe80:0:0:0:0:0:0:1'],
    ['::1', '0:0:0:0:0:0:0:1'],
    ['1:2:3:4:5:6:192.0.2.1', '1:2:3:4:5:6:c000:201'],
  ])('reads %s as %s', (raw, formatted) => {
    const ip = parseIpAddress(raw);
    expect(ip && formatIpAddress(ip)).toBe(formatted);
  });

  it.each([
    '',
    'unknown',
    '256.1.1.1',
    '1.2.3',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    'g::1',
    '1.2.3.4x',
  ])('refuses %j', (raw) => {
    expect(parseIpAddress(raw)).toBeUndefined();
  });
});

describe('the trusted proxies setting', () => {
  it('takes addresses and CIDRs, and reports what is neither', () => {
    const trusted = parseTrustedProxies(
      ' 10.0.0.0/8 ,, 192.0.2.1, fd00::/8, 10.0.0.0/33, proxy, 1.2.3.4/x',
    );
    expect(trusted.ranges).toHaveLength(3);
    expect(trusted.invalid).toEqual(['10.0.0.0/33', 'proxy', '1.2.3.4/x']);
  });
});

describe("the caller's address", () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(
      resolveClientAddress({ peer: '198.51.100.4', forwardedFor: '203.0.113.9', trusted: NONE }),
    ).toBe('198.51.100.4');
  });

  it('is the nearest address a trusted proxy gives, not what the client wrote before it', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8');
    expect(
      resolveClientAddress({
        peer: '10.0.0.2',
        forwardedFor: '1.1.1.1, 203.0.113.9, 10.0.0.1',
        trusted,
      }),
    ).toBe('203.0.113.9');
  });

  it('stops at an untrusted peer even when it forwards', () => {
    expect(
      resolveClientAddress({ peer: '198.51.100.4', forwardedFor: '127.0.0.1', trusted: LOOPBACK }),
    ).toBe('198.51.100.4');
  });

  it('is the last trusted address when every hop is a local proxy (a local browser)', () => {
    expect(
      resolveClientAddress({
        peer: '127.0.0.1',
        forwardedFor: '::1, 127.0.0.1',
        trusted: LOOPBACK,
      }),
    ).toBe('0:0:0:0:0:0:0:0/64');
    expect(
      resolveClientAddress({ peer: '127.0.0.1', forwardedFor: undefined, trusted: LOOPBACK }),
    ).toBe('127.0.0.1');
  });

  it('keeps the trusted proxy when the hop it gave is garbled', () => {
    expect(
      resolveClientAddress({
        peer: '127.0.0.1',
        forwardedFor: '203.0.113.9, junk',
        trusted: LOOPBACK,
      }),
    ).toBe('127.0.0.1');
  });

  it('counts an IPv6 caller by its /64', () => {
    const one = resolveClientAddress({
      peer: '2001:db8:1:2::a',
      forwardedFor: undefined,
      trusted: NONE,
    });
    const other = resolveClientAddress({
      peer: '2001:db8:1:2:ffff::b',
      forwardedFor: undefined,
      trusted: NONE,
    });
    expect(one).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(other).toBe(one);
  });

  it('is unknown without a peer or with an unreadable one', () => {
    expect(
      resolveClientAddress({ peer: undefined, forwardedFor: '203.0.113.9', trusted: NONE }),
    ).toBe(undefined);
    expect(resolveClientAddress({ peer: 'nonsense', forwardedFor: undefined, trusted: NONE })).toBe(
      undefined,
    );
  });
});
