// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSaveData } from './use-save-data.ts';

// Tells React that act() is used here (Testing Library would set this).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Picture() {
  return <img alt="" src={useSaveData() ? 'small.webp' : 'large.jpg'} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSaveData', () => {
  it('hydrates the server markup without a mismatch, then follows the browser’s data saver', async () => {
    const html = renderToString(<Picture />);
    expect(html).toContain('large.jpg');
    vi.stubGlobal('navigator', {
      ...navigator,
      connection: Object.assign(new EventTarget(), { saveData: true }),
    });
    const container = document.createElement('div');
    container.innerHTML = html;
    const recoverable = vi.fn();
    // React reports an attribute mismatch on the console, not as a recoverable error.
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Picture />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('small.webp');
  });
});
