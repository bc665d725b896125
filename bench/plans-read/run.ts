import type { Plan } from '@laneforge/contracts';
import { renderPlan, validatePlan, writePlan } from '../../services/training/src/plan/index';

/**
 * `npm run bench -- plans-read`: thirty requests across session types, levels and courses, written
 * out in full for a head coach to read against COACHING.md §7 (set-design checklist) and §10
 * (mistakes coaches reject). Prints each plan and what the validator says about it.
 */

export const readings: Array<[string, string | null]> = [
  ['HS varsity technique practice, 4500 SCY, freestyle catch', null],
  ['senior group 6000 LCM threshold', null],
  ['D1 sprint practice 5500 yards', null],
  ['masters 2500 scm sprint focus', null],
  ['recovery swim for college D3, 3000 scy', null],
  ['easy recovery day for 13-14s, 3000 m LCM', null],
  ['T-30 test set for HS varsity, 4500 yards', null],
  ['CSS test for triathletes, 2500 m', null],
  ['7 x 200 step test, club senior, 5500 LCM', null],
  ['meet warm-up for 13-14s, 100 back', null],
  ['meet warm-up for masters, 50 free, LCM', null],
  ['USRPT 100 breast for senior group, 4000 scy', null],
  ['race pace 400 IM for 13-14s, 4500 LCM', null],
  ['IM practice for 11-12s, 3500 SCY', null],
  ['IM transitions for HS JV, 4000 scy', null],
  ['open water skills for masters, 3000 yards', null],
  ['open water practice for triathletes, 2500 m LCM', null],
  ["8&U kids' lesson, 45 min", null],
  ['learn to swim lesson for 6 year olds, 30 min', null],
  ['masters 60 min threshold, 3000 scy', 'two swimmers with sore shoulders'],
  ['masters novice 45 min technique', null],
  ['dryland only, 45 minutes, HS varsity', null],
  ['dryland only for 9-10s, 30 minutes', null],
  ['hypoxic practice for HS varsity, 4500 scy', null],
  ['9-10s 2500 SCY backstroke practice', null],
  ['11-12s 4000 SCM aerobic, no paddles', null],
  ['club senior 7000 LCM distance', null],
  ['13-14 breaststroke 5000 yds, one swimmer with a bad knee', null],
  ['broken 100 fly for college D1, 5000 scy', null],
  ['summer league 2000 yards fly focus', null],
];

let invalid = 0;
for (const [description, notes] of readings) {
  let plan: Plan;
  try {
    plan = writePlan({ date: '2026-03-10', description, coach_notes: notes });
  } catch (err) {
    console.log(`\n=== ${description}${notes ? ` [notes: ${notes}]` : ''}\nREFUSED: ${(err as Error).message}`);
    invalid++;
    continue;
  }
  const result = validatePlan(plan);
  if (!result.ok) invalid++;
  console.log(`\n=== ${description}${notes ? ` [notes: ${notes}]` : ''}`);
  console.log(renderPlan(plan));
  for (const issue of result.issues.filter((i) => !i.fixed)) console.log(`  [${issue.severity}] ${issue.message}`);
}
console.log(`\nplans-read: ${readings.length} plans, ${invalid} not valid`);
