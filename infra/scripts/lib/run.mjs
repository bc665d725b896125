import { spawn } from 'node:child_process';

export const root = new URL('../../../', import.meta.url).pathname.replace(/\/$/, '');

/** Runs a command, inheriting the terminal; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(`Could not run ${command}: ${err.message}`);
      resolve(127);
    });
  });
}

export async function mustRun(label, command, args, options) {
  const started = Date.now();
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${label} failed (exit ${code})`);
    process.exit(code);
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

export const say = (text) => console.log(`\x1b[36m▸\x1b[0m ${text}`);
