import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The DOM test files share one jsdom per worker (vitest.config.ts: not isolated), so each test
// leaves an empty document behind: what it rendered is unmounted, the address is back at "/".
// (A file that asks for the node environment has no document.)
afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});
