import type { DrylandPart, Equipment, Focus, GroupType, Level, MeetImportance, PlanLaneGroup, PlanSection, SectionKind, SendOff, SeasonPhase, SeasonTestKind, SeasonWeek, SessionType, SetBlock, Squad, Stroke, SwimSet, Zone } from './plan';

/**
 * The words and number formats a plan is shown with — on screen, on paper (DOCX/PDF) and in the
 * engine's text — so every place reads alike. Plain data and functions: no zod, cheap for the browser.
 */

export const ZONES: readonly Zone[] = ['REC', 'EN1', 'EN2', 'EN3', 'SP1', 'SP2', 'SP3'];

/** EST Framework energy systems, easiest to hardest. */
export const zoneNames: Record<Zone, string> = {
  REC: 'Recovery',
  EN1: 'Aerobic base',
  EN2: 'Threshold',
  EN3: 'VO2 / overload',
  SP1: 'Lactate tolerance',
  SP2: 'Lactate production',
  SP3: 'Sprint',
};

export const strokeNames: Record<Stroke, string> = {
  free: 'Free',
  back: 'Back',
  breast: 'Breast',
  fly: 'Fly',
  im: 'IM',
  choice: 'Choice',
  drill: 'Drill',
  kick: 'Kick',
  pull: 'Pull',
};

/** A stroke's name; paces and analytics key the medley 'IM', plans 'im'. */
export const strokeName = (stroke: Stroke | 'IM'): string => strokeNames[stroke === 'IM' ? 'im' : stroke];

export const equipmentNames: Record<Equipment, string> = {
  fins: 'Fins',
  paddles: 'Paddles',
  pull_buoy: 'Pull buoy',
  kickboard: 'Kickboard',
  snorkel: 'Snorkel',
  band: 'Band',
  parachute: 'Parachute',
};

export const levelNames: Record<Level, string> = {
  recreational: 'Recreational',
  summer_swim_team: 'Summer swim team',
  age_group_8_10: 'Age group 8-10',
  age_group_11_12: 'Age group 11-12',
  age_group_13_14: 'Age group 13-14',
  high_school: 'High school',
  college_senior: 'College/senior',
  elite: 'Elite/professional',
  masters: 'Masters',
};

export const squadNames: Record<Squad, string> = {
  learn_to_swim: 'Learn-to-swim',
  age_8_under: 'Age group 8 & under',
  age_9_10: 'Age group 9-10',
  age_11_12: 'Age group 11-12',
  age_13_14: 'Age group 13-14',
  summer_league: 'Summer league',
  hs_jv: 'High school JV',
  hs_varsity: 'High school varsity',
  club_senior: 'Club senior',
  college_d1: 'College D1',
  college_d3: 'College D2/D3',
  elite: 'Elite',
  masters_novice: 'Novice masters',
  masters: 'Masters',
  masters_advanced: 'Advanced masters',
  triathlete: 'Triathletes / open water',
  recreational: 'Recreational',
};

/** The age bands of the age-group squads (COACHING.md §2). */
const squadAges: Partial<Record<Squad, readonly [number, number]>> = { age_8_under: [5, 8], age_9_10: [9, 10], age_11_12: [11, 12], age_13_14: [13, 14] };

/** A squad as the coach named it: "Age group 11-14" for a group wider than one band, else the squad's name. */
export function squadText(squad: Squad, ages?: { low: number; high: number } | null): string {
  const band = squadAges[squad];
  // "10&U": the group the coach named, from the youngest up.
  if (band && ages && ages.low <= 5 && ages.high > band[0] && ages.high >= 9 && ages.high <= 12) return `Age group ${ages.high} & under`;
  if (band && ages && ages.high > ages.low && ages.high <= 18 && (ages.low !== band[0] || ages.high !== band[1])) return `Age group ${ages.low}-${ages.high}`;
  return squadNames[squad];
}

/** Who a plan is for: its squad as the coach named it, or the level's name on plans older than squads. */
export const levelText = (plan: { level: Level; squad?: Squad | undefined; ages?: { low: number; high: number } | null | undefined }) => (plan.squad ? squadText(plan.squad, plan.ages) : levelNames[plan.level]);

