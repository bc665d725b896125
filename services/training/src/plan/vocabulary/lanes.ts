import type { Course } from '@laneforge/contracts';
import { clockSeconds } from './amounts';
import { type Read, normalise } from './text';

/**
 * Lanes and groups with their bases (COACHING.md §9): "lane 1 on 1:15, lane 2 1:25", "3 lanes, fast
 * 1:20, mid 1:35, slow 1:55", "bases 1:20/1:30/1:45/2:00", "sprint (base 1:12 LC), mid (1:10)",
 * "base anywhere from 1:35 to 2:20", "top lane 1:40, bottom lane 2:10". A base is a send-off per 100
 * free between 0:50 and 3:30.
 */

export interface LaneRead {
  /** The coach's name for the lane or group ("Lane 1", "Fast", "Varsity"), or null for an unnamed step of a list. */
  label: string | null;
  base: number;
  /** The base's own course when the coach wrote one beside it ("1:25 per 100 scy", "1:12 LC"). */
  course: Course | null;
  said: string;
}

export interface LanesRead {
  lanes: LaneRead[];
  /** "5 lanes", "4 lanes tonight". */
  count: number | null;
  /** One base for the group ("base 1:10", "base 1:05-1:08" → the middle). */
  single: Read<number> | null;
  /** "base anywhere from 1:35 to 2:20": the slowest and fastest of a group that were not split into lanes. */
  range: Read<[number, number]> | null;
}

// "1:05", or ":58" for a sprinter's base under a minute.
const TIME = String.raw`(\d?:[0-5]\d)`;
const isBase = (s: number) => s >= 50 && s <= 210;

const courseWord = (text: string): Course | null => (/\blcm?\b|\blong course\b/.test(text) ? 'LCM' : /\bscm\b/.test(text) ? 'SCM' : /\bscy\b|\byards?\b/.test(text) ? 'SCY' : null);

/** Names a group goes by; "lane 3", "lanes 1-2", "fast", "13-14", "varsity", "sprint", "Dana's lane". */
const labelWord = String.raw`(?:(?:lanes?|ln|lns|l) ?\d(?:\s*(?:-|&|and)\s*\d)?|(?:fast(?:est)?|top|mid(?:dle)?|slow(?:est)?|bottom|medium|sprint(?:ers?)?|mid[- ]?d(?:istance)?|dist(?:ance)?(?: kids| group| grp)?|varsity|jv|novices?|im(?:ers?)?|guys|girls|men|women|boys|group [a-e1-9]|[a-z]+'s lane|seniors?|sr|juniors?|jr|dev(?:elopment)?|age ?group(?:ers)?|masters|tri(?:athletes|s)?|fitness|comp(?:etitive)?|bronze|silver|gold|pre-?senior|national|elite|\d{1,2}\s*-\s*\d{1,2}s?(?: lanes?)?)(?:\s+lanes?)?)`;

/** Who swims in a lane, written after its name: "lane 5 newbies 1:40". */
const descriptor = String.raw`(?:newbies|newer (?:kids|swimmers)|new (?:kids|swimmers)|kids|guys|girls|boys|swimmers|crew|beginners|novices|adults|people|folks|ppl|tri(?:athletes)?|masters|seniors|juniors|fast ones|slow ones)`;

