import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Next's <Link> asks once, when its module first loads, whether the page has an IntersectionObserver
// (jsdom has none), and keeps the answer. The DOM files share modules per worker, so whichever test
// loaded it first decided for the rest: a simulator test that stubs the observer and loads its
// interactive chunk (StepAddress's links) made every later <Link> call `new IntersectionObserver`
// after the stub was gone. Loaded here (through the site's Link), before any test, it sees jsdom as it is.
import '@/components/layout/Link';

// The DOM test files share one jsdom per worker (vitest.config.ts: not isolated), so each test
// leaves an empty document behind: what it rendered is unmounted, the address is back at "/".
// (A file that asks for the node environment has no document.)
afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});