export const sessionTypeNames: Record<SessionType, string> = {
  practice: 'Practice',
  test: 'Test Set',
  recovery: 'Recovery',
  meet_warmup: 'Meet Warm-up',
  pre_meet: 'Pre-meet',
  race_pace: 'Race Pace',
  broken: 'Broken Swims',
  im_transitions: 'IM Transitions',
  breath_control: 'Breath Control',
  open_water: 'Open-water Skills',
  learn_to_swim: 'Learn-to-swim Lesson',
  dryland: 'Dryland',
  clinic: 'Stroke Clinic',
};

export const focusNames: Record<Focus, string> = {
  aerobic: 'Aerobic',
  threshold: 'Threshold',
  vo2: 'VO2 max',
  lactate: 'Lactate',
  sprint: 'Sprint',
  im: 'IM',
  free: 'Freestyle',
  back: 'Backstroke',
  breast: 'Breaststroke',
  fly: 'Butterfly',
  technique: 'Technique',
  distance: 'Distance',
  starts: 'Starts',
  turns: 'Turns',
  underwaters: 'Underwaters',
  pacing: 'Pacing',
};

export const sectionNames: Record<SectionKind, string> = {
  warmup: 'Warm-up',
  preset: 'Pre-set',
  drill: 'Drill',
  kick: 'Kick',
  pull: 'Pull',
  skills: 'Race Skills',
  main: 'Main Set',
  secondary: 'Secondary Set',
  sprint: 'Sprint',
  race_pace: 'Race Pace',
  cooldown: 'Cool-down',
};

export const groupNames: Record<GroupType, string> = {
  private: 'Private lesson',
  semi_private: 'Semi-private (2-3)',
  group: 'Group (4-8)',
  team: 'Team',
};

export const phaseNames: Record<SeasonPhase, string> = {
  general_preparation: 'General preparation',
  specific_preparation: 'Specific preparation',
  competition: 'Competition',
  taper: 'Taper',
  transition: 'Transition',
};

export const loadNames: Record<SeasonWeek['load'], string> = {
  load: 'Load',
  recovery: 'Recovery',
  mini_rest: 'Mini-rest',
  taper: 'Taper',
  race: 'Race',
};

export const courseNames = { SCY: 'SCY · 25-yard pool', SCM: 'SCM · 25 m pool', LCM: 'LCM · 50 m pool' } as const;

export const unitAbbreviations = { yards: 'yd', meters: 'm' } as const;

export const drylandPartNames: Record<DrylandPart, string> = {
  activation: 'Activation',
  strength: 'Strength',
  core: 'Core',
  mobility: 'Mobility',
};

/** "1:30" on the pace clock. */
export function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** Rest is written the way coaches write it: ":20" under a minute. */
export function restText(seconds: number): string {
  return seconds < 60 ? `:${String(seconds).padStart(2, '0')}` : clock(seconds);
}

/** "@ 1:30" leaves on the clock; ":20 rest" rests after each rep; a continuous swim has neither. */
export function sendOffText(sendOff: SendOff | null): string {
  if (!sendOff) return '';
  return sendOff.type === 'interval' ? `@ ${clock(sendOff.seconds)}` : `${restText(sendOff.seconds)} rest`;
}

export const numberText = (n: number) => n.toLocaleString('en-US');

export function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

export const setDistance = (set: Pick<SwimSet, 'reps' | 'distance'>) => set.reps * set.distance;

export const blockDistance = (block: Pick<SetBlock, 'rounds' | 'sets'>) => block.rounds * block.sets.reduce((sum, set) => sum + setDistance(set), 0);

/**
 * The calendar date `days` after `isoDate` ("YYYY-MM-DD"). The season engine asks this millions of
 * times in a test run, so a plain date is counted in whole days (no Date parsed); anything else (a
 * day past the month's end rolls over, as Date does) goes through Date, which answers the same.
 */