function title(label: string): string {
  // "ln1", "lns 3-4", "l2": a lane written short.
  const t = label.trim().replace(/^(?:lns|ln|l) ?(?=\d)/, (m) => (/s/.test(m) ? 'lanes ' : 'lane ')).replace(/\s+lanes?$/, (m) => (/^lanes?/.test(label) ? m : ''));
  // "lane 1-2" is two lanes: "Lanes 1-2".
  if (/^lanes? ?\d/.test(t)) return t.replace(/^lanes?\s*/, (m) => (/s/.test(m) || /\d\s*(?:-|&|and)\s*\d/.test(t) ? 'Lanes ' : 'Lane ')).replace(/\s*(?:&|and)\s*/, '-');
  if (/^jv$/.test(t)) return 'JV';
  if (/^im(?:ers?)?$/.test(t)) return 'IM';
  if (/^dist(?: grp| group| kids)?$/.test(t)) return 'Distance';
  if (/'s lane$/.test(t)) return t.replace(/^([a-z])/, (c) => c.toUpperCase());
  return t.replace(/^([a-z])/, (c) => c.toUpperCase()).replace(/\s+(kids|group)$/, '');
}

/** Who a span of lanes is for: "masters", "tri ppl", "sprinters", "the distance kids". */
const spanGroup = String.raw`([a-z]{3,12})(?:\s+(?:ppl|people|folks|kids|guys|group|swimmers|crew))?`;

/**
 * "masters in lanes 1-3, tri ppl lanes 4-5. masters bases 1:25 / 1:40 / 2:00, tri folks 1:50 and 2:10",
 * "sprinters L1-2 on 1:05 base, mid L3 on 1:10": lanes given to groups, each lane on its group's bases in
 * lane order (one base for a span is every lane's). Every group must find its bases, else nothing is read here.
 */
function groupSpans(t: string): LaneRead[] | null {
  const spans = [...t.matchAll(new RegExp(String.raw`\b${spanGroup}\s+(?:in\s+|on\s+|=\s*|:\s*)?(?:lanes?|ln|l)\s?(\d)(?:\s*(?:-|to)\s*(\d))?\b`, 'g'))]
    .map((m) => ({ who: m[1]!, from: +m[2]!, to: +(m[3] ?? m[2]!), at: m.index, said: m[0] }))
    .filter((g) => g.to >= g.from && g.to - g.from <= 5 && !/^(?:the|and|with|for|all|are|is|in|on|of|use|have|got|but|then)$/.test(g.who));
  if (spans.length < 2 || new Set(spans.map((g) => g.who)).size !== spans.length) return null;
  const out: LaneRead[] = [];
  for (const g of spans) {
    // The bases: right after the span ("L1-2 on 1:05 base"), else where the group is named again with times.
    const after = new RegExp(String.raw`^\s*(?:\(\s*)?(?:on\s+|@\s*|at\s+|base\s+|bases\s+)*${TIME}`).exec(t.slice(g.at + g.said.length));
    const again = new RegExp(String.raw`\b${g.who}\w*(?:\s+(?:ppl|people|folks|kids|guys|group|swimmers|crew))?\s+(?:bases?\s+|on\s+|@\s*|are\s+|is\s+)*${TIME}((?:\s*(?:\/|,|and|&)\s*\d?:[0-5]\d)*)`).exec(t);
    const bases = after ? [clockSeconds(after[1]!)] : again ? [again[1]!, ...[...again[2]!.matchAll(/\d?:[0-5]\d/g)].map((x) => x[0])].map(clockSeconds) : [];
    const count = g.to - g.from + 1;
    if (bases.length === 0 || !bases.every(isBase) || (bases.length !== 1 && bases.length !== count)) return null;
    // One base for the span is one group ("Lanes 1-2 (sprinters)"); a base for each lane, a lane each.
    if (bases.length === 1) out.push({ label: `${count > 1 ? `Lanes ${g.from}-${g.to}` : `Lane ${g.from}`} (${g.who})`, base: bases[0]!, course: courseWord(g.said), said: g.said });
    else for (let lane = g.from; lane <= g.to; lane++) out.push({ label: `Lane ${lane} (${g.who})`, base: bases[lane - g.from]!, course: courseWord(g.said), said: lane === g.from ? g.said : '' });
  }
  return new Set(out.map((l) => l.label)).size === out.length ? out : null;
}

/** "label (on|:|base)? time" pairs, in the order written. */
function labelled(t: string): LaneRead[] {
  const byGroup = groupSpans(t);
  if (byGroup) return byGroup;
  // "lanes 3-4 sprint/IM (1:10)", "lanes 1-2 distance (base 1:05)": a lane's group named after its number.
  const re = new RegExp(String.raw`\b(${labelWord})(\s*\((?:[a-z][a-z '&-]{1,28}|[a-z0-9][a-z0-9 ,'&+-]{1,40})\)|\s+${descriptor}|\s+(?!(?:is|are|on|at|base|bases|holds?|like|about|around|do|does|get|gets|swim|swims|and|with|for)\b)[a-z]+(?:\/[a-z]+)?(?=\s*\(?\s*(?:base\s+)?\d:[0-5]\d))?\s*(?:\(\s*)?(?:lanes?\s*)?(?:is\s+|are\s+|on\s+|@\s*|at\s+|:\s*|=\s*|base\s+|bases?\s+(?:is\s+|are\s+)?|(?:can\s+)?holds?\s+|(?:more\s+)?like\s+|about\s+|around\s+|~\s*)*${TIME}(?:\s*-\s*${TIME})?(?:\s*(?:ish|per 100|\/100|lc|lcm|scy|scm|sc))*`, 'g');
  const out: LaneRead[] = [];
  // Where each lane was read: a second read inside the first ("distance folks base 1:20" in "lane 1 distance folks base 1:20") is the same lane.
  const spans: Array<[number, number]> = [];
  const inside = (at: number, length: number) => spans.some(([a, b]) => at >= a && at + length <= b);
  // "lane 1 1:15 / 2 1:25 / 3 1:35": lanes numbered once, then each step by its number alone.
  // "lane 1 on 1:10, 2 on 1:20, 3 on 1:30, lane 4 on 1:45": a later step may say "lane" again.
  // "lane 1 1:10 scy, lane 2 1:20": a step may carry its course.
  const unit = String.raw`(?:\s*(?:scy|scm|lcm?|sc|yds?|per 100|\/100)\b)?`;
  const numberedList = new RegExp(String.raw`\blanes?\s*(\d)\s*(?:[:@=-]|on|at)?\s*${TIME}${unit}((?:\s*(?:\/|,|;|\|)\s*(?:lanes?\s*)?\d\s*(?:[:@=-]|on|at)?\s*\d?:[0-5]\d${unit})+)`).exec(t);
  // Only a list that numbers its steps alone at least once: "lane 2 1:20, lane 3 1:30" is lanes said one by one, read below.
  if (numberedList && /(?:\/|,|;|\|)\s*\d\s*(?:[:@=-]|on|at)?\s*\d?:[0-5]\d/.test(numberedList[3]!)) {
    const steps = [[numberedList[1]!, numberedList[2]!], ...[...numberedList[3]!.matchAll(/(?:lanes?\s*)?(\d)\s*(?:[:@=-]|on|at)?\s*(\d?:[0-5]\d)/g)].map((x) => [x[1]!, x[2]!])];
    const read = steps.map(([n, time]) => ({ label: `Lane ${n}`, base: clockSeconds(time!), course: courseWord(numberedList[0]), said: '' }));
    if (read.every((l) => isBase(l.base)) && new Set(read.map((l) => l.label)).size === read.length) {
      read[0]!.said = numberedList[0];
      return read;
    }
  }
  // "A lane 1:20/100, B 1:30, C 1:40, D 1:50-2:00 (newer kids)": lanes by letter, each step by its letter alone.
  const step = String.raw`(?:lane\s+)?([a-f])(?:\s+lane)?\s*(?:[:@=-]|on|at|is)?\s*${TIME}(?:\s*-\s*${TIME})?(?:\s*(?:\/100|per 100|base))?(?:\s*\(([^)]{1,30})\))?`;
  const lettered = new RegExp(String.raw`\b(?:([a-f])\s+lane|lane\s+([a-f]))\s*(?:[:@=-]|on|at|is)?\s*${TIME}(?:\s*-\s*${TIME})?(?:\s*(?:\/100|per 100|base))?(?:\s*\(([^)]{1,30})\))?((?:\s*(?:,|\/|;)\s*${step})+)`).exec(t);
  if (lettered) {
    const first = { letter: (lettered[1] ?? lettered[2])!, a: lettered[3]!, b: lettered[4], note: lettered[5] };
    const rest = [...lettered[6]!.matchAll(new RegExp(step, 'g'))].map((x) => ({ letter: x[1]!, a: x[2]!, b: x[3], note: x[4] }));
    const read = [first, ...rest].map((x) => {
      const a = clockSeconds(x.a);
      const b = x.b ? clockSeconds(x.b) : null;
      return { label: `Lane ${x.letter.toUpperCase()}${x.note ? ` (${x.note.trim()})` : ''}`, base: b && isBase(b) ? Math.round((a + b) / 2) : a, course: courseWord(lettered[0]), said: '' };
    });
    if (read.length >= 2 && read.every((l) => isBase(l.base)) && new Set(read.map((l) => l.label.slice(0, 6))).size === read.length) {
      read[0]!.said = lettered[0];
      return read;
    }
  }
  // "2 lanes of 9-10s (base 1:45 and 2:00 per 100)": a lane for each base, named for who swims in them.
  const lanesOf = new RegExp(String.raw`\b(\d|two|three|four)\s+lanes\s+of\s+(?:the\s+|my\s+)?(${labelWord}|[a-z0-9&-]{2,12})\s*\(?\s*(?:bases?\s+|on\s+|@\s*)?${TIME}((?:\s*(?:and|&|,|\/|or)\s*\d?:[0-5]\d)+)(?:\s*(?:per 100|\/100))?\)?`, 'g');
  for (const m of t.matchAll(lanesOf)) {
    const count = ({ two: 2, three: 3, four: 4 } as Record<string, number>)[m[1]!] ?? +m[1]!;
    const bases = [m[3]!, ...[...m[4]!.matchAll(/\d?:[0-5]\d/g)].map((x) => x[0])].map(clockSeconds);
    if (bases.length !== count || !bases.every(isBase)) continue;
    spans.push([m.index, m.index + m[0].length]);
    bases.forEach((base, i) => out.push({ label: `${title(m[2]!)} ${String.fromCharCode(65 + i)}`, base, course: courseWord(m[0]), said: i === 0 ? m[0] : '' }));
  }
  for (const m of t.matchAll(re)) {
    if (inside(m.index, m[0].length)) continue;
    // "4x50 fast @:50", "6 x 100 easy on 1:40": a set's effort and send-off, never a lane named "fast".
    if (/\b\d{1,2}\s*x\s*\d{2,4}(?:\s+[a-z]+)?\s*$/.test(t.slice(Math.max(0, m.index - 16), m.index))) continue;
    // "varsity boys wed 3:15-4:45": a weekday and the time of day the practice runs, never a lane's base.
    if (/\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)[a-z]*\.?\s+(?:from\s+|at\s+)?\d?\d:[0-5]\d/.test(m[0]) || /^\s*(?:am|pm|a\.m|p\.m)\b/.test(t.slice(m.index + m[0].length))) continue;
    spans.push([m.index, m.index + m[0].length]);
    // "lane 1-2 (varsity) base 1:05", "lane 5 newbies 1:40": the coach's word for the lane goes with its name.
    const note = m[2]?.trim().replace(/^\(|\)$/g, '').trim();
    const label = m[1]!;
    const named = note ? `${title(label)} (${note})` : title(label);
    // "13-14 lanes on 1:10 / 1:15 / 1:20": a label heading a list names every step of it.
    const list = new RegExp(String.raw`^\s*(?:\/|,)\s*${TIME}(?:\s*(?:\/|,)\s*${TIME})*`).exec(t.slice(m.index + m[0].length));
    const a = clockSeconds(m[3]!);
    const b = m[4] ? clockSeconds(m[4]) : null;
    if (!isBase(a)) continue;
    const base = b && isBase(b) ? Math.round((a + b) / 2) : a;
    const course = courseWord(m[0]);
    if (list) {
      const more = [...list[0].matchAll(/\d:[0-5]\d/g)].map((x) => clockSeconds(x[0])).filter(isBase);
      const all = [base, ...more];
      // "lanes 1-3 bases 1:15/1:20/1:25": a base for each lane of the span, lane by lane.
      const span = /^lanes? ?(\d)\s*(?:-|to)\s*(\d)$/.exec(label.trim());
      const each = span && +span[2]! - +span[1]! + 1 === all.length;
      all.forEach((s, i) => out.push({ label: each ? `Lane ${+span![1]! + i}` : `${title(label)} ${String.fromCharCode(65 + i)}`, base: s, course, said: i === 0 ? m[0] + list[0] : '' }));
    } else out.push({ label: named, base, course, said: m[0] });
  }
  // "lane 4 is my newer 10 & unders - 1:50 base": a lane's base further on in its own clause, after who swims in it.
  const loose = new RegExp(String.raw`\b(lanes? ?\d(?:\s*(?:-|&|and)\s*\d)?)\s+(?:is|are|=|-|:)?\s*((?:(?!\blanes?\b|@|\d\s*x\s*\d)[^.;\n\d:]|\d(?!:)){3,50}?)\s*(?:[-–:,(]\s*)?(?:base\s+|on\s+|@\s*)?${TIME}(\s*base\b)?`, 'g');
  for (const m of t.matchAll(loose)) {
    const label = title(m[1]!);
    const base = clockSeconds(m[3]!);
    if (!isBase(base) || out.some((l) => l.label === label || l.label?.startsWith(`${label} `) || l.said.includes(m[0]))) continue;
    // Who swims there, without the lane's volume ("distance kids ~6k" is the distance kids).
    const note = m[2]!.replace(/^(?:is|are|my|the|our|for)\s+/g, '').replace(/^(?:my|the|our)\s+/, '').replace(/~?\s*\d+(?:\.\d)?\s*k\b|~?\s*\d{4,5}\b/g, ' ').replace(/\s+/g, ' ').replace(/[\s,(~-]+$/, '').trim();
    // Only a clause about who swims there: "lane 4 swims 10 x 100 on 1:50" is a set, not a base.
    if (/\b(?:x|swims?|does|do|gets?|main|set)\b/.test(note)) continue;
    // "lanes 2-5 aerobic 100s/200s on their bases (1:15 / 1:25 / 1:35 / 1:50)": a base for each lane of the span.
    const span = /^Lanes (\d)-(\d)$/.exec(label);
    const list = span ? new RegExp(String.raw`^\s*(?:\/|,)\s*${TIME}(?:\s*(?:\/|,)\s*${TIME})*`).exec(t.slice(m.index + m[0].length)) : null;
    if (span && list) {
      const all = [base, ...[...list[0].matchAll(/\d?:[0-5]\d/g)].map((x) => clockSeconds(x[0]))];
      if (all.length === +span[2]! - +span[1]! + 1 && all.every(isBase)) {
        all.forEach((b, i) => out.push({ label: `Lane ${+span[1]! + i}`, base: b, course: courseWord(m[0]), said: i === 0 ? m[0] + list[0] : '' }));
        continue;
      }
    }
    const lane = { label: note ? `${label} (${note})` : label, base, course: courseWord(m[0]), said: m[0] };
    // "lane 1 distance folks base 1:20": the lane read before by its words alone ("distance folks base 1:20") is this lane.
    const same = out.findIndex((l) => l.said && m[0].includes(l.said));
    if (same >= 0) out[same] = lane;
    else out.push(lane);
  }
  // "lanes 1-2 varsity 1:05, 3-5 mid 1:20, 6-8 JV 1:45": after lanes named by number, a bare span is lanes too, not ages.
  if (out.some((l) => /^Lanes? \d/.test(l.label ?? ''))) {
    for (const l of out) {
      const span = /^(\d)\s*-\s*(\d)\b(.*)$/.exec(l.label ?? '');
      if (span && +span[1]! < +span[2]! && +span[2]! <= 10) l.label = `Lanes ${span[1]}-${span[2]}${span[3]}`;
    }
  }
  // In the order written; the steps of a list ("1:15/1:20/1:25") stay with their first step.
  let last = -1;
  const at = new Map(out.map((l, i) => [l, l.said ? (last = t.indexOf(l.said)) : last + i / 1000]));
  out.sort((a, b) => at.get(a)! - at.get(b)!);
  // "base 1:10 for distance kids, 1:15 for sprinters": the time first, the group after.
  if (out.length < 2) {
    const after = new RegExp(String.raw`${TIME}\s*(?:ish\s*)?(?:for|is for)\s+(?:the\s+|my\s+)?(${labelWord}|[a-z]+(?: kids| group| swimmers)?)\b`, 'g');
    const found: LaneRead[] = [];
    for (const m of t.matchAll(after)) {
      const base = clockSeconds(m[1]!);
      if (isBase(base) && !/^(?:the|a|an|each|every|all|everyone|\d+)$/.test(m[2]!)) found.push({ label: title(m[2]!), base, course: courseWord(m[0]), said: m[0] });
    }
    if (found.length >= 2) return found;
  }
  return out;
}

/** "1:15 / 1:22 / 1:30", "1:25, 1:40, 1:55": a list of bases without names, fastest usually first. */
function unlabelled(t: string): { bases: number[]; said: string; course: Course | null } | null {
  // "bases 1:15 1:25 1:35 1:45": a list may be spaced only.
  const re = new RegExp(String.raw`${TIME}(?:\s*(?:\/|,|\||;|and|\s)\s*${TIME}){1,7}(?:\s*(?:per 100|\/100|lc|lcm|scy|scm)\b)?`, 'g');
  for (const m of t.matchAll(re)) {
    const before = t.slice(Math.max(0, m.index - 40), m.index);
    const bases = [...m[0].matchAll(/\d:[0-5]\d/g)].map((x) => clockSeconds(x[0]));
    if (!bases.every(isBase)) continue;
    // A set's send-offs ("@ 1:10 / 1:20") are the set's: only a list named as bases or lanes is read here.
    if (!/\b(?:base|bases|lanes?|groups?|intervals?|send-?offs?|swimmers?|kids|paces?)\b[^.;\n]*$/.test(before) || /@\s*$|\bon\s*$|x\s*\d+\s*$/.test(before)) continue;
    return { bases, said: m[0], course: courseWord(m[0] + t.slice(m.index + m[0].length, m.index + m[0].length + 12)) };
  }
  return null;
}

export function readLanes(text: string): LanesRead {
  // "goal times 1:52-1:58 LCM", "goal 2:05": race times to swim, never a send-off or a base.
  const t = normalise(text).replace(/\bgoals?(?:\s+times?)?\b[^.;\n\d]{0,16}\d{0,2}:?\d\d(?:\.\d{1,2})?(?:\s*(?:-|–|to)\s*\d{0,2}:?\d\d(?:\.\d{1,2})?)?/g, ' goal ');
  // "4 lanes", "4 lanes 1:25-1:45" (a count, then their bases); "lanes 1-2" names lanes.
  // "we only get 4 of the 8 lanes": the lanes they have, not the pool's.
  const countMatch = /\b(\d|one|two|three|four|five|six|seven)\s+of (?:the |our |their )?(?:\d|eight|six|ten|8|10)\s+lanes?\b/.exec(t) ?? /\b(\d|one|two|three|four|five|six|seven|eight)\s+lanes?\b(?!\s*\d{1,2}(?![:\d]))/.exec(t);
  const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
  const count = countMatch ? (words[countMatch[1]!] ?? +countMatch[1]!) : null;
  const named = labelled(t);
  const list = unlabelled(t);
  let lanes: LaneRead[] = named;
  if (named.length < 2 && list && list.bases.length >= 2) {
    lanes = list.bases.map((base, i) => ({ label: null, base, course: list.course, said: i === 0 ? list.said : '' }));
  }
  // "base around 1:10 LC for the top lane, 1:15 for the other two": the top lane, and the rest on one base.
  const topRest = new RegExp(String.raw`${TIME}\s*(?:lc|lcm|scy|scm|sc)?\s*(?:base\s*)?for the (?:top|fast(?:est)?|first|1st) lane\b[^.;\n]{0,12}?${TIME}\s*(?:lc|lcm|scy|scm|sc)?\s*(?:base\s*)?for the (?:other (two|three|four|five|\d)(?: lanes)?|rest|others|other lanes)\b`).exec(t);
  if (named.length < 2 && topRest && isBase(clockSeconds(topRest[1]!)) && isBase(clockSeconds(topRest[2]!))) {
    const others = topRest[3] ? (words[topRest[3]] ?? +topRest[3]) : count ? count - 1 : 1;
    lanes = [clockSeconds(topRest[1]!), ...Array.from({ length: Math.max(1, others) }, () => clockSeconds(topRest[2]!))].map((base, i) => ({ label: `Lane ${i + 1}`, base, course: courseWord(topRest[0]), said: i === 0 ? topRest[0] : '' }));
  }
  // "top lane base 1:10 LC, 2nd lane 1:15": lanes counted by their place.
  const ordinals: Record<string, number> = { top: 1, first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, sixth: 6, '6th': 6 };
  const placed = [...t.matchAll(new RegExp(String.raw`\b(top|first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th) lane\b(?:\s+(?:base|is|on|@|at))?\s*~?\s*${TIME}`, 'g'))].map((m) => ({ n: ordinals[m[1]!]!, base: clockSeconds(m[2]!), said: m[0] })).filter((x) => isBase(x.base));
  if (lanes.length < 2 && placed.length >= 2 && new Set(placed.map((x) => x.n)).size === placed.length) {
    lanes = placed.sort((a, b) => a.n - b.n).map((x) => ({ label: `Lane ${x.n}`, base: x.base, course: courseWord(x.said), said: x.said }));
  }
  // "3 groups: A base 1:15/100, B 1:25, C about 1:35": groups called by a letter, each with its base.
  // "3 lanes: A goes 1:20/100m, B 1:30, C 1:40+": lanes called by a letter the same way.
  const lettered = /\b(groups?|lanes?)\b[^.;\n]{0,12}?:\s*([^.;\n]+)/.exec(t);
  if (lanes.length < 2 && lettered) {
    const read = [...lettered[2]!.matchAll(new RegExp(String.raw`(?:^|,\s*|\s)([a-f])\s+(?:group\s+|lane\s+)?(?:goes\s+|go\s+|swims?\s+|holds?\s+|is\s+|=\s*|:\s*)?(?:base\s+|on\s+|@\s*|at\s+)?(?:about\s+|around\s+|~\s*)?${TIME}`, 'g'))].map((m) => ({ letter: m[1]!.toUpperCase(), base: clockSeconds(m[2]!), said: m[0].replace(/^[,\s]+/, '') }));
    if (read.length >= 2 && read.every((x) => isBase(x.base)) && new Set(read.map((x) => x.letter)).size === read.length) {
      const word = /^lane/.test(lettered[1]!) ? 'Lane' : 'Group';
      lanes = read.map((x) => ({ label: `${word} ${x.letter}`, base: x.base, course: courseWord(lettered[0]), said: x.said }));
    }
  }
  // "base 1:05 lane 1, 1:15 lanes 2-3, 1:25 lane 4": the time first, then the lanes it is for.
  const timeLanes = [...t.matchAll(new RegExp(String.raw`${TIME}\s*(?:base\s+)?(?:for\s+|in\s+|on\s+)?lanes?\s*(\d)(?:\s*(?:-|&|and|to)\s*(\d))?\b`, 'g'))];
  if (lanes.length < 2 && timeLanes.length >= 2) {
    const read = timeLanes.flatMap((m) => {
      const base = clockSeconds(m[1]!);
      const [a, b] = [Number(m[2]), Number(m[3] ?? m[2])];
      return isBase(base) && b >= a && b - a < 8 ? Array.from({ length: b - a + 1 }, (_, i) => ({ n: a + i, base, said: m[0] })) : [];
    });
    const ns = read.map((x) => x.n);
    if (read.length >= 2 && new Set(ns).size === ns.length && Math.min(...ns) === 1) lanes = read.sort((x, y) => x.n - y.n).map((x, i) => ({ label: `Lane ${x.n}`, base: x.base, course: courseWord(x.said), said: i === 0 ? x.said : '' }));
  }
  // "base 1:25 fast lane down to 2:00 in lane 6": the fastest and the slowest lane, the ones between spread evenly.
  const span = new RegExp(String.raw`${TIME}\s*(?:for\s+)?(?:the\s+)?(?:fast(?:est)?|top|lane 1)(?:\s+lane)?\b[^.;\n]{0,16}?(?:down\s+|up\s+)?to\s+~?\s*${TIME}\s*(?:in|for|on)\s+(?:the\s+)?(?:lane\s+(\d)|slow(?:est)?(?: lane)?|bottom(?: lane)?)`).exec(t);
  const spanCount = span ? (span[3] ? Number(span[3]) : count) : null;
  if (lanes.length < 2 && span && spanCount && spanCount >= 2 && spanCount <= 10) {
    const [a, b] = [clockSeconds(span[1]!), clockSeconds(span[2]!)];
    if (isBase(a) && isBase(b) && b > a) lanes = Array.from({ length: spanCount }, (_, i) => ({ label: `Lane ${i + 1}`, base: Math.round((a + ((b - a) * i) / (spanCount - 1)) / 5) * 5, course: courseWord(span[0]), said: i === 0 ? span[0] : '' }));
  }
  // "css ~1:45 for the middle lanes, fast lane 1:30, slow lane 2:00": the middle between the two named.
  const middle = new RegExp(String.raw`${TIME}\s*(?:\/\s*100\s*(?:m|y|yd|yds)?)?\s*for the (?:middle|mid) lanes?\b|\b(?:middle|mid) lanes?\b\s*(?:are |on |@ |base )?~?\s*${TIME}`).exec(t);
  const fastNamed = named.find((l) => /^(?:Top|Fast|Fastest)/.test(l.label ?? ''));
  const slowNamed = named.find((l) => /^(?:Bottom|Slow|Slowest)/.test(l.label ?? ''));
  if (middle && fastNamed && slowNamed && !named.some((l) => /^(?:Mid|Middle)/.test(l.label ?? ''))) {
    const base = clockSeconds((middle[1] ?? middle[2])!);
    const mids = count && count > 3 ? count - 2 : 1;
    if (isBase(base) && base > fastNamed.base && base < slowNamed.base) {
      lanes = [fastNamed, ...Array.from({ length: mids }, (_, i) => ({ label: mids > 1 ? `Middle ${String.fromCharCode(65 + i)}` : 'Middle', base, course: fastNamed.course, said: i === 0 ? middle[0] : '' })), slowNamed];
    }
  }
  // "fast lane 1:15 slow lane 1:40, the middle two about 1:25 / 1:30": a base for each lane between.
  const middles = new RegExp(String.raw`\b(?:the )?(?:middle|mid) (?:two|2|three|3|lanes)\b[^.;\n\d]{0,16}?${TIME}((?:\s*(?:\/|,|and|&)\s*${TIME.replace('(', '(?:')}){1,2})`).exec(t);
  if (middles && fastNamed && slowNamed && !named.some((l) => /^(?:Mid|Middle)/.test(l.label ?? ''))) {
    const bases = [clockSeconds(middles[1]!), ...[...middles[2]!.matchAll(/\d?:[0-5]\d/g)].map((m) => clockSeconds(m[0]))];
    if (bases.every((b) => isBase(b) && b > fastNamed.base && b < slowNamed.base)) {
      lanes = [fastNamed, ...bases.map((base, i) => ({ label: `Middle ${String.fromCharCode(65 + i)}`, base, course: fastNamed.course, said: i === 0 ? middles[0] : '' })), slowNamed];
    }
  }
  // "top lane 1:40 ... bottom lane 2:10" with "4 lanes": the lanes between are spread evenly.
  const top = named.find((l) => /^(?:Top|Fast|Fastest)/.test(l.label ?? ''));
  const bottom = named.find((l) => /^(?:Bottom|Slow|Slowest)/.test(l.label ?? ''));
  if (named.length === 2 && top && bottom && count && count > 2) {
    lanes = Array.from({ length: count }, (_, i) => ({ label: `Lane ${i + 1}`, base: Math.round((top.base + ((bottom.base - top.base) * i) / (count - 1)) / 5) * 5, course: top.course, said: i === 0 ? `${top.said} … ${bottom.said}` : '' }));
  }
  // "base 1:20-1:40", "5 lanes from 1:30/100m down to 2:20/100m", "mostly 1:45-2:10 per 100": the group's spread of speeds.
  const per = String.raw`(?:\s*(?:\/|per)\s*100\s*(?:m|y|yds?|yards?|meters?)?)?`;
  const rangeMatch =
    new RegExp(String.raw`\b(?:base|bases|intervals?|send-?offs?|swims?|paces?|holds?|lanes?|css|t-?paces?|threshold)\b[^.;\n]{0,24}?(?:from\s+)?${TIME}${per}\s*(?:-|to)\s*${TIME}`).exec(t) ??
    new RegExp(String.raw`\blanes?\b[^.;\n]{0,16}?\bfrom\s+${TIME}${per}\s*(?:down |up )?(?:-|to)\s*${TIME}`).exec(t) ??
    // "1:15-1:30/100m": a range written as paces per 100 needs no word before it.
    new RegExp(String.raw`${TIME}\s*(?:-|to)\s*${TIME}\s*(?:\/|per)\s*100\s*(?:m|y|yd|yds|yards?|meters?)?\b`).exec(t) ??
    // "most are on 1:20-1:30 base": the range said before the word.
    new RegExp(String.raw`\b(?:on|are on|is on|swim on|go on)\s+~?\s*${TIME}\s*(?:-|to)\s*${TIME}\s*(?:base|bases|send-?offs?|intervals?)\b`).exec(t);
  let range: Read<[number, number]> | null = null;
  let single: Read<number> | null = null;
  if (lanes.length < 2 && rangeMatch) {
    const [a, b] = [clockSeconds(rangeMatch[1]!), clockSeconds(rangeMatch[2]!)];
    if (isBase(a) && isBase(b)) {
      // "best 100 free avg they can hold is around 1:10-1:12": a pace held, not a send-off; their base leaves about 10 s a 100 of rest.
      // "mostly 1:50-2:20/100 pace": the pace they swim, said after the numbers.
      const held = /^(?:holds?|t-?paces?)\b/.test(rangeMatch[0]) || /\b(?:avg|average|can hold|they hold|holding)\b/.test(t.slice(Math.max(0, rangeMatch.index - 40), rangeMatch.index + rangeMatch[0].length)) || /^\s*(?:swim(?:ming)? )?(?:pace|paces|avg|average)\b/.test(t.slice(rangeMatch.index + rangeMatch[0].length, rangeMatch.index + rangeMatch[0].length + 16));
      const sendOff = /\b(?:on|@)\s*\d?:[0-5]\d/.test(t.slice(rangeMatch.index + rangeMatch[0].length, rangeMatch.index + rangeMatch[0].length + 10));
      const rest = held && !sendOff && !/\b(?:base|bases|intervals?|send-?offs?)\b/.test(rangeMatch[0]) ? 10 : 0;
      // With the lanes counted, a narrow range is still their spread ("6 lanes … most are on 1:20-1:30 base").
      if (b - a >= 15 || (count !== null && count >= 2 && b - a >= 5)) range = { value: [Math.min(a, b) + rest, Math.max(a, b) + rest], said: rangeMatch[0] };
      else single = { value: Math.round(((a + b) / 2 + rest) / 5) * 5, said: rangeMatch[0] };
    }
  }
  if (lanes.length < 2 && !range && !single) {
    // "normally a 1:05 base scy", "she's a 1:20 base kid": the base said after the time.
    const one = new RegExp(String.raw`\b(?:base|bases|base interval|base send-?off|on a|fastest (?:are|is|kids|swimmers)? ?(?:on|hold)|(?:middle|most) of the group (?:is|on|holds?)|can (?:hold|make))\b[^.;\n]{0,24}?${TIME}`).exec(t) ?? new RegExp(String.raw`(?<!\blanes?\b[^.;,\d]{0,12})\b(?:a|an|on|is|normally|usually)\s+~?\s*${TIME}\s*(?:(?:scy|scm|lcm|y|m)\s+)?base\b(?!\s*\+)`).exec(t);
    // "I'm 44 and swim around 1:40/100y right now": the pace they swim, their send-off 10 s a 100 slower.
    // "athlete swims ~1:50/100", "i can do about 2000m at 2:10/100 pace": the same, said another way.
    const swims = one ? null : new RegExp(String.raw`\b(?:(?:i|they|we|she|he|and|who)\s+(?:usually\s+|currently\s+)?swim\s+(?:around|about|at|~)\s*|(?:athletes?|swimmers?|she|he|i|they)\s+(?:usually\s+|currently\s+)?swims?\s+(?:around\s+|about\s+|at\s+)?~?\s*|\bcan (?:do|swim|hold)\s+(?:about\s+|around\s+|~\s*)?[\d,.]+\s*k?\s*(?:m|y|yds?|yards|meters)?\s+(?:at|@)\s*~?\s*)${TIME}\s*(?:\/|per)\s*100`).exec(t);
    // "css is ~1:45/100 for most": the threshold pace they hold, so the base (the aerobic send-off) is a few seconds slower.
    const css = one ? null : new RegExp(String.raw`\b(?:css|t-?pace|threshold pace)\b\s*(?:is|of|=|at|around|about|~|like|\s)*\s*${TIME}`).exec(t);
    if (one && isBase(clockSeconds(one[1]!)) && !/kick base/.test(one[0])) single = { value: clockSeconds(one[1]!), said: one[0] };
    else if (css && isBase(clockSeconds(css[1]!))) single = { value: Math.round((clockSeconds(css[1]!) + 7) / 5) * 5, said: `${css[0]}, the base 7 s slower` };
    else if (swims && isBase(clockSeconds(swims[1]!))) single = { value: Math.round((clockSeconds(swims[1]!) + 10) / 5) * 5, said: swims[0] };
    else if (lanes.length === 1) single = { value: lanes[0]!.base, said: lanes[0]!.said };
  }
  return { lanes: lanes.length >= 2 ? lanes : [], count, single, range };
}
