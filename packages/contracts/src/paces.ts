import { z } from 'zod';
import { MAX_LANE_GROUPS, PACE_MAX_SECONDS, PACE_MIN_SECONDS, clockToSeconds } from './pace-format';
import { Course } from './plan';

export * from './pace-format';

/**
 * A coach's own paces (COACHING.md §3, §5.N, §9): the base send-off per 100 per stroke in one
 * course, the threshold pace a test gave, and the lane groups of a club, each on its own paces.
 * Times travel as "m:ss" on the clock, the way coaches write them.
 */

/** A time on the clock, "m:ss" (tenths allowed and dropped), within `min`..`max` seconds. */
export function clockTime(field: string, min: number, max: number) {
  const range = `${Math.floor(min / 60)}:${String(min % 60).padStart(2, '0')} and ${Math.floor(max / 60)}:${String(max % 60).padStart(2, '0')}`;
  return z
    .string({ error: `${field} must be a time written m:ss, e.g. 1:20` })
    .max(12, `${field} must be a time written m:ss, e.g. 1:20`)
    .refine((t) => clockToSeconds(t) !== null, `${field} must be a time written m:ss, e.g. 1:20`)
    .refine((t) => {
      const s = clockToSeconds(t);
      return s === null || (s >= min && s <= max);
    }, `${field} must be between ${range}`);
}

const pace = (field: string) => clockTime(field, PACE_MIN_SECONDS, PACE_MAX_SECONDS);

/** Base send-off per 100 per stroke: free is required, the others follow free when absent. */
export const BasePaces = z.strictObject({
  free: pace('base_100.free'),
  back: pace('base_100.back').optional(),
  breast: pace('base_100.breast').optional(),
  fly: pace('base_100.fly').optional(),
  IM: pace('base_100.IM').optional(),
});
export type BasePaces = z.infer<typeof BasePaces>;

export const LaneGroupInput = z.strictObject({
  name: z
    .string({ error: 'groups.name is required' })
    .trim()
    .min(1, 'groups.name is required')
    .max(24, 'groups.name must be at most 24 characters')
    .regex(/^[\p{L}\p{N} .'&-]+$/u, 'groups.name may hold letters, digits, spaces and . \' & - only'),
  base_100: BasePaces,
  volume_factor: z
    .number({ error: 'groups.volume_factor must be a number between 0.5 and 1' })
    .min(0.5, 'groups.volume_factor must be between 0.5 and 1')
    .max(1, 'groups.volume_factor must be between 0.5 and 1')
    .optional(),
});
export type LaneGroupInput = z.infer<typeof LaneGroupInput>;

export const PacesRequest = z.strictObject({
  course: Course,
  base_100: BasePaces,
  groups: z
    .array(LaneGroupInput)
    .max(MAX_LANE_GROUPS, `groups must hold at most ${MAX_LANE_GROUPS} lane groups`)
    .refine((gs) => new Set(gs.map((g) => g.name.toLowerCase())).size === gs.length, 'groups must have different names')
    .optional(),
});
export type PacesRequest = z.infer<typeof PacesRequest>;

const css = z.strictObject({
  type: z.literal('css'),
  course: Course,
  t400: clockTime('t400', 3 * 60, 20 * 60),
  t200: clockTime('t200', 80, 10 * 60),
});
const t30 = z.strictObject({
  type: z.literal('t30'),
  course: Course,
  distance: z
    .number({ error: 'distance must be the yards or metres swum in 30 minutes' })
    .int('distance must be a whole number of yards or metres')
    .min(600, 'distance must be between 600 and 4500')
    .max(4500, 'distance must be between 600 and 4500'),
});
const step = z.strictObject({
  type: z.literal('step'),
  course: Course,
  times: z
    .array(clockTime('times', 80, 10 * 60), { error: 'times must be the seven 200 times, m:ss' })
    .length(7, 'times must be the seven 200 times of the step test, m:ss'),
});

export const PaceTestRequest = z.discriminatedUnion('type', [css, t30, step], { error: 'type must be one of: css, t30, step' });
export type PaceTestRequest = z.infer<typeof PaceTestRequest>;

export const PaceSource = z.enum(['manual', 'css', 't30', 'step']);
export type PaceSource = z.infer<typeof PaceSource>;

const clockText = z.string().describe('m:ss');

export const StoredBasePaces = z.object({
  free: clockText,
  back: clockText.optional(),
  breast: clockText.optional(),
  fly: clockText.optional(),
  IM: clockText.optional(),
});

export const LaneGroup = z.object({ name: z.string(), base_100: StoredBasePaces, volume_factor: z.number() });
export type LaneGroup = z.infer<typeof LaneGroup>;

export const Paces = z
  .object({
    course: Course,
    base_100: StoredBasePaces,
    css_100: clockText.nullable().describe('Threshold pace per 100 from the last test; null when only a base pace was given'),
    source: PaceSource.describe('Where the paces came from: typed in, or a CSS, T-30 or 7 x 200 step test'),
    test: z
      .object({ type: z.enum(['css', 't30', 'step']), date: z.iso.date(), summary: z.string() })
      .nullable()
      .describe('The test the paces were derived from'),
    groups: z.array(LaneGroup),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Paces' });
export type Paces = z.infer<typeof Paces>;

/**
 * GET /training/paces: the stored paces, or `paces: null` when none are stored yet (plans then use
 * the level's defaults). Nothing stored is an answer, not an error, so it is a 200 like any other.
 */
export const StoredPaces = z
  .object({
    paces: Paces.nullable(),
    note: z.string().nullable().describe('When none are stored: what storing them does'),
  })
  .meta({ id: 'StoredPaces' });
export type StoredPaces = z.infer<typeof StoredPaces>;

/** What a plan writer is told of the coach's stored paces, in seconds per 100 in `course`. */
export const PaceJob = z.object({
  course: Course,
  base: z.object({ free: z.number().int(), back: z.number().int().optional(), breast: z.number().int().optional(), fly: z.number().int().optional(), im: z.number().int().optional() }),
  css: z.number().int().nullable(),
  source: PaceSource,
  groups: z.array(z.object({ name: z.string(), base: z.object({ free: z.number().int(), back: z.number().int().optional(), breast: z.number().int().optional(), fly: z.number().int().optional(), im: z.number().int().optional() }), volume_factor: z.number() })),
});
export type PaceJob = z.infer<typeof PaceJob>;
