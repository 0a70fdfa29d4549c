import type { LifeCycles } from 'single-spa';

/** The candidate when it carries single-spa lifecycle functions. */
export function asLifecycles(candidate: unknown): LifeCycles | undefined {
  const value = candidate as Partial<LifeCycles> | null | undefined;
  return value && typeof value.mount === 'function' && typeof value.unmount === 'function'
    ? (value as LifeCycles)
    : undefined;
}
