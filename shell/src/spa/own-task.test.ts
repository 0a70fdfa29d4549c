import type { LifeCycles } from 'single-spa';
import { describe, expect, it, vi } from 'vitest';
import { mountingInOwnTask } from './own-task.ts';

const lifecycles = (mount: LifeCycles['mount']): LifeCycles => ({
  bootstrap: async () => undefined,
  mount,
  unmount: async () => undefined,
});

describe('mountingInOwnTask', () => {
  it('begins the mount in a later task, with the props, and keeps the other lifecycles', async () => {
    vi.useFakeTimers();
    const mount = vi.fn(async () => undefined);
    const original = lifecycles(mount);
    const wrapped = mountingInOwnTask(original);
    const steps = [wrapped.mount].flat();
    const props = { name: 'mfe_catalog' } as never;
    const done = (async () => {
      for (const step of steps) await step(props);
    })();
    await Promise.resolve();
    expect(mount).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    await done;
    expect(mount).toHaveBeenCalledWith(props);
    expect(wrapped.unmount).toBe(original.unmount);
    vi.useRealTimers();
  });

  it('keeps every step of a mount given as a list, in order', async () => {
    const order: string[] = [];
    const wrapped = mountingInOwnTask(
      lifecycles([async () => void order.push('styles'), async () => void order.push('render')]),
    );
    for (const step of [wrapped.mount].flat()) await step({} as never);
    expect(order).toEqual(['styles', 'render']);
  });
});
