import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Server-entry tests run without a DOM.
  if (typeof window === 'undefined') return;
  cleanup();
  window.history.replaceState(null, '', '/');
});
