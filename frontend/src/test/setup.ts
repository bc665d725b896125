import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
