import { z } from 'zod';
import { DistanceUnit, ZoneDistances } from './plan';

/**
 * Premium analytics (Pro, Elite, admin): what the stored structured plans add up to, week by week
 * (weeks start on Monday in the user's time zone), in one unit. Workouts are the volume written;
 * season plans are the volume planned, counted apart.
 */

export const ANALYTICS_MAX_WEEKS = 104;

const isoDate = (field: string) => z.iso.date({ error: `${field} must be a date such as 2026-01-31` });

export const AnalyticsQuery = z
  .object({
    weeks: z.coerce
      .number({ error: 'weeks must be a whole number of weeks' })
      .int('weeks must be a whole number of weeks')
      .min(1, 'weeks must be at least 1')
      .max(ANALYTICS_MAX_WEEKS, `weeks must be at most ${ANALYTICS_MAX_WEEKS}`)
      .optional()
      .describe('The last N weeks, this one included (default 12); not with from/to'),
    from: isoDate('from').optional().describe('First day of the range (its week is shown whole)'),
    to: isoDate('to').optional().describe('Last day of the range (its week is shown whole); default today'),
    unit: DistanceUnit.optional().describe('Unit to show every distance in; default the unit of most of your plans'),
  })
  .strict()
  .check((ctx) => {
    const { weeks, from, to } = ctx.value;
    if (weeks !== undefined && (from !== undefined || to !== undefined)) {
      ctx.issues.push({ code: 'custom', message: 'Ask for either weeks or a from/to range, not both', input: ctx.value, path: ['weeks'] });
    }
    if (from !== undefined && to !== undefined && from > to) {
      ctx.issues.push({ code: 'custom', message: 'from must be on or before to', input: ctx.value, path: ['from'] });
    }
  });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

/** Distance by stroke, as coaches group it; IM is the medley. */
export const StrokeDistances = z.object({
  free: z.number().int(),
  back: z.number().int(),
  breast: z.number().int(),
  fly: z.number().int(),
  IM: z.number().int(),
  kick: z.number().int(),
  pull: z.number().int(),
  drill: z.number().int(),
  choice: z.number().int(),
});
export type StrokeDistances = z.infer<typeof StrokeDistances>;

export const PlannedVolume = z.object({
  distance: z.number().int().describe('Season-plan volume planned for the week'),
  sessions: z.number().int().describe('Season-plan sessions planned for the week'),
});
export type PlannedVolume = z.infer<typeof PlannedVolume>;

const volume = {
  distance: z.number().int(),
  sessions: z.number().int(),
  minutes: z.number().int(),
  by_zone: ZoneDistances,
  by_stroke: StrokeDistances,
  planned: PlannedVolume,
};

export const AnalyticsWeek = z.object({ week_start: z.iso.date().describe('The Monday of the week'), ...volume }).meta({ id: 'AnalyticsWeek' });
export type AnalyticsWeek = z.infer<typeof AnalyticsWeek>;

export const AnalyticsTotals = z.object(volume).meta({ id: 'AnalyticsTotals' });
export type AnalyticsTotals = z.infer<typeof AnalyticsTotals>;

export const AnalyticsReport = z
  .object({
    from: z.iso.date().describe('The Monday the first week starts'),
    to: z.iso.date().describe('The Sunday the last week ends'),
    time_zone: z.string().describe("The user's time zone, which decides today and so the last week"),
    unit: DistanceUnit,
    /** Plans written in the other unit, converted (1 yd = 0.9144 m) and rounded per plan, so weeks still add up to totals. */
    converted_plans: z.number().int(),
    note: z.string().nullable().describe('Says what was converted, when anything was'),
    weeks: z.array(AnalyticsWeek),
    totals: AnalyticsTotals,
  })
  .meta({ id: 'AnalyticsReport' });
export type AnalyticsReport = z.infer<typeof AnalyticsReport>;

/** The priority support address, for the tiers that have it (Elite, admin). */
export const PrioritySupport = z.object({ email: z.string() }).meta({ id: 'PrioritySupport' });
export type PrioritySupport = z.infer<typeof PrioritySupport>;
