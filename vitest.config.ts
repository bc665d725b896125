import { defineConfig } from 'vitest/config';

/*
 * Every project sets `isolate: false`: a worker runs its project's files one after another in one
 * process, so fastify, drizzle, React and jsdom are loaded (and jsdom set up) once per project
 * instead of once per file, about half the CPU time of the suite. Each file still starts its own
 * services on its own database, stream and subject prefix (`@laneforge/platform/testing`), and the
 * frontend's set-up clears the DOM, storage, stubbed globals, spies and fake timers after every test,
 * so nothing a file leaves behind reaches the next one.
 */
export default defineConfig({
  test: {
    projects: ['packages/*', 'services/*', 'gateway', 'frontend', 'infra'],
  },
});