export function addDays(isoDate: string, days: number): string {
  const serial = dayNumber(isoDate);
  if (serial !== undefined && Number.isSafeInteger(days)) {
    const date = civilDate(serial + days);
    if (date !== undefined) return date;
  }
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const digit = (text: string, at: number) => text.charCodeAt(at) - 48;
const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** Days since 1970-01-01 of a "YYYY-MM-DD" with a real month and a day 1..31 (a day past the month's end rolls over); else undefined. */
function dayNumber(iso: string): number | undefined {
  if (iso.length !== 10 || iso.charCodeAt(4) !== 45 || iso.charCodeAt(7) !== 45) return undefined;
  let year = 0;
  for (const at of [0, 1, 2, 3]) {
    const n = digit(iso, at);
    if (n < 0 || n > 9) return undefined;
    year = year * 10 + n;
  }
  const [m1, m2, d1, d2] = [digit(iso, 5), digit(iso, 6), digit(iso, 8), digit(iso, 9)];
  if ([m1, m2, d1, d2].some((n) => n < 0 || n > 9)) return undefined;
  const month = m1 * 10 + m2;
  const day = d1 * 10 + d2;
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  // Howard Hinnant's days_from_civil: March-based years make the leap day the last of the year.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** "YYYY-MM-DD" of a day number (days since 1970-01-01), for years 0000..9999; else undefined. */
function civilDate(serial: number): string | undefined {
  const z = serial + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return undefined;
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

const TITLE_LINE = /^\s*\*\*(.+?)\*\*\s*$/;

/** Spec §2 (shared plan): the line wrapped in double asterisks is the plan's title. */
export function titleLineOf(text: string): { title: string; index: number } | undefined {
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const title = TITLE_LINE.exec(lines[index]!)?.[1]?.trim();
    if (title) return { title, index };
  }
  return undefined;
}

/** A plan line as plain text: the `**` of the title line removed. */
export const plainLine = (line: string) => line.replace(/\*\*/g, '');

/** How the dashboard, the share page and the documents name a plan's kind. */
export const planLabel = (planType: 'workout' | 'season' | null | undefined) => (planType === 'season' ? 'Season Plan' : 'Training Plan');

/** "4 × 100", or "400" for a single swim. */
export const amountText = (set: Pick<SwimSet, 'reps' | 'distance'>) => (set.reps > 1 ? `${set.reps} × ${set.distance}` : `${set.distance}`);

/** "3 × (100 Free + 50 Kick)" for a short inline group; "3 rounds" when its sets are too many to read inline. */
export function groupLabel(block: SetBlock): string {
  const inline = block.sets.length > 1 && block.sets.length <= 3;
  const base = inline
    ? `${block.rounds} × (${block.sets.map((s) => `${amountText(s)} ${strokeNames[s.stroke]}`).join(' + ')})`
    : `${block.rounds} ${block.rounds === 1 ? 'round' : 'rounds'}`;
  return block.label ? `${base} · ${block.label}` : base;
}

/** "Lanes 1-2 / 3-4 / 5-6": a first word every group's name shares before a number is written once. */
export function laneNamesText(names: readonly string[]): string {
  const split = names.map((n) => /^(\S+)\s+(\d\S*)$/.exec(n));
  const word = split[0]?.[1];
  if (word && split.every((m) => m?.[1] === word)) return `${word} ${split.map((m) => m![2]).join(' / ')}`;
  return names.join(' / ');
}

/** The names `laneNamesText` wrote, read back: "Lanes 1-2 / 3-4" → ["Lanes 1-2", "Lanes 3-4"]. */
export function laneNamesOf(text: string): string[] {
  const parts = text.split(/\s*\/\s*/).map((p) => p.trim()).filter(Boolean);
  const head = /^(\S+)\s+\d/.exec(parts[0] ?? '');
  return parts.map((p, i) => (i > 0 && head && /^\d\S*$/.test(p) ? `${head[1]} ${p}` : p));
}

/** "10 / 9 / 8": each lane's repeats when they differ, else the set's. */
export function laneRepsText(set: Pick<SwimSet, 'reps' | 'lanes'>): string {
  const reps = set.lanes?.map((l) => l.reps) ?? [set.reps];
  return reps.every((r) => r === reps[0]) ? String(reps[0]) : reps.join(' / ');
}

/** "10 / 9 / 8 × 100" for lanes that swim different repeats, else as `amountText` writes it. */
export function laneAmountText(set: Pick<SwimSet, 'reps' | 'distance' | 'lanes'>): string {
  const reps = laneRepsText(set);
  return reps === '1' ? `${set.distance}` : `${reps} × ${set.distance}`;
}

/** "@ 1:15 / 1:25 / 1:35": each lane's send-off when they differ, else the set's. */
export function laneTimingText(set: Pick<SwimSet, 'sendOff' | 'lanes'>, rest: (seconds: number) => string = (s) => `${restText(s)} rest`): string {
  const offs = set.lanes?.map((l) => l.sendOff) ?? [set.sendOff];
  const first = offs[0] ?? null;
  if (!first) return '';
  if (offs.every((o) => o?.type === first.type && o.seconds === first.seconds)) return first.type === 'interval' ? `@ ${clock(first.seconds)}` : rest(first.seconds);
  if (offs.every((o) => o?.type === 'interval')) return `@ ${offs.map((o) => clock(o!.seconds)).join(' / ')}`;
  return offs.map((o) => (o ? (o.type === 'interval' ? `@ ${clock(o.seconds)}` : rest(o.seconds)) : '—')).join(' / ');
}

/** What each lane group swims in all, fastest first; one entry when the plan is not for groups. */
export function laneTotals(plan: { laneGroups?: readonly PlanLaneGroup[] | undefined; sections: readonly Pick<PlanSection, 'blocks' | 'lanes'>[] }): Array<{ name: string; distance: number }> {
  const groups = plan.laneGroups ?? [];
  return groups.map((g, i) => ({
    name: g.name,
    distance: plan.sections
      // A group's own section counts for that group alone.
      .filter((section) => !section.lanes || section.lanes.includes(g.name))
      .reduce((sum, section) => sum + section.blocks.reduce((b, block) => b + block.rounds * block.sets.reduce((t, set) => t + (set.lanes?.[i]?.reps ?? set.reps) * set.distance, 0), 0), 0),
  }));
}

const strokeCodes: Record<Stroke, string> = { free: 'FR', back: 'BK', breast: 'BR', fly: 'FL', im: 'IM', choice: 'CH', drill: 'DR', kick: 'K', pull: 'P' };

/** The stroke of a set as coaches write it: "Free", "Choice (BK/FR)", "IM (BK-BR-FR-FR)", "Fly/Free (25/25)". */
export function strokeLabel(set: Pick<SwimSet, 'stroke' | 'strokes' | 'legs' | 'mix'>): string {
  if (set.mix && set.mix.length >= 2) return `${set.mix.map((m) => strokeNames[m.stroke]).join('/')} (${set.mix.map((m) => m.distance).join('/')})`;
  if (set.stroke === 'im' && set.legs) return `IM (${set.legs.map((s) => strokeCodes[s]).join('-')})`;
  if (set.stroke === 'choice' && set.strokes) return `Choice (${set.strokes.map((s) => strokeCodes[s]).join('/')})`;
  return strokeNames[set.stroke];
}

/** Coach notation for a key set: `4 × 400 Breast @ 7:20 — EN1, negative split`. */
export function setNotation(set: SwimSet, groups?: readonly Pick<PlanLaneGroup, 'name'>[]): string {
  const gear = set.equipment.length > 0 ? ` (${set.equipment.map((e) => equipmentNames[e].toLowerCase()).join(', ')})` : '';
  const timing = set.lanes ? laneTimingText(set) : sendOffText(set.sendOff);
  const description = set.description ? `, ${set.description}` : '';
  const amount = laneAmountText(set);
  const lanes = set.lanes && groups?.length === set.lanes.length ? ` (${laneNamesText(groups.map((g) => g.name))})` : '';
  return `${amount} ${strokeLabel(set)}${gear}${timing ? ` ${timing}` : ''}${lanes} — ${set.zone}${description}`;
}


/** Documents (Word, PDF), a watch workout (Garmin FIT) and a calendar (iCalendar). */
export const EXPORT_FORMATS = ['docx', 'pdf', 'fit', 'ics'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Characters a file name may not hold on Windows, macOS or in a quoted header value. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\p{Cc}]/gu;

/**
 * Spec §7: `{product}_{plan type or Training}_{date}.{format}`, with the plan type as the dashboard
 * labels it (`LaneForge_Training_Plan_2026-11-21.pdf`). Spaces become underscores so the name
 * survives every download manager and shell.
 */
export function exportFileName(product: string, planType: 'workout' | 'season' | null | undefined, date: string, format: ExportFormat): string {
  const safe = (s: string) => s.replace(UNSAFE_IN_FILE_NAME, '').trim().replace(/\s+/g, '_');
  return `${safe(product) || 'LaneForge'}_${safe(planLabel(planType))}_${date}.${format}`;
}

/** One practice of a season week: the day it falls on, its share of the week's volume and its key set, if any. */
export interface SeasonSession {
  /** 1-based within the week. */
  number: number;
  date: string;
  /** Doubles: the morning and the afternoon practice of one day. */
  slot: 'AM' | 'PM' | null;
  volume: number;
  keySet: SwimSet | null;
  /** What the session trains ("Threshold (EN2)"), when the plan carries its days. */
  focus: string | null;
  kind: 'practice' | 'test' | 'meet';
}

/** A meet's importance as the season treats it (DECISIONS/COACHING §8: A tapers, B rests a few days, C trains through). */
export const meetImportanceNames: Record<MeetImportance, string> = { A: 'A · taper', B: 'B · mini-rest', C: 'C · trained through' };

export const seasonTestNames: Record<SeasonTestKind, string> = {
  t30: 'T-30 test (30 min continuous, count lengths)',
  css: 'CSS test (400 and 200 all-out)',
  step: '7 x 200 step test',
};

/** Days of a training week in the order practices are added: Mon, Wed, Fri, Tue, Thu, Sat, Sun. */
const PRACTICE_DAYS = [0, 2, 4, 1, 3, 5, 6] as const;

/**
 * A season week's sessions day by day: the plan's own days when it carries them; otherwise (plans
 * written before the day-by-day view) its practices laid on its days:
 * spread over the week with rest days between (Mon/Wed/Fri first), doubles once every day has a
 * practice; the week's volume shared in whole hundreds that add up to it exactly; the key sets
 * given to the first practices.
 */
export function seasonSessions(week: Pick<SeasonWeek, 'startDate' | 'sessions' | 'volume' | 'keySets' | 'days'>): SeasonSession[] {
  if (week.days && week.days.length > 0) {
    return week.days.map((d, i) => ({
      number: i + 1,
      date: d.date,
      slot: d.slot,
      volume: d.volume,
      keySet: d.keySet === null ? null : (week.keySets[d.keySet] ?? null),
      focus: d.focus,
      kind: d.kind,
    }));
  }
  const count = Math.max(1, week.sessions);
  const doubles = Math.max(0, count - PRACTICE_DAYS.length);
  const days: number[] = PRACTICE_DAYS.slice(0, Math.min(count, PRACTICE_DAYS.length)).toSorted((a, b) => a - b);
  const doubled = new Set<number>(PRACTICE_DAYS.slice(0, doubles));
  const slots = days.flatMap((day): Array<{ day: number; slot: SeasonSession['slot'] }> =>
    doubled.has(day) ? [{ day, slot: 'AM' }, { day, slot: 'PM' }] : [{ day, slot: null }],
  );
  const share = Math.floor(week.volume / count / 100) * 100;
  return slots.map(({ day, slot }, i) => ({
    number: i + 1,
    date: addDays(week.startDate, day),
    slot,
    volume: i === slots.length - 1 ? week.volume - share * (slots.length - 1) : share,
    keySet: week.keySets[i] ?? null,
    focus: null,
    kind: 'practice' as const,
  }));
}
