import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'training', isolate: false, environment: 'node', testTimeout: 20_000, hookTimeout: 60_000, setupFiles: ['./vitest.setup.ts'] } });
