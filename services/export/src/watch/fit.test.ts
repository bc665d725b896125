import { Decoder, Stream, type WorkoutStepMesg } from '@garmin/fitsdk';
import type { WorkoutPlan } from '@laneforge/contracts/plan';
import { describe, expect, it } from 'vitest';
import { lcm, scy6000 } from '../../test/fixtures';
import { clip, renderFit, YARD_IN_METERS } from './fit';
import { watchWorkout } from './steps';

function decode(file: Buffer) {
  const decoder = new Decoder(Stream.fromBuffer(file));
  expect(decoder.isFIT()).toBe(true);
  expect(decoder.checkIntegrity()).toBe(true);
  const { messages, errors } = decoder.read();
  expect(errors).toEqual([]);
  return messages;
}

/** Every rep of the plan in swim order, as [distance, send-off] — what the watch must ask for. */
function repsOf(plan: WorkoutPlan) {
  return plan.sections.flatMap((s) => s.blocks.flatMap((b) => Array.from({ length: b.rounds }, () => b.sets.flatMap((set) => Array.from({ length: set.reps }, () => set))).flat()));
}

describe('the FIT workout of a plan', () => {
  it('decodes back with the Garmin SDK into one distance step per rep, equal to the plan’s, with its rests', async () => {
    const plan = scy6000.plan as WorkoutPlan;
    const messages = decode(await renderFit(watchWorkout(plan)));
    expect(messages.fileIdMesgs?.[0]).toMatchObject({ type: 'workout' });
    const steps = messages.workoutStepMesgs ?? [];
    expect(messages.workoutMesgs?.[0]).toMatchObject({ sport: 'swimming', subSport: 'lapSwimming', poolLength: 22.86, poolLengthUnit: 'statute', numValidSteps: steps.length });

    const swims = steps.filter((s) => s.durationType === 'distance');
    const reps = repsOf(plan);
    expect(swims).toHaveLength(reps.length);
    // Yards go to the watch in meters; read back they are the plan's yards exactly.
    expect(swims.map((s) => Math.round((s.durationDistance as number) / YARD_IN_METERS))).toEqual(reps.map((r) => r.distance));
    expect(swims.reduce((sum, s) => sum + (s.durationDistance as number), 0) / YARD_IN_METERS).toBeCloseTo(plan.totals.distance, 6);

    // Each rep with a send-off is followed by a rest step: on the clock for an interval, a rest otherwise.
    let at = 0;
    for (const rep of reps) {
      const swim = steps[at++] as WorkoutStepMesg;
      expect(swim.durationType).toBe('distance');
      if (!rep.sendOff) continue;
      const rest = steps[at++] as WorkoutStepMesg;
      expect(rest).toMatchObject({ intensity: 'rest', durationType: rep.sendOff.type === 'interval' ? 'repetitionTime' : 'time', durationTime: rep.sendOff.seconds });
    }
    expect(at).toBe(steps.length);
  });

  it('tells the watch the stroke where FIT has one, and warm-up and cool-down apart', async () => {
    const plan = scy6000.plan as WorkoutPlan;
    const swims = (decode(await renderFit(watchWorkout(plan))).workoutStepMesgs ?? []).filter((s) => s.durationType === 'distance');
    const reps = repsOf(plan);
    const expected = { free: 'freestyle', back: 'backstroke', breast: 'breaststroke', fly: 'butterfly', im: 'im', drill: 'drill' } as Record<string, string>;
    reps.forEach((rep, i) => {
      const swim = swims[i] as WorkoutStepMesg;
      if (expected[rep.stroke]) expect(swim).toMatchObject({ targetType: 'swimStroke', targetStrokeType: expected[rep.stroke] });
      else expect(swim.targetType).toBe('open');
    });
    expect(swims[0]?.intensity).toBe('warmup');
    expect(swims.at(-1)?.intensity).toBe('cooldown');
    expect(swims.find((s) => s.notes?.includes('Kick'))?.equipment).toBe('swimKickboard');
  });

  it('unrolls rounds and keeps meters as meters in a long-course pool', async () => {
    const plan = lcm.plan as WorkoutPlan;
    const messages = decode(await renderFit(watchWorkout(plan)));
    expect(messages.workoutMesgs?.[0]).toMatchObject({ poolLength: 50, poolLengthUnit: 'metric' });
    const swims = (messages.workoutStepMesgs ?? []).filter((s) => s.durationType === 'distance');
    expect(swims.map((s) => s.durationDistance)).toEqual(repsOf(plan).map((r) => r.distance));
    expect(swims.reduce((sum, s) => sum + (s.durationDistance as number), 0)).toBe(plan.totals.distance);
  });

  it('cuts names and notes to what a FIT string holds, in bytes, never inside a character', async () => {
    const plan = scy6000.plan as WorkoutPlan;
    const texts = ['游泳训练'.repeat(50), '🏊'.repeat(120), `${'x'.repeat(98)}😀 tail`];
    for (const text of texts) {
      const wordy: WorkoutPlan = { ...plan, title: text, sections: plan.sections.map((s) => ({ ...s, blocks: s.blocks.map((b) => ({ ...b, sets: b.sets.map((set) => ({ ...set, description: text })) })) })) };
      const messages = decode(await renderFit(watchWorkout(wordy)));
      const strings = [messages.workoutMesgs?.[0]?.wktName, ...(messages.workoutStepMesgs ?? []).flatMap((s) => [s.wktStepName, s.notes])].filter((v): v is string => typeof v === 'string');
      for (const value of strings) {
        expect(Buffer.byteLength(value)).toBeLessThanOrEqual(254);
        expect(value).not.toMatch(/\ufffd|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
      }
    }
    expect(clip('abc', 40)).toBe('abc');
    expect(clip('😀'.repeat(5), 3)).toBe('😀😀…');
  });
});
