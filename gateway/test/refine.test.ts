import type { RefinedWorkout, WorkoutDetail } from '@laneforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingStack, type BillingStack } from './billing-stack';

/**
 * Refinement through the gateway, as the plan page sends it: every part of the instruction that was
 * understood is applied, the rest answered with the coach's words and why, a reason never blocks;
 * a 422 only when nothing in the words could be applied, saying what can be.
 */
let stack: BillingStack;
let token: string;
let planId: string;
beforeAll(async () => {
  stack = await startBillingStack({ planWriter: true });
  ({ token } = await stack.signUp());
  const generated = await stack.call('/api/training/generate', { method: 'POST', token, json: { date: '2026-03-02', description: 'HS varsity 5000 SCY threshold, main set of 100s' } });
  expect(generated.status).toBe(201);
  planId = ((await generated.json()) as { id: string }).id;
});
afterAll(() => stack?.close());

const refine = (refinement_prompt: string) => stack.call('/api/training/refine', { method: 'POST', token, json: { workout_id: planId, refinement_prompt } });

describe('refining a plan through the gateway', () => {
  it('applies what was meant, keeps the reason as context and answers what it left', async () => {
    const res = await refine('turn the 100s into 50s, they lose focus on the 100s; and sing the anthem before the main');
    expect(res.status).toBe(200);
    const refined = (await res.json()) as RefinedWorkout;
    expect(refined.version).toBe(2);
    expect(refined.applied).toEqual([expect.stringMatching(/^100s turned into 50s in \d sets?, same volume/)]);
    expect(refined.not_applied).toEqual([{ words: 'sing the anthem before the main', why: 'not understood as a change to the plan' }]);
    expect(refined.generated_workout).toMatch(/x 50 Free/);
    // The brief stored with the version keeps the reason, so the next refinement starts from it.
    const shown = (await (await stack.call(`/api/training/workouts/${planId}`, { token })).json()) as WorkoutDetail;
    expect(shown.brief?.context).toContain('they lose focus on the 100s');
    expect(shown.versions.map((v) => v.prompt)).toEqual([null, 'turn the 100s into 50s, they lose focus on the 100s; and sing the anthem before the main']);
  });

  it('answers 422 with what it can do when nothing in the words could be applied, and keeps the plan', async () => {
    const reason = await refine('they were bored last time');
    expect(reason.status).toBe(422);
    const { detail } = (await reason.json()) as { detail: string };
    expect(detail).toMatch(/^Nothing was changed: "they were bored last time" reads as the reason, with no change to make\. I can change the volume \("cut 500"/);
    expect(detail).toMatch(/named swimmers \("Maria no fly"/);
    const nonsense = await refine('paint the lane ropes purple');
    expect(nonsense.status).toBe(422);
    expect(((await nonsense.json()) as { detail: string }).detail).toMatch(/^Nothing was changed: "paint the lane ropes purple": not understood as a change to the plan\. I can change/);
    const shown = (await (await stack.call(`/api/training/workouts/${planId}`, { token })).json()) as WorkoutDetail;
    expect(shown.versions).toHaveLength(2);
  });
});
