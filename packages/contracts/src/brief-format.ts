import type { Brief, FactSource } from './brief';
import type { ConstraintRule, PlanConstraint, Squad } from './plan';
import { clock, focusNames, numberText, sessionTypeNames, squadNames } from './plan-format';

/**
 * The brief as a coach reads it: one chip per fact that matters ("Masters", "SCY", "60 min",
 * "4 lanes 1:10/1:20/1:30/1:45", "Maria: no fly, no paddles"), each saying whether it was said or
 * assumed. The Understood strip, the history's summary line and a correction's version line are
 * all written from these. Plain data and functions, no zod: cheap for the browser.
 */

/** A limit as a coach says it. */
export const limitNames: Record<ConstraintRule, string> = {
  no_kick: 'No kick',
  no_fly: 'No fly',
  no_breast: 'No breaststroke',
  no_back: 'No backstroke',
  no_im: 'No IM',
  no_breast_kick: 'No breaststroke kick',
  no_paddles: 'No paddles',
  no_fins: 'No fins',
  no_snorkel: 'No snorkel',
  no_pull_buoy: 'No pull buoy',
  no_kickboard: 'No kickboard',
  shoulder: 'Sore shoulder',
  knee: 'Sore knee',
  lower_back: 'Sore lower back',
  ankle: 'Sore ankle',
  neck: 'Sore neck',
  no_flip_turns: 'No flip turns',
  no_dives: 'No dives',
  no_breath_control: 'No breath-holding',
  no_underwater: 'No underwaters',
  no_jumping: 'No jumping in',
  wet_deck: 'Wet deck',
  easy_pushoffs: 'Easy push-offs',
  light_only: 'Easy swimming only',
  pregnant: 'Pregnant',
  asthma: 'Asthma',
  no_backstroke_flags: 'No backstroke flags',
  diabetes: 'Type 1 diabetes',
  epilepsy: 'Epilepsy',
  kick_only: 'Kick only',
  tired_legs: 'Tired legs',
  returning: 'Back from a break',
  crowded_lanes: 'Crowded lanes',
  slowest_send_off: 'Slowest send-off',
  longest_rep: 'Longest repeat',
  max_minutes: 'Time limit',
};

/** Limits that hold a number: seconds per 100, a distance, minutes. */
export const RULES_WITH_VALUE: ReadonlySet<ConstraintRule> = new Set<ConstraintRule>(['slowest_send_off', 'longest_rep', 'max_minutes']);

/** One limit in a few words: "no fly", "repeats of 200 at most", "send-offs of 1:45 or slower". */
export function limitText(limit: Pick<PlanConstraint, 'rule' | 'value'>): string {
  if (limit.value !== undefined) {
    if (limit.rule === 'slowest_send_off') return `send-offs of ${clock(limit.value)} or slower`;
    if (limit.rule === 'longest_rep') return `repeats of ${numberText(limit.value)} at most`;
    if (limit.rule === 'max_minutes') return `${limit.value} min at most`;
  }
  return limitNames[limit.rule].toLowerCase();
}

/** What a chip corrects: a fact of the brief, one named swimmer, or a part of a season. */
export type ChipField = 'kind' | 'session' | 'who' | 'pool' | 'clock' | 'volume' | 'focus' | 'lanes' | 'swimmer' | 'limits' | 'coachSets' | 'meets' | 'weeks' | 'sessionsPerWeek' | 'taper';

/** Where a chip's fact came from: the brief's sources, or the coach's season (a day of it opened as this practice). */
export type ChipSource = FactSource | 'season';

export interface BriefChip {
  /** Stable within a brief: the field, and the swimmer's name for a swimmer. */
  key: string;
  field: ChipField;
  /** The swimmer's position in the brief's list. */
  index?: number;
  /** What the chip is about, for its accessible name ("Pool"). */
  label: string;
  /** The chip's words ("SCY", "Maria: no fly, no paddles"). */
  text: string;
  source: ChipSource;
  /** The coach's words it was read from, or why it was assumed. */
  why?: string | undefined;
}

/**
 * The engine's assumed lines that speak of a season's length, its sessions a week and its taper
 * ("12 weeks (no length given)", "5 sessions a week, typical for this group (none given)"): those
 * facts carry no source of their own, so their line says they were assumed, and a correction takes
 * the line away.
 */
