import type { BriefClock, BriefPool, BriefVolume, Course, Fact, SessionType, Squad } from '@laneforge/contracts';
import { addDays, numberText, squadNames } from '@laneforge/contracts';
import {
  minutesBetween,
  nextWeekday,
  readCourse,
  readMinutes,
  readOpenWater,
  readPoolLength,
  readRelativeDay,
  readShallow,
  readSwimMinutes,
  readTimesOfDay,
  readVolume,
  readWeekday,
} from '../vocabulary';
import { squads } from '../squads';
import { defaultPaces } from '../stored-paces';
import { assumed, said } from './facts';
import type { RequestText } from './text';

/** The water, the day, the clock and the volume of one session (COACHING.md §1.1, §2). */

const courseLength: Record<Course, number> = { SCY: 25, SCM: 25, LCM: 50 };

export function readPool(text: RequestText, squad: Squad, dry: boolean): Fact<BriefPool> {
  const t = text.plain;
  // "training trip jan 2-10 (doubles, LCM)": the course in a trip's brackets is the trip's, not the session's or season's.
  const away = t.replace(/\b(?:training )?(?:trip|camp)\b[^.;\n]{0,40}?\(([^)]*)\)/g, (m, inner: string) => m.replace(inner, inner.replace(/\b(?:lcm?|scm|scy|long course|short course)\b/g, ' ')));
  const course = readCourse(away);
  const length = readPoolLength(t);
  const open = readOpenWater(t);
  const shallow = readShallow(t) !== null;
  if (open) {
    const metres = !/\byards?\b|\byds?\b/.test(t);
    return said({ course: metres ? 'LCM' : 'SCY', length: metres ? 50 : 25, unit: metres ? 'meters' : 'yards', openWater: true, shallow: false }, open.said);
  }
  if (length) {
    const { length: l, unit } = length.value;
    const c: Course = unit === 'yards' ? 'SCY' : l >= 40 ? 'LCM' : 'SCM';
    return said({ course: c, length: l, unit, openWater: false, shallow }, length.said);
  }
  if (course) return said({ course: course.value, length: courseLength[course.value], unit: course.value === 'SCY' ? 'yards' : 'meters', openWater: false, shallow }, course.said);
  const metres = readVolume(t)?.value.unit === 'meters' || /\bmeters?\b|\bmetres?\b/.test(t);
  const c: Course = metres ? (squad === 'elite' ? 'LCM' : 'SCM') : 'SCY';
  return assumed({ course: c, length: courseLength[c], unit: c === 'SCY' ? 'yards' : 'meters', openWater: false, shallow }, dry ? 'no pool needed' : `${c} (no pool given)`);
}

/** The session's day: a weekday in the words ("tues", "sat am") is the next such day from the form's date. */
export function readDate(text: RequestText, formDate: string): Fact<string> {
  const day = readWeekday(text.plain);
  if (day) return said(nextWeekday(formDate, day.value), day.said);
  const relative = readRelativeDay(text.plain);
  if (relative) return said(addDays(formDate, relative.value), relative.said);
  return { value: formDate, source: 'said', words: 'the form’s date' };
}

export function readClock(text: RequestText, type: SessionType): Fact<BriefClock> {
  const t = text.plain;
  const minutes = type === 'dryland' ? readMinutes(t) : readSwimMinutes(t);
  // "relay takeoff practice 13-14 and 15+, 90 min": a bare pair of numbers that is not the minutes said is the ages, not the hours.
  const read = readTimesOfDay(t);
  const bare = read?.said && /^(?:9\s*-\s*10|1[0-9]\s*-\s*\d{1,2})$/.test(read.said.trim()) && read.start && read.end && minutes && Math.abs(minutesBetween(read.start, read.end) - minutes.value) > 10;
  const times = bare ? null : read;
  const span = times?.start && times.end ? minutesBetween(times.start, times.end) : null;
  // "start at 6:15, we lose the pool at 7:00": the clock times are the limit, whatever else was said.
  const length = span !== null && span >= 10 && span <= 300 ? span : (minutes?.value ?? null);
  // "we do fly on our own at the end of practice, leave 10 min for it": minutes kept out of the plan's swim.
  const kept = /\b(?:leave|save|keep|reserve)\s+(?:like\s+|about\s+|~\s*)?(\d{1,2})\s*(?:min|mins|minutes)\b[^.;\n]{0,30}?\b(?:for|at the end|to (?:finish|close)|before)\b/.exec(t);
  const reserved = kept && length !== null && +kept[1]! >= 5 && +kept[1]! <= length / 3 ? +kept[1]! : 0;
  const clock: BriefClock = { minutes: length !== null && length >= 5 && length <= 360 ? length - reserved : null, start: times?.start ?? null, end: times?.end ?? null };
  const words = [minutes?.said, times?.said, reserved ? `${reserved} min kept for the end` : ''].filter(Boolean).join(', ');
  if (clock.minutes === null && !clock.start && !clock.end) return assumed(clock, 'no time given');
  return said(clock, words);
}

