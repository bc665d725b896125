import { type Read, normalise } from './text';

// ---------------------------------------------------------------- volumes and times

export interface Volume {
  value: number;
  unit: 'yards' | 'meters' | null;
  /** "about 3k": ±10 %; "max 3k": a ceiling; a range keeps its ends. */
  bound: 'exact' | 'about' | 'max' | 'range';
  low: number;
  high: number;
}

const strokeAfter = /^\s*(?:s\b|'s\b|x\b|free|fr\b|back|bk\b|breast|br\b|fly|fl\b|im\b|kick|pull|drill|choice|easy|ez\b|swim|repeats?|pace|split|time|@|on\b|:\d)/;
const volumeToken = /(\d{1,2}(?:[.,]\d{3})|\d{3,5}|\d{1,2}(?:\.\d{1,2})?\s*k|\d{1,2}(?:\.\d{1,2})?(?=\s*(?:-|to)\s*\d{1,2}(?:\.\d{1,2})?\s*k))(?:\s*(?:-|to)\s*(\d{1,2}(?:[.,]\d{3})|\d{3,5}|\d{1,2}(?:\.\d{1,2})?\s*k))?\s*(yards?|yds?|y|meters?|metres?|m|scy|scm|lcm|k)?(?:\b|(?=-?ish\b))/g;

function amount(raw: string, unitK: boolean): number {
  const r = raw.replace(/\s/g, '');
  if (r.endsWith('k') || unitK) return Math.round(parseFloat(r.replace(/k$/, '').replace(',', '.')) * (parseFloat(r) < 100 ? 1000 : 1));
  return parseInt(r.replace(/[,.]/g, ''), 10);
}

/** The session volume in the request: "6000y", "4k", "about 3k", "3-3.5k", "max 3k", "5k meters", "4000 scy". */
export function readVolume(text: string): Read<Volume> | null {
  const t = normalise(text).replace(/\b(?:25|50)\s*-?\s*(?:m|meters?|metres?|y|yd|yards?)\s+pool\b/g, ' ');
  let best: { read: Read<Volume>; score: number } | null = null;
  for (const m of t.matchAll(volumeToken)) {
    const before = t.slice(Math.max(0, m.index - 14), m.index);
    const after = t.slice(m.index + m[0].trimEnd().length);
    const unitWord = m[3] ?? '';
    // "~5k IM day", "5000 IM practice": no IM is that long, so it is the practice's volume; "5k" carries its unit in the number.
    const longIm = /^\s*im\b/.test(after) && amount(m[1]!, unitWord === 'k') > 400;
    if (/(?:\bx|×|@|\bon|:)\s*$/.test(before) || (strokeAfter.test(after) && !/^[^\S\n]*\n/.test(after) && !longIm && !((unitWord || /k$/.test(m[1]!)) && unitWord !== 'm' && amount(m[1]!, unitWord === 'k') >= 800))) continue;
    if (/^\s*(?:per|a|each|\/)\s*(?:week|wk)\b|^\s*weekly\b/.test(after)) continue;
    // "sectionals 1500 is the first target", "states 500": a race at a meet, not the practice's volume.
    if (/\b(?:sectionals?|states?|champs?|nationals?|juniors?|conf(?:erence)?|ncaas?|trials|jos?|futures)\s*$/.test(before) && !unitWord) continue;
    // "sprinters and 200-500 guys", "the 500 kids", "100/200 people": the events a group swims, not the practice's volume.
    if (/^\s*(?:free\s+|fr\s+)?(?:guys|girls|kids|swimmers|people|ppl|group|grp|crew|specialists?|types?)\b/.test(after)) continue;
    const k = unitWord === 'k';
    // "7.5-8k": the first end of a range in thousands is thousands too (not 75).
    const low = amount(m[1]!, k || (!!m[2] && /k$/.test(m[2]) && parseFloat(m[1]!) < 100));
    const high = m[2] ? amount(m[2], k || /k$/.test(m[2])) : low;
    const fixedLow = m[2] && high >= 1000 && low < 100 ? low * 1000 : low;
    if (high < 300 || high > 60000) continue;
    // "jul 31 2027 LCM": a year after a date, whatever follows it.
    if (!m[2] && /^(?:19|20)\d\d$/.test(m[1]!) && new RegExp(String.raw`\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*\d{0,2}(?:st|nd|rd|th)?,?\s*$|\b(?:in|of|since|season|for)\s*$`).test(before)) continue;
    const unit = /^y|^scy/.test(unitWord) ? 'yards' : /^m|^scm|^lcm/.test(unitWord) ? 'meters' : null;
    const context = /total|volume|practice|workout|session|swim|about|around|approx|~|max|only|up to|no more|under|at most|roughly/.test(before + after.slice(0, 24));
    // A bare round number of a practice's size ("HS 4500 threshold") is a volume too, unless it is a year ("in 2026").
    const year = /^(?:19|20)\d\d$/.test(m[1]!) && /(?:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*\d{0,2},?|\bin|\bsince|\bof)\s*$/.test(before);
    const bare = high >= 500 && high % 50 === 0 && !year;
    if (!unitWord && !/k$/.test(m[2] ?? m[1]!) && !context && !bare) continue;
    const bound = m[2] ? 'range' : /(?:max(?:imum)?|no more than|up to|at most|under|less than|cap(?:ped)? at)\s*(?:of\s*)?$/.test(before) ? 'max' : /(?:about|around|approx(?:imately)?|~|roughly|close to|ish)\s*$/.test(before) || /^\s*-?ish\b/.test(after) ? 'about' : 'exact';
    const value = bound === 'range' ? Math.round((fixedLow + high) / 2 / 50) * 50 : bound === 'max' ? Math.round((high * 0.97) / 50) * 50 : high;
    const score = (unitWord ? 2 : 0) + (context ? 1 : 0);
    if (!best || score > best.score) best = { read: { value: { value, unit, bound, low: fixedLow, high }, said: m[0].trim() }, score };
  }
  return best?.read ?? null;
}

const numberWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, an: 1, a: 1 };

