import { defineConfig } from 'vitest/config';

/**
 * Browser tests share one running stack, so they run one file at a time, in one worker process
 * (`isolate: false`: playwright is loaded once, not once per file; each file launches its own Chromium).
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