export function readVolumeFact(text: RequestText): Fact<BriefVolume | null> {
  // "3000+ main", "a 1500 main": the main set's size, not the session's.
  const t = text.plain
    .replace(/\b\d[\d,]*(?:\.\d+)?\s*k?\s*\+?\s*(?:(?:y|yd|yds|yards?|m)\s*)?(?:main|of kick|of pull)\b/g, ' ')
    // "~600 warm down", "a 1000 kick set": the size of one section, not of the session.
    .replace(/~?\s*\b\d(?:\d|,(?=\d))*\s*(?:y|yd|yds|yards?|m)?\s*(?:warm[- ]?downs?|cool[- ]?downs?|warm[- ]?ups?|wu|cd|kick(?: set)?|pull(?: set)?|drill(?: set)?|pre[- ]?sets?)\b/g, ' ')
    // "main set ~3000 at threshold": the main set's size said after it.
    .replace(/\bmain(?: set)?\s*(?:of|is|=|around|about|at)?\s*~?\s*\d[\d,]*(?:\.\d+)?\s*k?\b(?!\s*(?:x|min|mins|minutes|:))/g, ' ')
    // "they go out too fast in the 200 and 500": races named, not the session's volume.
    .replace(/\b(?:the|their|in the|a)\s+(?:50|100|200|400|500|800|1000|1500|1650)(?:\s*(?:and|&|,|\/|or)\s*(?:the\s+)?(?:50|100|200|400|500|800|1000|1500|1650))*\b(?!\s*(?:y|yd|yds|yards|m|meters|metres)\b|\s*x\b)/g, ' ')
    // "havent swum anything over 500 in a meet": a race they have swum, not the session's volume.
    .replace(/\b(?:swum|swam|raced|done|did|gone)\s+(?:anything\s+|a race\s+|an event\s+)?(?:over|past|longer than|more than|beyond)\s+(?:a\s+|the\s+)?\d{2,4}\b|\b(?:50|100|200|400|500|800|1000|1500|1650)\s+in (?:a |the )?(?:meet|race|competition)\b/g, ' ')
    // "buoys 400m apart", "a 5k lake swim", "past a mile": distances that are not the session's volume.
    // (A number that ends a sentence, "~3500. race pace 50s", is the session's: the distance takes no full stop.)
    .replace(/\b\d[\d,]*(?:\.\d+)?\s*k?\s*(?:y|yd|yds|yards?|m|meters?|metres?)?\s*(?:apart|away|out|from shore|race|open water|ow race|lake swim|triathlon)\b/g, ' ')
    // "at least one continuous swim of 800+", "a straight 1000", "one 800 continuous": one swim in the session, not its volume.
    .replace(/\b(?:(?:continuous|straight|steady|long|non-?stop|unbroken)\s+(?:swims?|pieces?|reps?|repeats?)?\s*(?:of\s+)?(?:at least\s+)?~?\s*\d[\d,]*\s*k?\s*\+?|(?:swims?|pieces?|reps?|repeats?) of (?:at least\s+)?~?\s*\d[\d,]*\s*k?\s*\+?|(?:one|a|an|1)\s+\d[\d,]*\s*k?\s*\+?\s*(?:continuous|straight|non-?stop|unbroken))(?:\s*(?:y|yd|yds|yards?|m|meters?|metres?)\b)?/g, ' ')
    // "a 3000 for time", "a 1650 time trial": a swim tested, not the session's volume.
    .replace(/\b(?:a|an|the|one)\s+\d[\d,]*(?:\.\d+)?\s*k?\s*(?:y|yd|yds|yards?|m|meters?|metres?)?\s*(?:free\s+)?(?:for time|time trial|timed|test|tt)\b/g, ' ');
  // "they did 6k this morning": what was swum before, not today's session.
  const v = readVolume(t.replace(/\b(?:did|swam|had|went|got in|put in)\s+(?:a\s+|about\s+|like\s+|~\s*)?\d[\d,.]*\s*k?\s*(?:y|yd|yds|yards|m|meters)?\s+(?:this|that|in the|earlier this|yesterday)\s*(?:morning|am|a\.m\.|afternoon|evening|night)?\b/g, ' '));
  if (!v) return assumed(null, 'no volume given');
  return said({ value: v.value.value, low: v.value.low, high: v.value.high, bound: v.value.bound }, v.said);
}

