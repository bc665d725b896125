import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'admin', isolate: false, environment: 'node', testTimeout: 30_000, hookTimeout: 90_000 } });
