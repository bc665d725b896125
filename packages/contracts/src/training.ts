import { z } from 'zod';
import { messages } from './messages';
import { Brief } from './brief';
import { Plan, Provider, SeasonMeet } from './plan';

export const PlanType = z.enum(['workout', 'season']);
export type PlanType = z.infer<typeof PlanType>;

/** A plan's date, within the years a training calendar can mean (a year 9999 season would run past the calendar's end). */
const isoDate = z.iso
  .date({ error: messages.generatorRequired })
  .refine((d) => d >= '2000-01-01' && d <= '2099-12-31', 'date must be between 2000-01-01 and 2099-12-31');

/** A meet the coach names in the form: printable words only, so a name cannot break the plan's lines (no line breaks or direction overrides). */
const MeetInput = SeasonMeet.extend({
  name: SeasonMeet.shape.name.pipe(z.string().regex(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u, 'a meet name may not hold line breaks or control characters')),
  date: SeasonMeet.shape.date.refine((d) => d >= '2000-01-01' && d <= '2099-12-31', 'a meet date must be between 2000-01-01 and 2099-12-31'),
});

export const GenerateRequest = z.object({
  date: isoDate,
  description: z
    .string({ error: messages.generatorRequired })
    .trim()
    .min(1, messages.generatorRequired)
    .max(4000, 'description must be at most 4000 characters'),
  plan_type: PlanType.default('workout').describe('A hint: the description decides (a season, taper or multi-week request is a season plan)'),
  coach_notes: z.string().max(4000, 'coach_notes must be at most 4000 characters').nullable().optional(),
  /**
   * The meet calendar of a season plan, when the form names it rather than the description. The form
   * takes 12; a season read from words ("duals every saturday") sends its whole calendar back when it
   * is written again, a dual a week for a season.
   */
  meets: z.array(MeetInput).max(40, 'at most 40 meets').optional(),
  lane_groups: z
    .boolean({ error: 'lane_groups must be true or false' })
    .optional()
    .describe('Write the plan for the stored lane groups: one set per line with each group’s send-off (Elite)'),
});
export type GenerateRequest = z.input<typeof GenerateRequest>;

/** `/training/workouts/{id}/weeks/{week}/days/{day}/open`: one day of a season, week and day counted from 1. */
export const OpenSeasonDayParams = z.object({
  id: z.string().max(100),
  week: z.coerce.number({ error: 'week must be a week number' }).int('week must be a week number').min(1, 'week must be 1 or more').max(60, 'week must be at most 60'),
  day: z.coerce.number({ error: 'day must be a day number' }).int('day must be a day number').min(1, 'day must be 1 or more').max(20, 'day must be at most 20'),
});
export type OpenSeasonDayParams = z.infer<typeof OpenSeasonDayParams>;

export const RefineRequest = z.object({
  workout_id: z.uuid({ error: 'workout_id must be the id of one of your plans' }),
  refinement_prompt: z
    .string({ error: messages.refinementRequired })
    .trim()
    .min(1, messages.refinementRequired)
    .max(2000, 'refinement_prompt must be at most 2000 characters'),
});
export type RefineRequest = z.infer<typeof RefineRequest>;

export const UsageCheck = z
  .object({
    can_use: z.boolean(),
    tier: z.enum(['free', 'lite', 'pro', 'elite', 'admin']),
    allowance: z.number().int().nullable().describe('Plans per period; null means unlimited'),
    period: z.enum(['week', 'month', 'day', 'unlimited']),
    used: z.number().int(),
    renews_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'UsageCheck' });
export type UsageCheck = z.infer<typeof UsageCheck>;

export const SharedPlan = z
  .object({
    plan_type: PlanType,
    date: z.iso.date(),
    generated_workout: z.string(),
    coach_notes: z.string().nullable().optional(),
    title: z.string().optional().describe('The plan title (its **Title** line)'),
    plan: Plan.nullable().optional().describe('Structured plan the set table is drawn from; null for plans kept only as text'),
  })
  .meta({ id: 'SharedPlan' });
export type SharedPlan = z.infer<typeof SharedPlan>;