const senior = (squad: Squad) => ['club_senior', 'college_d1', 'college_d3', 'elite', 'hs_varsity', 'masters_advanced'].includes(squad);

/** What one session of a kind holds for the squad: [lowest, highest, typical]. */
export function sessionVolume(type: SessionType, squad: Squad): [number, number, number] {
  const p = squads[squad];
  const [lo, hi] = p.volume;
  const typ = p.typical;
  const round = (v: number) => Math.round(v / 100) * 100;
  switch (type) {
    case 'recovery':
      return [300, round(typ * 0.8), round(typ * 0.6)];
    case 'meet_warmup':
      return p.young ? [400, 1500, 1000] : senior(squad) ? [1000, 3500, 2200] : [800, 2500, 1500];
    case 'pre_meet':
      return [round(lo * 0.4), round(typ * 0.8), round(typ * 0.5)];
    case 'race_pace':
    case 'test':
      return [round(lo * 0.6), hi, round(typ * 0.8)];
    case 'clinic':
      return [400, round(typ * 0.8), Math.min(2000, round(typ * 0.6))];
    case 'learn_to_swim':
    case 'dryland':
      return [0, 0, 0];
    default:
      return [lo, hi, typ];
  }
}

/** Yards (metres) a minute for a session of this kind: a recovery swim or a clinic moves less water. */
export function swimRate(type: SessionType, squad: Squad): number {
  const factor: Partial<Record<SessionType, number>> = { clinic: 0.6, recovery: 0.85, test: 0.8, meet_warmup: 0.9, pre_meet: 0.85, race_pace: 0.75, im_transitions: 0.9, open_water: 0.9 };
  return squads[squad].rate * (factor[type] ?? 1);
}

/**
 * The volume to write: the coach's number wherever it is within reason (level tables never cap
 * it), else what the clock holds at the group's pace, else a typical session. The reason goes
 * into `assumed` when the engine chose.
 */
export function targetVolume(input: { type: SessionType; squad: Squad; course: Course; volume: BriefVolume | null; minutes: number | null; swimMinutes: number | null; base?: number | null }, assumptions: string[]): number {
  const { type, squad, volume } = input;
  const [lo, hi, typical] = sessionVolume(type, squad);
  const unit = input.course === 'SCY' ? 'yards' : 'metres';
  const round = (v: number) => Math.round(v / 100) * 100;
  const minutes = input.swimMinutes ?? input.minutes;
  if (type === 'learn_to_swim' || type === 'dryland') return 0;
  // A coach's number stands; only one far past what the group can swim (3,000 for 8 & unders) is brought to the group's most.
  const most = squads[squad].young ? Math.round(hi * 1.15) : Math.round(hi * 1.5);
  if (volume && volume.value > most && volume.value <= hi * 4) {
    assumptions.push(`${numberText(hi)} ${unit}: ${numberText(volume.value)} is more than one ${squadNames[squad].toLowerCase()} ${type === 'practice' ? 'practice' : 'session'} holds`);
    return hi;
  }
  if (volume && volume.value >= Math.min(300, lo / 2) && volume.value <= most) return volume.value;
  if (minutes && minutes >= 10) {
    // A group slower than its level's usual base ("base ~2:30-3:00") swims that much less in the time.
    const usual = defaultPaces(squad, input.course).base;
    const slower = input.base && input.base > usual ? usual / input.base : 1;
    const rate = swimRate(type, squad) * slower;
    const value = Math.max(Math.min(lo, 400), round(minutes * rate));
    assumptions.push(`${numberText(value)} ${unit}: ${minutes} min at about ${Math.round(rate)} ${unit} a minute for ${squadNames[squad].toLowerCase()}${slower < 1 ? ' on your base' : ''}`);
    return value;
  }
  if (volume) assumptions.push(`${numberText(typical)} ${unit}: ${numberText(volume.value)} does not fit one session, read as a typo`);
  else assumptions.push(`${numberText(typical)} ${unit}, a typical ${squadNames[squad].toLowerCase()} ${type === 'practice' ? 'practice' : 'session'} (no volume or time given)`);
  return typical;
}
