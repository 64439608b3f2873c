import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctionsHost, type FunctionsHost } from '../../scripts/local-api/functions-host';
import { withLocalProxies } from '../../scripts/local-api/local-api';

describe('the local functions host', () => {
  let host: FunctionsHost;
  beforeAll(async () => {
    host = await startFunctionsHost([
      {
        name: 'echo',
        pattern: '/api/*',
        handler: (request, context) =>
          Response.json({ ip: context?.ip, forwarded: request.headers.get('x-forwarded-for') }),
      },
    ]);
  });
  afterAll(() => host.stop());

  it("gives a function the socket's address as Netlify's context.ip, whatever the headers say", async () => {
    const res = await fetch(`${host.url}/api/who`, {
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-nf-client-connection-ip': '198.51.100.1' },
    });
    expect(await res.json()).toEqual({ ip: '127.0.0.1', forwarded: '203.0.113.9' });
  });
});

describe('the proxies the local host trusts', () => {
  it('are loopback beside the configured ones', () => {
    expect(withLocalProxies(undefined)).toBe('127.0.0.0/8,::1');
    expect(withLocalProxies(' 10.0.0.0/8 ')).toBe('10.0.0.0/8,127.0.0.0/8,::1');
  });
});