/** A stored plan (spec §3 Workout) with its structured form. `generated_workout` starts with `**Title**`. */
export const Workout = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    date: z.iso.date(),
    plan_type: PlanType,
    description: z.string(),
    coach_notes: z.string().nullable(),
    title: z.string(),
    generated_workout: z.string(),
    plan: Plan.nullable().describe('Structured plan; null for plans kept only as text'),
    brief: Brief.nullable().optional().describe('What was understood of the request for this version, each fact said, stored or assumed; null on plans written before briefs were kept'),
    total: z.number().int().nullable().describe('Total distance (workout) or total season volume, in the plan unit'),
    provider: Provider,
    version: z.number().int().describe('The version shown: 1 when generated, each refinement adds one; reverting shows an earlier one again'),
    refinements: z.array(z.object({ prompt: z.string(), created_at: z.iso.datetime({ offset: true }) })),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Workout' });
export type Workout = z.infer<typeof Workout>;

/** A part of a refinement left as it was (DECISIONS.md, Refinement): the coach's words and why. */
export const NotApplied = z
  .object({
    words: z.string().describe('The part of the instruction, in the coach’s words'),
    why: z.string().describe('Why it was not applied, and what would be'),
  })
  .meta({ id: 'NotApplied' });
export type NotApplied = z.infer<typeof NotApplied>;

/** A refinement's answer: the refined plan, what was applied and what was left. */
export const RefinedWorkout = Workout.extend({
  applied: z.array(z.string()).describe('What the refinement changed, one line each'),
  not_applied: z.array(NotApplied).describe('Parts of the instruction left as they were, each with the coach’s words and why; reasons and asides are context, never listed here'),
}).meta({ id: 'RefinedWorkout' });
export type RefinedWorkout = z.infer<typeof RefinedWorkout>;

/**
 * A plan in the history list: the workout without its structured form, which the list never
 * shows (the plan page reads it whole); a page of twenty plans is a tenth of the size.
 */
export const WorkoutListItem = Workout.omit({ plan: true, brief: true })
  .extend({
    brief_summary: z
      .array(z.string())
      .optional()
      .describe('What was understood, in a few words ("Masters", "SCY", "60 min"): the brief of the shown version without the brief; empty for plans written before briefs were kept'),
  })
  .meta({ id: 'WorkoutListItem' });
export type WorkoutListItem = z.infer<typeof WorkoutListItem>;

/** History paging: newest first; the NEXT_PAGE_HEADER answer header names where the next page starts. */
export const WorkoutListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50).describe('Plans per page'),
  before: z.uuid({ error: 'before must be the id of one of your plans' }).optional().describe('Id of the last plan of the previous page'),
});
export type WorkoutListQuery = z.input<typeof WorkoutListQuery>;

/** One kept version of a plan: the first one generated, then one per refinement with its instruction. */
export const WorkoutVersion = z
  .object({
    version: z.number().int().positive(),
    prompt: z.string().nullable().describe('The refinement instruction that made this version ("Corrected: …" for a correction); null for the generated plan'),
    kind: z.enum(['generated', 'refinement', 'correction']).optional().describe('How the version came to be: generated, refined in words, or rewritten from the coach’s corrections of the brief'),
    based_on: z.number().int().positive().nullable().describe('The version that was refined into this one'),
    title: z.string(),
    total: z.number().int().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'WorkoutVersion' });
export type WorkoutVersion = z.infer<typeof WorkoutVersion>;

/** The plan page's read: the shown plan and every version kept of it, oldest first. */
/** The season a practice was opened from, and which of its days it is. */
export const SeasonDayOf = z
  .object({
    season_id: z.uuid(),
    season_title: z.string(),
    week: z.number().int().positive(),
    day: z.number().int().positive(),
  })
  .meta({ id: 'SeasonDayOf' });
export type SeasonDayOf = z.infer<typeof SeasonDayOf>;

export const WorkoutDetail = Workout.extend({
  versions: z.array(WorkoutVersion),
  season_day: SeasonDayOf.nullable().optional().describe('For a season’s day opened as a practice: the season and the day; null otherwise'),
}).meta({ id: 'WorkoutDetail' });
export type WorkoutDetail = z.infer<typeof WorkoutDetail>;

export const RevertRequest = z.object({
  version: z.number({ error: 'version must be the number of one of this plan’s versions' }).int().positive('version must be the number of one of this plan’s versions'),
});
export type RevertRequest = z.infer<typeof RevertRequest>;
