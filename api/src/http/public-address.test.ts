import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createHostCheck, hostnameOf } from './public-address.ts';

describe('hostnameOf', () => {
  it('reads a host name or address with an optional port, in lower case', () => {
    expect(hostnameOf('Shop.Example')).toBe('shop.example');
    expect(hostnameOf('shop.example:8443')).toBe('shop.example');
    expect(hostnameOf('127.0.0.1:3000')).toBe('127.0.0.1');
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(hostnameOf('shop.example.')).toBe('shop.example');
  });

  it('refuses what is no Host at all', () => {
    for (const bad of [
      undefined,
      '',
      'a b',
      'x:99999',
      'x:',
      'user@shop.example',
      'shop.example/x',
      '[::1',
      'ex%00',
    ])
      expect(hostnameOf(bad), String(bad)).toBeUndefined();
  });
});

/** What the check answered for these headers: its status, or undefined when it let the request through. */
function answer(check: ReturnType<typeof createHostCheck>, headers: Record<string, string>) {
  let status: number | undefined;
  const res = {
    writeHead: (code: number) => {
      status = code;
    },
    end: () => {},
  } as unknown as ServerResponse;
  check({ method: 'GET', url: '/', headers } as IncomingMessage, res);
  return status;
}

describe('the Host check', () => {
  it('behind trusted proxies reads X-Forwarded-Host (its first entry), as Koa does', () => {
    const check = createHostCheck({ allowedHosts: ['shop.example'], proxy: true, production: true });
    expect(answer(check, { host: 'app:3000', 'x-forwarded-host': 'shop.example' })).toBeUndefined();
    expect(answer(check, { host: 'shop.example', 'x-forwarded-host': 'evil.example, shop.example' })).toBe(
      421,
    );
    expect(answer(check, { host: 'shop.example' })).toBeUndefined();
  });

  it('without proxies ignores X-Forwarded-Host, and always answers loopback', () => {
    const check = createHostCheck({ allowedHosts: ['shop.example'], proxy: false, production: true });
    expect(answer(check, { host: 'shop.example', 'x-forwarded-host': 'evil.example' })).toBeUndefined();
    expect(answer(check, { host: 'evil.example', 'x-forwarded-host': 'shop.example' })).toBe(421);
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:8080'])
      expect(answer(check, { host }), host).toBeUndefined();
    expect(answer(check, {})).toBe(400);
  });
});
