import { readFileSync, writeFileSync } from 'node:fs';

/**
 * `npm run bench -- review`: a plan-review round (PLAN-REVIEW.md) through a running stack, as coaches
 * get their plans. Reads ROUND (JSON lines: id, category, date, description, coach_notes, plan_type,
 * optional account {tier, base, course, lane_groups: [{name, base, course}]}), signs up one coach per
 * account set-up (made Elite by the administrator, so no allowance runs out), stores their paces and
 * lane groups, generates every request and writes OUT (JSON lines: the request, the HTTP status, the
 * plan's text and structured plan) for the reviewers. Refinement rounds: REFINE=1 with lines holding
 * `plan_of` (an id of the same file) and `instruction`. A refinement of plans an earlier run wrote (the plans the
 * reviewer was shown, not a new draw of them): BEFORE names that run's OUT file, whose lines carry each plan's
 * `workout_id` and `coach` (its owner, signed in again to refine it).
 *
 * BASE_URL (default http://localhost:8080), ADMIN_EMAIL / ADMIN_PASSWORD (the stack's administrator).
 */

interface Account {
  tier?: string;
  base?: string;
  course?: string;
  lane_groups?: Array<{ name: string; base: string; course?: string }>;
}
interface Item {
  id: string;
  category: string;
  date: string;
  description: string;
  coach_notes: string | null;
  plan_type?: 'workout' | 'season';
  meets?: unknown[];
  account?: Account;
  plan_of?: string;
  instruction?: string;
}

const base = process.env.BASE_URL ?? 'http://localhost:8080';
const round = process.env.ROUND;
const out = process.env.OUT ?? `${round}.plans.jsonl`;
if (!round) {
  // Run with every benchmark, a review round has no requests of its own: it says how to give them.
  console.log('review: set ROUND to a JSON-lines file of requests (and ADMIN_PASSWORD, BASE_URL) to run a plan-review round');
  process.exit(0);
}

// Answers are read loosely: a review round records whatever the API answered, error or plan.
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let json: Json = {};
  try {
    json = JSON.parse(text);
  } catch {
    json = { raw: text };
  }
  return { status: res.status, json };
}

async function adminToken(): Promise<string> {
  const r = await call('POST', '/auth/login', null, { email: process.env.ADMIN_EMAIL ?? 'admin@laneforge.local', password: process.env.ADMIN_PASSWORD });
  if (r.status !== 200) throw new Error(`Administrator sign-in failed (${r.status}): set ADMIN_PASSWORD`);
  return r.json.access_token;
}

