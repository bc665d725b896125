import { defineConfig } from 'vitest/config';

/**
 * Browser tests share one running stack. A vitest process runs its files one at a time, in one worker
 * process (`isolate: false`: playwright is loaded once, not once per file; each file launches its own
 * Chromium); `npm test` runs two such processes side by side over files that cannot disturb each
 * other (`lanesOf` in session.mjs).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/tests/**/*.e2e.ts'],
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
