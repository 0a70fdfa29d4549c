import { describe, expect, it } from 'vitest';
import { isLocalDevOrigin } from './middleware.ts';

describe('isLocalDevOrigin', () => {
  it('accepts this machine by name, IPv4 or IPv6 loopback, over http or https, with or without a port', () => {
    for (const origin of [
      'http://localhost',
      'http://localhost:5173',
      'https://localhost:8443',
      'http://127.0.0.1:3000',
      'https://127.0.0.1',
      'http://[::1]:4173',
      'http://[::1]',
    ])
      expect(isLocalDevOrigin(origin), origin).toBe(true);
  });

  it('refuses other hosts, including ones that only start or end like a local one', () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost.evil.example',
      'http://evil.example/http://localhost',
      'http://notlocalhost:5173',
      'http://127.0.0.1.evil.example',
      'http://127.0.0.2:3000',
      'http://[::2]:3000',
      'http://localhost:5173.evil.example',
      'http://localhost:5173/',
      'http://localhost:',
      'http://localhost:abc',
      'ftp://localhost:21',
      'httpss://localhost',
      'localhost:5173',
      '',
    ])
      expect(isLocalDevOrigin(origin), origin).toBe(false);
  });
});
