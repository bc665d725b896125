import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor poll every 50 ms until this deadline: a busy machine (npm test runs the browser
// tests beside these) can take more than the default second to render; a quiet one never waits it out.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out, so it has no scrolling; tests spy on this to see what was scrolled to.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  // Files share one jsdom (isolate: false): a spy left on a prototype would reach the next file.
  vi.restoreAllMocks();
  vi.useRealTimers();
});
