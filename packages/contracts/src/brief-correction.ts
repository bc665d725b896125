import { z } from 'zod';
import { BriefKind } from './brief';
import { PACE_MAX_SECONDS, PACE_MIN_SECONDS, clockToSeconds } from './pace-format';
import { ConstraintRule, Course, Focus, MeetImportance, SessionType, Squad } from './plan';
import { RULES_WITH_VALUE } from './brief-format';

/**
 * What a coach corrects of a brief from the Understood chips (`POST /training/workouts/{id}/brief`):
 * plain values of the facts a chip edits. Every field is optional and a list replaces the list it
 * corrects (the lanes, the swimmers, the limits, the meets). Each corrected fact becomes `said`,
 * in the words "corrected". Messages name no field: the route puts the field's path in front
 * ("pool.course: must be SCY, SCM or LCM").
 */

const listOf = (values: readonly string[]) => values.join(', ');
const printable = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u;

/** A name a coach types (a lane, a swimmer, a meet): one line of printable words. */
const typedName = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .regex(printable, 'may not hold line breaks or control characters');

const timeOfDay = z.string({ error: 'must be a time of day written HH:MM, e.g. 06:15' }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day written HH:MM, e.g. 06:15');

/** A base send-off per 100 free as coaches write it ("1:20"), within what anyone swims. */
export const BaseSendOff = z
  .string({ error: 'must be a send-off written m:ss, e.g. 1:20' })
  .max(8, 'must be a send-off written m:ss, e.g. 1:20')
  .refine((t) => clockToSeconds(t) !== null, { message: 'must be a send-off written m:ss, e.g. 1:20', abort: true })
  .refine((t) => {
    const seconds = clockToSeconds(t) ?? 0;
    return seconds >= PACE_MIN_SECONDS && seconds <= PACE_MAX_SECONDS;
  }, 'must be between 0:40 and 5:00 per 100');

const ruleError = `must be one of ${listOf(ConstraintRule.options)}`;

/** A limit: a rule ("no_fly"), or a rule with its number ({rule: "longest_rep", value: 200}). */
export const LimitCorrection = z.union(
  [
    z.enum(ConstraintRule.options),
    z.strictObject({ rule: z.enum(ConstraintRule.options), value: z.number().int().positive().max(10_000) }),
  ],
  { error: ruleError },
);
export type LimitCorrection = z.infer<typeof LimitCorrection>;

const limitList = z.array(LimitCorrection, { error: 'must be a list of limits' }).max(20, 'must hold at most 20 limits');

export const BriefCorrection = z
  .strictObject(
    {
      kind: z.enum(BriefKind.options, { error: `must be one of ${listOf(BriefKind.options)}` }).optional(),
      session: z.enum(SessionType.options, { error: `must be one of ${listOf(SessionType.options)}` }).optional(),
      who: z
        .strictObject(
          {
            squad: z.enum(Squad.options, { error: `must be one of ${listOf(Squad.options)}` }).optional(),
            /** The coach's own name for the group ("noon masters"). */
            label: typedName(120).optional(),
          },
          { error: 'must be an object with squad and/or label' },
        )
        .refine((w) => w.squad !== undefined || w.label !== undefined, 'must give a squad or a label')
        .optional(),
      pool: z
        .strictObject(
          {
            course: z.enum(Course.options, { error: 'must be SCY, SCM or LCM' }),
            /** One length in the course's unit; absent = the course's own (25, or 50 for LCM). */
            length: z.number({ error: 'must be a number of yards or metres' }).int('must be a whole number').min(10, 'must be at least 10').max(100, 'must be at most 100').optional(),
            openWater: z.boolean({ error: 'must be true or false' }).optional(),
          },
          { error: 'must be an object with a course' },
        )
        .optional(),
      clock: z
        .strictObject(
          {
            minutes: z.number({ error: 'must be a number of minutes' }).int('must be whole minutes').min(5, 'must be at least 5').max(360, 'must be at most 360').nullable().optional(),
            start: timeOfDay.nullable().optional(),
            end: timeOfDay.nullable().optional(),
          },
          { error: 'must be an object with minutes, start or end' },
        )
        .optional(),
      /** The session's volume in the pool's unit; null lets the engine choose it again. */
      volume: z.number({ error: 'must be a number of yards or metres' }).int('must be a whole number').min(100, 'must be at least 100').max(30_000, 'must be at most 30,000').nullable().optional(),
      focus: z
        .array(z.enum(Focus.options, { error: `must be one of ${listOf(Focus.options)}` }), { error: 'must be a list of focuses' })
        .min(1, 'must name at least one focus')
        .max(4, 'must name at most 4 focuses')
        .optional(),
      /** The lanes or groups with their base send-offs; one lane is the whole group's base, none is one group. */
      lanes: z
        .array(z.strictObject({ name: typedName(40), base: BaseSendOff }, { error: 'must be a lane with a name and a base' }), { error: 'must be a list of lanes' })
        .max(10, 'must hold at most 10 lanes')
        .optional(),
      /** Every named swimmer with their own limits (the list replaces the swimmers read). */
      swimmers: z
        .array(z.strictObject({ name: typedName(40), limits: limitList }, { error: 'must be a swimmer with a name and limits' }), { error: 'must be a list of swimmers' })
        .max(30, 'must hold at most 30 swimmers')
        .optional(),
      /** Limits for everyone. */
      limits: limitList.optional(),
      /** The positions (from 0) of the coach's own sets to keep: a line misread as a set is left out. */
      coachSets: z.array(z.number({ error: 'must be positions of your sets' }).int('must be positions of your sets').min(0, 'must be positions of your sets').max(49), { error: 'must be a list of positions' }).max(50).optional(),
      meets: z
        .array(
          z.strictObject(
            {
              name: typedName(80),
              date: z.iso.date({ error: 'must be a date written YYYY-MM-DD' }).refine((d) => d >= '2000-01-01' && d <= '2099-12-31', 'must be between 2000-01-01 and 2099-12-31'),
              importance: z.enum(MeetImportance.options, { error: 'must be A, B or C' }),
            },
            { error: 'must be a meet with a name, date and importance' },
          ),
          { error: 'must be a list of meets' },
        )
        .max(12, 'must hold at most 12 meets')
        .optional(),
      season: z
        .strictObject(
          {
            weeks: z.number({ error: 'must be a number of weeks' }).int('must be whole weeks').min(1, 'must be at least 1').max(52, 'must be at most 52').optional(),
            sessionsPerWeek: z.number({ error: 'must be a number of sessions' }).int('must be a whole number').min(1, 'must be at least 1').max(14, 'must be at most 14').optional(),
            /** Days of taper into the A meet; null = no taper. */
            taperDays: z.number({ error: 'must be a number of days' }).int('must be whole days').min(1, 'must be at least 1').max(28, 'must be at most 28').nullable().optional(),
          },
          { error: 'must be an object with weeks, sessionsPerWeek or taperDays' },
        )
        .optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')}: not a field a correction can change (${listOf(correctionFields)})` : 'the body must be a JSON object of the fields to correct') },
  )
  .refine((c) => Object.values(c).some((v) => v !== undefined), 'Nothing to correct: send at least one field (kind, session, who, pool, clock, volume, focus, lanes, swimmers, limits, coachSets, meets or season)')
  .superRefine((c, ctx) => {
    const check = (limits: LimitCorrection[] | undefined, path: (string | number)[]) =>
      limits?.forEach((limit, i) => {
        if (typeof limit === 'string' && RULES_WITH_VALUE.has(limit)) ctx.addIssue({ code: 'custom', path: [...path, i], message: `${limit} needs its number: {"rule": "${limit}", "value": …}` });
      });
    check(c.limits, ['limits']);
    c.swimmers?.forEach((s, i) => check(s.limits, ['swimmers', i, 'limits']));
    const names = (list: { name: string }[] | undefined, field: string) => {
      const seen = new Set<string>();
      list?.forEach((item, i) => {
        const key = item.name.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [field, i, 'name'], message: `"${item.name}" is named twice` });
        seen.add(key);
      });
    };
    names(c.lanes, 'lanes');
    names(c.swimmers, 'swimmers');
  });
export type BriefCorrection = z.infer<typeof BriefCorrection>;

/** The fields a correction can change, as the API names them. */
export const correctionFields = ['kind', 'session', 'who', 'pool', 'clock', 'volume', 'focus', 'lanes', 'swimmers', 'limits', 'coachSets', 'meets', 'season'] as const;

/** A field path as the API names it: ["swimmers", 0, "limits", 1] → "swimmers[0].limits[1]". */
export function fieldPath(path: readonly (string | number | symbol)[]): string {
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)), '');
}
