// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { onToast, toast } from './bus.ts';

describe('toast bus', () => {
  it('delivers toasts raised anywhere to the listener', () => {
    const seen: unknown[] = [];
    const off = onToast((t) => seen.push(t));
    toast({ title: 'Message Sent', description: 'Thanks', variant: 'destructive', duration: 3000 });
    off();
    toast({ title: 'ignored' });
    expect(seen).toEqual([
      { title: 'Message Sent', description: 'Thanks', variant: 'destructive', duration: 3000 },
    ]);
  });
});
