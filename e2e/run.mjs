// Whole-stack browser tests: builds, starts LaneForge the way `npm start` does, runs the Chromium
// tests against it, stops it. The stack is private: its own free ports, data directory (embedded
// databases), NATS stream and subject prefix, so a developer's own `npm start` never sees its events.
import { writeFileSync } from 'node:fs';
import { prepare } from './session.mjs';

const reportArg = process.argv.find((a) => a.startsWith('--report='))?.slice('--report='.length);
// Test files (or name filters) to run, e.g. `node e2e/run.mjs plans`: all of them when none is given.
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));

const session = await prepare();
if (!session.ok) process.exit(1);
const result = await session.run(only);
await session.stop();
if (reportArg) writeFileSync(reportArg, JSON.stringify({ passed: result.passed, failed: result.failed }));
process.exit(result.code);
