import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows `limit` events per window and then says how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.hit('1.2.3.4')).toBe(0);
    expect(limiter.hit('1.2.3.4')).toBe(0);
    expect(limiter.blockedFor('1.2.3.4')).toBe(60);
    expect(limiter.hit('1.2.3.4')).toBe(60);
    expect(limiter.hit('5.6.7.8')).toBe(0);
    now = 45_000;
    expect(limiter.hit('1.2.3.4')).toBe(15);
    now = 60_000;
    expect(limiter.hit('1.2.3.4')).toBe(0);
  });

  it('reset forgets a key', () => {
    const limiter = new RateLimiter(1, 60_000);
    limiter.hit('admin');
    expect(limiter.blockedFor('admin')).toBeGreaterThan(0);
    limiter.reset('admin');
    expect(limiter.blockedFor('admin')).toBe(0);
  });
});
