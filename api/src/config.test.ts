import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('PUBLIC_URL and ALLOWED_HOSTS', () => {
  it('defaults outside production to the address npm start listens on', () => {
    expect(loadConfig({})).toMatchObject({ publicUrl: 'http://localhost:3000', allowedHosts: ['localhost'] });
    expect(loadConfig({ PORT: '8080', HOST: '127.0.0.1' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
  });

  it('is required in production, with a message saying what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required/);
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://Shop.Example/',
      ALLOWED_HOSTS: ' www.shop.example , old-shop.example:8443,',
    });
    expect(config.publicUrl).toBe('https://shop.example');
    expect(config.allowedHosts).toEqual(['shop.example', 'www.shop.example', 'old-shop.example']);
  });

  it('refuses what is not an origin or a host name', () => {
    for (const bad of [
      'shop.example',
      'ftp://shop.example',
      'https://shop.example/shop',
      'https://a@shop.example',
      'https://shop.example/?x=1',
    ])
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL must be/);
    for (const bad of ['shop.example/path', 'a b', 'x:99999'])
      expect(() => loadConfig({ ALLOWED_HOSTS: bad }), bad).toThrow(/ALLOWED_HOSTS/);
  });
});

describe('SERVICE_WORKER', () => {
  it('is on unless switched off, and refuses anything else', () => {
    expect(loadConfig({}).serviceWorker).toBe(true);
    expect(loadConfig({ SERVICE_WORKER: 'on' }).serviceWorker).toBe(true);
    expect(loadConfig({ SERVICE_WORKER: ' OFF ' }).serviceWorker).toBe(false);
    expect(() => loadConfig({ SERVICE_WORKER: 'no' })).toThrow(/SERVICE_WORKER must be on or off/);
  });
});