/** A duration beside practice words: "1hr15", "1h15", "75'", "75 min", "90 minutes", "an hour and a half", "1:15 practice". */
/** "divers have lanes 7-8 for the first 30 min": a stretch of the session, never its length; taken out before a length is read. */
export const withoutStretches = (t: string) => t.replace(/\b(?:for|during|in|over) the (?:first|last|final) \d{1,3}\s*(?:min|mins|minutes)\b/g, ' ');

/** "w lots of rest" (30 s), "easy 50s w rest" (20 s): the rest after each repeat the coach asked for, in seconds. */
export function readRestSaid(text: string): number | null {
  return /\b(?:lots of|plenty of|long|extra|a lot of|tons of|big)\s+rest\b/.test(text) ? 30 : /\b(?:w\/?|with)\s+rest\b/.test(text) ? 20 : null;
}

export function readMinutes(text: string): Read<number> | null {
  const t = withoutStretches(normalise(text));
  const found: Array<Read<number> & { at: number }> = [];
  // "2hr 15-18" is two hours for the 15-18s, not 2 h 15.
  const hm = /\b(\d)\s*(?:h|hr|hrs|hours?)\s*(?:and\s*)?(\d{1,2})(?:\s*(?:m|min|mins|minutes)\b|\b(?!\s*(?:-\s*\d|–|\/|&|\+|to\s+\d|yo\b|y\/o|and (?:under|up|over|older)|girls|boys|kids|group|grp|yrs?\b|year|swimmers|lanes?\b)))/.exec(t);
  if (hm) found.push({ value: +hm[1]! * 60 + +hm[2]!, said: hm[0], at: hm.index });
  const half = /\b(?:an?|one) hour and a half\b|\b1\.5 ?(?:h|hrs?|hours?)\b|\bhour and a half\b/.exec(t);
  if (half) found.push({ value: 90, said: 'an hour and a half', at: half.index });
  const min = /\b(\d{2,3})\s*(?:-\s*)?(?:'|min\b|mins\b|minutes?\b|minute\b)/.exec(t);
  if (min && +min[1]! >= 10 && +min[1]! <= 300 && !(hm && min.index > hm.index && min.index < hm.index + hm[0].length)) found.push({ value: +min[1]!, said: min[0], at: min.index });
  const hours = /\b(\d(?:\.\d{1,2})?|one|two|three|an|a)\s*(?:-\s*)?(?:hours?|hrs?|h)\b(?!\s*\d{1,2}\b(?!\s*(?:k\b|y\b|yd|yds|yards|m\b|meters|metres|x\b|lcm|scy|scm|-\s*\d|–|&|yo\b|y\/o|and (?:under|up|over|older)|girls|boys|kids|group|grp)))/.exec(t);
  if (hours && !half) {
    const n = numberWords[hours[1]!] ?? parseFloat(hours[1]!);
    if (n > 0 && n <= 5) found.push({ value: Math.round(n * 60), said: hours[0], at: hours.index });
  }
  const clockTime = /\b([1-3]):([0-5]\d)\s*(?:practice|workout|session|hours?|hrs?|of (?:pool|water|swim) time|in the (?:water|pool)|of swimming|swimming)\b|\b(?:practice|workout|session|pool time|we have|only have)\s*(?:is|of)?\s*([1-3]):([0-5]\d)\b/.exec(t);
  if (clockTime) found.push({ value: +(clockTime[1] ?? clockTime[3])! * 60 + +(clockTime[2] ?? clockTime[4])!, said: clockTime[0], at: clockTime.index });
  const halfHour = /\bhalf (?:an )?hour\b/.exec(t);
  if (halfHour) found.push({ value: 30, said: 'half an hour', at: halfHour.index });
  if (found.length === 0) return null;
  // "mon-fri 2 hrs plus optional sat morning 90 min": the main practice's time, not an optional or weekend one's.
  // "sat clinic 2 hrs" opens the request: that is the session's own day, not a weekend aside.
  const aside = (f: { at: number }) => /\b(?:optional|(?:plus|and|\+|also|,)\s*(?:sat(?:urday)?s?|sun(?:day)?s?|weekends?))\b[^,;.]{0,20}$/.test(t.slice(Math.max(0, f.at - 30), f.at));
  const main = found.filter((f) => !aside(f));
  // "so really 1:45 in the water": the time in the water, when the coach says it, is the swim's.
  // "30 min dryland then 90 min swim": the minutes said of the swim itself.
  const water = found.find((f) => /\bin the (?:water|pool)\b|\bof swimming\b|\bswim(?:ming)? time\b/.test(t.slice(f.at, f.at + f.said.length + 16)) || /^\s+(?:of\s+)?swim(?:ming)?\b(?! (?:meet|team|test|lesson))/.test(t.slice(f.at + f.said.length)));
  if (water) return { value: water.value, said: water.said };
  // "2 hrs … pool opens late so we really only have 1h50": the time they really have, said after the usual one.
  const really = found.find((f) => /\b(?:really|actually|only)\s+(?:only\s+)?(?:have|get|got)\s*(?:like\s+|about\s+|~\s*)?$/.test(t.slice(Math.max(0, f.at - 30), f.at)));
  if (really) return { value: really.value, said: really.said };
  const pick = (main.length > 0 ? main : found).sort((a, b) => a.at - b.at)[0]!;
  return { value: pick.value, said: pick.said };
}

/** The minutes of the swim: a duration that belongs to dryland, stretching or a warm-up routine is taken out first. */
export function readSwimMinutes(text: string): Read<number> | null {
  const t = normalise(text).replace(/\b\d{1,3}\s*(?:-\s*)?(?:'|min(?:ute)?s?)\s*(?:(?:is|are|=|for|of)\s+)?(?:(?:on deck|on land)\s+)?(?:(?:bodyweight|body[- ]weight|deck|on[- ]deck|light|quick|short|band|bands|med ?ball|activation)\s+){0,2}(?:dry[- ]?land|core|stretch(?:ing)?|mobility|yoga|strength|gym|lifting|weight ?room|weights|circuit|lift|dynamic(?: warm[- ]?up)?)\b|\b(?:dry[- ]?land|core|stretch(?:ing)?|mobility|yoga|strength|gym|lifting)\s*(?:for\s+|of\s+)?\d{1,3}\s*(?:-\s*)?(?:'|min(?:ute)?s?)\b|\b\d{1,3}\s*(?:-\s*)?(?:'|min(?:ute)?s?)\s+(?:in|at|of)\s+(?:the\s+)?(?:weight ?room|gym|dry[- ]?land(?: room)?)\b/g, ' ');
  // "warmup, the 30 min swim, easy cooldown" on a T-30 day: the test swim, a part of the session, not its length.
  // "what to do with the remaining ~30 min after": the part after the test, not the session's length.
  const parts = (/\bt-?[23]0\b/.test(t) ? t.replace(/\bthe\s+[23]0\s*(?:-\s*)?(?:'|min(?:ute)?s?)\s+(?:swim|test|continuous)\b/g, ' ') : t).replace(/\b(?:the\s+)?(?:remaining|leftover|last|other)\s+~?\s*\d{1,3}\s*(?:-\s*)?(?:'|min(?:ute)?s?)\b(?:\s+(?:after|left|afterwards|remaining))?/g, ' ');
  return readMinutes(parts);
}

/** Seconds in a clock token: "1:30", ":45", "45s", "130" (coach shorthand for 1:30). */
export function clockSeconds(token: string): number {
  const t = token.trim().toLowerCase();
  if (t.includes(':')) {
    const [m, s] = t.split(':');
    return (m ? parseInt(m, 10) : 0) * 60 + parseInt(s ?? '0', 10);
  }
  const n = parseInt(t, 10);
  return /^\d{3}$/.test(t) && n % 100 < 60 ? Math.floor(n / 100) * 60 + (n % 100) : n;
}

/**
 * A share of the work said in words: "50% volume", "half the yards", "does like 75% of what lane 1 does". A percent of
 * effort, speed, pace or heart rate ("at 90% effort") is no share.
 */
export function readShare(words: string): number | null {
  const t = words.toLowerCase();
  const percent = /\b(\d{2})\s*%\s*(?:volume|of (?:the )?(?:volume|yardage|yards|practice|workout|distance|reps|work)|of what\b|yardage|distance)|\b(?:at|about|around|like|~)\s*(\d{2})\s*%(?![^.;]{0,12}\b(?:effort|speed|pace|hr|heart|max))/.exec(t);
  if (percent) return Math.min(1, +(percent[1] ?? percent[2])! / 100);
  return /\bhalf (?:the |of the )?(?:volume|yardage|yards|practice|workout|distance|reps|work)\b|\bhalf volume\b/.test(t) ? 0.5 : null;
}
