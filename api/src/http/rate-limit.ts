/**
 * A fixed-window counter per key (address, username…), kept in memory: enough for throttling one process.
 * `hit` answers how many seconds to wait, or 0 when the request may go on.
 */
export class RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    readonly now: () => number = Date.now,
  ) {}

  /** Counts one event for `key`; returns the seconds to wait when the limit is passed, else 0. */
  hit(key: string): number {
    const now = this.now();
    this.#sweep(now);
    const window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      this.#windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return this.limit >= 1 ? 0 : this.windowMs / 1000;
    }
    window.count += 1;
    return window.count > this.limit ? (window.resetAt - now) / 1000 : 0;
  }

  /** Seconds to wait for `key` without counting an event. */
  blockedFor(key: string): number {
    const window = this.#windows.get(key);
    const now = this.now();
    if (!window || window.resetAt <= now || window.count < this.limit) return 0;
    return (window.resetAt - now) / 1000;
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  #sweep(now: number): void {
    if (this.#windows.size < 10_000) return;
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
