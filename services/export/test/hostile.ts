import { Workout } from '@laneforge/contracts/training';
import { scy6000, seasonCalendar, textOnly, withDryland } from './fixtures';

/** A small seeded generator (mulberry32): the same texts on every run, so a failure replays. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T,>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const repeat = (rng: Rng, count: number, piece: () => string) => Array.from({ length: count }, piece).join('');

const EMOJI = ['😀', '🏊', '🏊🏽‍♀️', '👨‍👩‍👧‍👦', '🇺🇸', '❤️', '🤽‍♂️'];
const MARKS = ['\u0301', '\u0308', '\u0323', '\u036f', '\u20dd'];
const RTL = ['שלום', 'מים', 'سباحة', 'تمرين', '\u202e', '\u2067', '\u200f'];
const CONTROLS = ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\ufffe', '\ud800', '\udfff', '\r\n', '\u2028', '\t', '\f'];

/**
 * Texts a hostile or broken plan may hold, each up to 4,000 characters (what any text field of the
 * API takes) and the notes up to 10,000 lines: one kind each, so a failure names what broke.
 */
export const families: Record<string, (rng: Rng, size: number) => string> = {
  'a long word': (rng, size) => (rng() < 0.5 ? 'W'.repeat(size) : repeat(rng, size, () => pick(rng, ['W', 'M', 'i', 'l', 'A', 'V', '-', '/']))),
  'many lines': (rng, size) => repeat(rng, Math.max(1, Math.floor(size / 2)), () => `${pick(rng, ['a', '', '   indented', 'x'.repeat(90)])}\n`),
  'combining marks': (rng, size) => (rng() < 0.5 ? `Z${MARKS[0]!.repeat(size - 1)}` : repeat(rng, size / 20, () => `a${repeat(rng, 19, () => pick(rng, MARKS))}`)),
  'right-to-left': (rng, size) => repeat(rng, size / 6, () => `${pick(rng, RTL)} `),
  'emoji runs': (rng, size) => repeat(rng, size / 8, () => pick(rng, EMOJI)),
  'CJK without spaces': (rng, size) => repeat(rng, size, () => String.fromCodePoint(pick(rng, [0x4e00, 0xac00, 0x3041]) + Math.floor(rng() * 500))),
  'control characters': (rng, size) => repeat(rng, size / 4, () => `${pick(rng, CONTROLS)}${pick(rng, ['a', 'é', ' '])}`),
};

/** Keys of a plan that hold free text (names of sets, sections, meets, exercises; emphases, titles), and lists of it (notes). */
const TEXT_KEYS = new Set(['title', 'name', 'description', 'label', 'note', 'targetEvent', 'emphasis', 'focus', 'drylandFocus', 'said', 'detail']);
const TEXT_LISTS = new Set(['notes', 'assumptions', 'substitutions']);

/**
 * Every free text of a plan replaced by one `text()` each, within what a stored plan may hold (a
 * meet's name is at most 80 characters); lane groups keep their names (sets refer to them).
 */
function withTexts(value: unknown, text: () => string, key = ''): unknown {
  if (typeof value === 'string') return TEXT_KEYS.has(key) ? text() : value;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? (TEXT_LISTS.has(key) ? text() : v) : withTexts(v, key === 'meets' ? () => `M${text()}`.slice(0, 80) : text, key)));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'laneGroups' || k === 'lanes' ? v : withTexts(v, text, k)]));
}

let counter = 0;
export function hostile(base: Workout, family: string, seed: number): Workout {
  const rng = random(seed);
  const make = families[family]!;
  const text = () => make(rng, pick(rng, [80, 400, 4000]));
  const id = `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
  const title = make(rng, 4000);
  const body = base.plan ? base.generated_workout.split('\n').slice(1).join('\n') : make(rng, 20_000);
  return Workout.parse({
    ...base,
    id,
    title,
    generated_workout: `**${title}**\n${body}`,
    // The notes of the API (4,000 characters) and far past them: 10,000 lines.
    coach_notes: family === 'many lines' ? make(rng, 20_000) : make(rng, 4000),
    plan: base.plan ? withTexts(base.plan, text) : null,
  });
}

/** Two plans per kind of text (a workout, and a season or a plan kept as text), the same on every run. */
export const hostileCases = () =>
  Object.keys(families).flatMap((family, i) => [
    { family, workout: hostile(i % 2 ? scy6000 : withDryland, family, 1000 + i) },
    { family, workout: hostile(i % 2 ? seasonCalendar : textOnly, family, 2000 + i) },
  ]);

