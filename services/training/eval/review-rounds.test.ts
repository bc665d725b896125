import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PlanReply, type GenerateRequest } from '@laneforge/contracts';
import { PlanRefused, renderPlan, write } from '../src/plan';

/**
 * The requests of the blind review rounds (PLAN-REVIEW.md), written by coaches who never read the engine (rounds 2-4, 16-29 and 31-49):
 * each round's requests become regression cases for the next. Every one is answered with a plan the
 * API can send (two once answered 502: a "3.33 x 60" in a 20-yard pool, a season's "~50k yds" read as
 * one practice) or with the engine's refusal, never a crash. How good each plan is stays the reviewers'
 * call; `npm run bench -- review` runs a round through a stack for them.
 */
interface RoundRequest {
  round: string;
  id: string;
  date: string;
  description: string;
  coach_notes: string | null;
  plan_type: 'workout' | 'season';
  meets?: GenerateRequest['meets'];
}

const requests: RoundRequest[] = readFileSync(new URL('./review-rounds.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line));

describe('requests of the blind review rounds', () => {
  it.each(requests.map((r) => [`${r.round} ${r.id}`, r] as const))('%s is answered with a plan the contract takes', (_name, r) => {
    let written: ReturnType<typeof write>;
    try {
      written = write({ date: r.date, description: r.description, coach_notes: r.coach_notes, plan_type: r.plan_type, ...(r.meets ? { meets: r.meets } : {}) });
    } catch (err) {
      expect(err).toBeInstanceOf(PlanRefused);
      return;
    }
    const reply = PlanReply.safeParse({ ok: true, plan: written.plan, text: renderPlan(written.plan), provider: 'est', applied: [], brief: written.brief });
    expect(reply.success ? [] : reply.error.issues.slice(0, 2)).toEqual([]);
  });
});
