import { defineConfig } from 'vitest/config';

/** Browser tests share one running stack and one Chromium, so they run one file at a time. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/tests/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
