// `npm run bench -- properties`: the engine's property tests over fresh random seeds (`FC_SEED=random`),
// ROUNDS times (default 10). Prints how many rounds found a counterexample and each counterexample,
// so a rule the pinned seed of `npm test` never reaches is found here first.
import { spawnSync } from 'node:child_process';
import { root } from '../../infra/scripts/lib/run.mjs';

const rounds = Number(process.env.ROUNDS ?? 10);
const files = ['services/training/src/plan/compose.test.ts', 'services/training/src/plan/refine.test.ts', 'services/training/src/plan/stored-paces.test.ts'];
const found = [];
const started = Date.now();
for (let round = 1; round <= rounds; round++) {
  const run = spawnSync('npx', ['vitest', 'run', ...files, '--reporter=dot'], { cwd: root, env: { ...process.env, FC_SEED: 'random', NO_COLOR: '1', FORCE_COLOR: '0' }, encoding: 'utf8' });
  const text = `${run.stdout}\n${run.stderr}`;
  const examples = [...text.matchAll(/Counterexample: (.*)\n[\s\S]*?(?:Caused by: \w*Error: (.*)|\n\n)/g)].map((m) => ({ example: m[1], why: m[2] ?? '' }));
  if (run.status !== 0 && examples.length === 0) examples.push({ example: '(no counterexample printed)', why: text.split('\n').filter((l) => /FAIL|Error/.test(l)).slice(0, 3).join(' | ') });
  found.push(...examples.map((e) => ({ round, ...e })));
  console.log(`round ${round}/${rounds}: ${examples.length ? `${examples.length} counterexample(s)` : 'no counterexample'}`);
}
console.log(`\nproperties: ${rounds} rounds of random seeds in ${((Date.now() - started) / 1000).toFixed(0)} s, ${new Set(found.map((f) => f.round)).size} round(s) with a counterexample`);
for (const f of found) console.log(`- round ${f.round}: ${f.example}\n  ${f.why}`);
