import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'contracts', isolate: false, environment: 'node' } });
