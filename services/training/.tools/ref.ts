// Dev tool (not committed): run a refinement-rounds.jsonl follow-up and print before/after.
import { readFileSync } from 'node:fs';
import { refinePlan, renderPlan, write } from '../src/plan';
const [round, id, override] = process.argv.slice(2);
const all = readFileSync(new URL('../eval/refinement-rounds.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const f = all.find((x) => x.round === round && x.id === id);
const { plan, brief } = write(f.request);
const full = process.env.FULL === '1';
if (full) console.log(renderPlan(plan), '\n==========');
try {
  const r = refinePlan(plan, override ?? f.instruction, { brief });
  if (full) console.log(renderPlan(r.plan));
  console.log('INSTRUCTION:', override ?? f.instruction);
  console.log('APPLIED:', r.applied);
  console.log('NOT:', r.notApplied);
} catch (e) { console.log('REFUSED', (e as Error).message); }
