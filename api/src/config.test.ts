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

describe('messaging', () => {
  it('with an empty environment: stand-ins, Meta and Termii addresses, a 48 h retry window, 2 jobs at once', () => {
    const { messaging } = loadConfig({});
    expect(messaging).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'orders@ata-market.local',
      whatsapp: { apiUrl: 'https://graph.facebook.com/v21.0', token: undefined, templateLanguage: 'en' },
      sms: { apiUrl: 'https://api.ng.termii.com', apiKey: undefined, senderId: 'AtaMarket' },
      fake: false,
      retryWindowSeconds: 172_800,
      retryDelayMs: 30_000,
      workerConcurrency: 2,
      fakeFailures: {},
    });
  });

  it('reads the stand-ins failures and refuses a malformed list', () => {
    expect(loadConfig({ FAKE_MESSAGES_FAIL: 'email:3, whatsapp:always' }).messaging.fakeFailures).toEqual({
      email: 3,
      whatsapp: Number.POSITIVE_INFINITY,
    });
    for (const bad of ['fax:1', 'email', 'sms:-1'])
      expect(() => loadConfig({ FAKE_MESSAGES_FAIL: bad }), bad).toThrow(/FAKE_MESSAGES_FAIL/);
    expect(loadConfig({ WHATSAPP_API_URL: 'http://127.0.0.1:9/' }).messaging.whatsapp.apiUrl).toBe(
      'http://127.0.0.1:9',
    );
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
