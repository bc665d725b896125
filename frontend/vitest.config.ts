import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: { name: 'frontend', isolate: false, environment: 'jsdom', setupFiles: ['./src/test/setup.ts'], css: false, testTimeout: 20_000 },
});
