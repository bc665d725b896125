import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'infra', isolate: false, environment: 'node', include: ['tests/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 60_000 } });