const coaches = new Map<string, string>();
const emails = new Map<string, string>();
const PASSWORD = 'review-round-1';
async function coachFor(admin: string, account: Account | undefined): Promise<string> {
  const key = JSON.stringify(account ?? {});
  const known = coaches.get(key);
  if (known) return known;
  const email = `coach-${Date.now()}-${coaches.size}@review.laneforge.local`;
  const reg = await call('POST', '/auth/register', null, { name: `Review Coach ${coaches.size + 1}`, email, password: PASSWORD });
  if (reg.status !== 200 && reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.json)}`);
  const token: string = reg.json.access_token;
  const userId: string = reg.json.user.id;
  const tier = account?.tier && account.tier !== 'free' ? `${account.tier}_monthly` : 'elite_monthly';
  const set = await call('PUT', `/admin/users/${userId}`, admin, { subscription_type: tier, subscription_status: 'active' });
  if (set.status !== 200) throw new Error(`admin tier: ${set.status} ${JSON.stringify(set.json)}`);
  // The tier reaches training through an event: wait until usage says so.
  for (let i = 0; i < 100; i++) {
    const usage = await call('GET', '/usage/check', token);
    if (usage.json?.tier === tier.replace('_monthly', '')) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (account?.base || account?.lane_groups) {
    const course = account.course ?? account.lane_groups?.[0]?.course ?? 'SCY';
    const groups = (account.lane_groups ?? []).map((g) => ({ name: g.name, base_100: { free: g.base } }));
    const free = account.base ?? account.lane_groups?.[0]?.base ?? '1:30';
    let put = await call('PUT', '/training/paces', token, { course, base_100: { free }, groups });
    // A group name the form refuses ("Lane 1 (fast)") is saved as a coach would retype it: the refused characters left out.
    if (put.status === 400) put = await call('PUT', '/training/paces', token, { course, base_100: { free }, groups: groups.map((g) => ({ ...g, name: g.name.replace(/[^\p{L}\p{N} .'&-]/gu, ' ').replace(/\s+/g, ' ').trim() })) });
    if (put.status !== 200) throw new Error(`paces: ${put.status} ${JSON.stringify(put.json)}`);
  }
  coaches.set(key, token);
  emails.set(token, email);
  return token;
}

/** The plans of an earlier run (BEFORE), by id: their workouts, refined as the coach who owns them. */
const earlier = new Map<string, { workout_id: string; coach: string }>();
if (process.env.BEFORE) {
  for (const line of readFileSync(process.env.BEFORE, 'utf8').split('\n').filter(Boolean)) {
    const item = JSON.parse(line) as { id: string; workout_id?: string; coach?: string; email?: string };
    if (item.workout_id && (item.coach ?? item.email)) earlier.set(item.id, { workout_id: item.workout_id, coach: (item.coach ?? item.email)! });
  }
}
const signedIn = new Map<string, string>();
async function tokenOf(email: string): Promise<string> {
  const known = signedIn.get(email);
  if (known) return known;
  const r = await call('POST', '/auth/login', null, { email, password: PASSWORD });
  if (r.status !== 200) throw new Error(`sign-in as ${email}: ${r.status}`);
  signedIn.set(email, r.json.access_token);
  return r.json.access_token;
}

const items: Item[] = readFileSync(round, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const admin = await adminToken();
const lines: string[] = [];
const byId = new Map<string, { workoutId: string; token: string }>();
let refused = 0;
for (const item of items) {
  const token = await coachFor(admin, item.account);
  const started = Date.now();
  let r;
  if (item.instruction && item.plan_of) {
    const old = earlier.get(item.plan_of);
    const before = byId.get(item.plan_of) ?? (old ? { workoutId: old.workout_id, token: await tokenOf(old.coach) } : undefined);
    if (!before) throw new Error(`${item.id}: plan_of ${item.plan_of} was not generated in this run nor listed in BEFORE`);
    let prior = await call('GET', `/training/workouts/${before.workoutId}`, before.token);
    // Each instruction is on the plan as the coach was shown it: an earlier instruction's version is set aside first.
    const first = (prior.json?.versions as Array<{ version: number }> | undefined)?.[0]?.version;
    if (first !== undefined && prior.json?.version !== first) prior = await call('POST', `/training/workouts/${before.workoutId}/revert`, before.token, { version: first });
    r = await call('POST', '/training/refine', before.token, { workout_id: before.workoutId, refinement_prompt: item.instruction });
    lines.push(JSON.stringify({ ...item, status: r.status, ms: Date.now() - started, before: prior.json?.generated_workout ?? null, text: r.json?.generated_workout ?? null, detail: r.json?.detail ?? null, applied: r.json?.applied ?? null, not_applied: r.json?.not_applied ?? null }));
  } else {
    r = await call('POST', '/training/generate', token, { date: item.date, description: item.description, coach_notes: item.coach_notes, plan_type: item.plan_type ?? 'workout', ...(item.meets ? { meets: item.meets } : {}) });
    if (r.status === 200 || r.status === 201) byId.set(item.id, { workoutId: r.json.id, token });
    lines.push(JSON.stringify({ ...item, status: r.status, ms: Date.now() - started, text: r.json?.generated_workout ?? null, detail: r.json?.detail ?? null, plan: r.json?.plan ?? null, brief: r.json?.brief ?? r.json?.plan?.brief ?? null, workout_id: r.json?.id ?? null, coach: emails.get(token) ?? null }));
  }
  if (r.status >= 400) refused++;
  console.log(`${item.id.padEnd(24)} ${r.status} ${Date.now() - started} ms${r.status >= 400 ? ` ${r.json?.detail ?? ''}` : ''}`);
}
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`\nreview round: ${items.length} requests, ${refused} answered without a plan; plans in ${out}`);