export const seasonAssumedLines: Record<'weeks' | 'sessionsPerWeek' | 'taper', RegExp> = {
  weeks: /^\d+ weeks\b|\bweeks asked\b/,
  sessionsPerWeek: /\bsessions? a week\b/,
  taper: /\btaper\b/i,
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-02-20" → "Feb 20". */
export const shortDate = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1] ?? iso.slice(5, 7)} ${Number(iso.slice(8, 10))}`;

const unitOf = (brief: Brief) => (brief.pool.value.unit === 'meters' ? 'm' : 'yd');
const standardLength = (course: string) => (course === 'LCM' ? 50 : 25);

/** "Masters", or the coach's own name beside it: "Noon masters (Masters)". */
function whoText(who: Brief['who']['value']): string {
  const squad = squadNames[who.squad as Squad];
  const label = who.label.trim();
  const own = label && label.toLowerCase() !== squad.toLowerCase() ? `${label.charAt(0).toUpperCase()}${label.slice(1)} (${squad})` : squad;
  return who.headcount ? `${own} · ${who.headcount} swimmers` : own;
}

function poolText(pool: Brief['pool']['value']): string {
  if (pool.openWater) return 'Open water';
  const own = pool.length !== standardLength(pool.course) ? ` · ${pool.length} ${pool.unit === 'meters' ? 'm' : 'y'} pool` : '';
  return `${pool.course}${own}${pool.shallow ? ' · shallow' : ''}`;
}

function clockText(value: Brief['clock']['value']): string {
  const span = value.start && value.end ? `${value.start}–${value.end}` : value.start ? `from ${value.start}` : value.end ? `until ${value.end}` : '';
  if (value.minutes === null) return span || 'No time given';
  return span ? `${value.minutes} min (${span})` : `${value.minutes} min`;
}

function volumeText(volume: NonNullable<Brief['volume']['value']>, unit: string, said: boolean): string {
  if (volume.bound === 'range' && volume.low !== volume.high) return `${numberText(volume.low)}–${numberText(volume.high)} ${unit}`;
  if (volume.bound === 'max') return `${numberText(volume.value)} ${unit} at most`;
  return `${said && volume.bound === 'exact' ? '' : '~'}${numberText(volume.value)} ${unit}`;
}

const lanesText = (lanes: Brief['lanes']) => `${lanes.length} lanes ${lanes.map((l) => clock(l.base)).join('/')}`;

const limitsText = (limits: readonly Pick<PlanConstraint, 'rule' | 'value'>[]) => limits.map(limitText).join(', ');

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** What the written plan holds, when it differs from the brief's own number (an assumed volume filled to the clock). */
export interface WrittenTotals {
  kind: 'workout' | 'season';
  totals: { distance: number };
}

/**
 * The chips of a brief, in the order a coach reads a request: what, who, where, how long, how
 * much, what for, the lanes, each swimmer, the limits, the kept sets; a season's meets and shape.
 * With the plan written from it, an assumed volume shows what the plan holds.
 */
export function briefChips(brief: Brief, written?: WrittenTotals | null): BriefChip[] {
  const chips: BriefChip[] = [];
  const add = (field: ChipField, label: string, text: string, source: ChipSource, why?: string, extra: Partial<BriefChip> = {}) => chips.push({ key: field, field, label, text, source, why, ...extra });
  const season = brief.kind.value === 'season' ? brief.season : null;
  const unit = unitOf(brief);
  const session = brief.session.value;
  const swims = session !== 'dryland' && session !== 'learn_to_swim';

  add('kind', 'Plan', season ? 'Season plan' : 'One workout', brief.kind.source, brief.kind.words);
  if (!season) add('session', 'Session', sessionTypeNames[session], brief.session.source, brief.session.words);
  add('who', 'Swimmers', whoText(brief.who.value), brief.who.source, brief.who.words);
  if (session !== 'dryland') add('pool', 'Pool', poolText(brief.pool.value), brief.pool.source, brief.pool.words);
  if (!season || brief.clock.value.minutes !== null) add('clock', 'Time', clockText(brief.clock.value), brief.clock.source, brief.clock.words);
  if (swims) {
    const volume = brief.volume.value;
    const said = brief.volume.source === 'said';
    // An assumed volume is what the engine aimed at; the plan may hold more to fill the coach's clock.
    const shown = !said && volume && written?.kind === 'workout' && written.totals.distance > 0 ? { ...volume, value: written.totals.distance, bound: 'about' as const } : volume;
    const text = shown ? `${volumeText(shown, unit, said)}${season ? ' a session' : ''}` : 'Not given';
    const why = !said && shown !== volume && brief.clock.source === 'said' && brief.clock.value.minutes ? `what ${brief.clock.value.minutes} min holds` : brief.volume.words;
    add('volume', 'Volume', text, brief.volume.source, why);
  }
  add('focus', 'Focus', brief.focus.value.map((f) => focusNames[f]).join(', ') || 'None', brief.focus.source, brief.focus.words);
  if (swims && !season) {
    if (brief.lanes.length >= 2) {
      const source: FactSource = brief.lanes.some((l) => l.source === 'assumed') ? 'assumed' : brief.lanes.every((l) => l.source === 'stored') ? 'stored' : 'said';
      add('lanes', 'Lanes', lanesText(brief.lanes), source, brief.lanes[0]!.words);
    } else {
      const base = brief.base.value;
      add('lanes', 'Lanes', base !== null ? `One group on ${clock(base)}` : 'One group', brief.base.source, base !== null ? brief.base.words : 'one group on the level’s paces');
    }
  }
  brief.swimmers.forEach((s, index) => {
    chips.push({ key: `swimmer:${s.name.toLowerCase()}`, field: 'swimmer', index, label: 'Swimmer', text: s.limits.length ? `${s.name}: ${limitsText(s.limits)}` : s.name, source: 'said', why: s.words });
  });
  add('limits', 'Limits', brief.limits.length ? sentence(limitsText(brief.limits)) : 'No team limits', 'said', brief.limits.map((l) => l.said).join('; ') || undefined);
  const seasonSets = brief.coachSets.filter((c) => c.season);
  if (seasonSets.length > 0 && seasonSets.length === brief.coachSets.length) {
    // A day of the season opened as a practice: its key set is the season's, not a set the coach wrote here.
    add('coachSets', 'Key set', seasonSets.map((c) => `Week ${c.season!.week}: ${c.words}`).join(' / '), 'season', 'the week’s key set in your season plan');
  } else if (brief.coachSets.length > 0) {
    add('coachSets', 'Your sets', brief.coachSets.length === 1 ? `Kept: ${brief.coachSets[0]!.words}` : `${brief.coachSets.length} sets kept`, 'said', brief.coachSets.map((c) => c.words).join(' / '));
  }
  if (season) {
    const assumedLine = (re: RegExp) => brief.assumed.find((line) => re.test(line));
    const marked = (re: RegExp): [FactSource, string | undefined] => {
      const line = assumedLine(re);
      return line ? ['assumed', line] : ['said', undefined];
    };
    const meets = brief.meets;
    add('meets', 'Meets', meets.length ? meets.map((m) => `${m.name} ${shortDate(m.date)} (${m.importance})`).join(', ') : 'No meets', meets.some((m) => m.source === 'assumed') ? 'assumed' : 'said', [...new Set(meets.map((m) => m.words).filter(Boolean))].join('; ') || undefined);
    add('weeks', 'Weeks', `${season.weeks} ${season.weeks === 1 ? 'week' : 'weeks'}`, ...marked(seasonAssumedLines.weeks));
    add('sessionsPerWeek', 'Sessions a week', `${season.sessionsPerWeek} a week`, ...marked(seasonAssumedLines.sessionsPerWeek));
    const taper = season.taperDays ?? (season.taperWeeks ? season.taperWeeks * 7 : null);
    add('taper', 'Taper', taper ? `${taper}-day taper` : 'No taper', ...marked(seasonAssumedLines.taper));
  }
  return chips;
}

/** The history's one line of a plan: the chips' words, most telling first, a handful at most. */
export function briefSummary(brief: Brief, written?: WrittenTotals | null): string[] {
  const order: ChipField[] = ['who', 'pool', 'clock', 'volume', 'lanes', 'weeks', 'swimmer'];
  const chips = briefChips(brief, written).filter((c) => order.includes(c.field) && !(c.field === 'lanes' && brief.lanes.length < 2) && !(c.field === 'clock' && brief.clock.value.minutes === null && !brief.clock.value.start));
  return chips.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field)).slice(0, 6).map((c) => c.text);
}
