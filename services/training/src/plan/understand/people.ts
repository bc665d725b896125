import type { BriefLane, BriefSwimmer, Course, Focus, PaceJob, PlanConstraint, Squad } from '@laneforge/contracts';
import { clock } from '@laneforge/contracts';
import { courseFactor, roundUpToClock } from '../paces';
import { type LaneRead, clauseStart, clockSeconds, escapeRegExp, normalise, notNames, readFocus, readLaneWants, readLanes, readLimits, readNames, readShare, readSquad } from '../vocabulary';
import type { RequestText } from './text';
import { deckWork, minutesCap, volumeShare } from '../swimmers';

/**
 * The people in a request (COACHING.md §9, §9b): named swimmers with what is different for them
 * alone, and lanes or groups with their own bases, volumes, focus and limits. What is said of one
 * swimmer is taken out of the text, so their limit never becomes the team's.
 */

/** "Ava goal 59.5", "Sofia 1:02.0": a swimmer's goal time, in seconds. */
function goalOf(words: string): number | null {
  const m = /\b(?:goal(?: time)?|going|to go|target)?\s*(\d{1,2}:\d{2}(?:\.\d{1,2})?|\d{2}\.\d{1,2})\b/.exec(words);
  if (!m) return null;
  const [whole, tenths] = m[1]!.split('.');
  const seconds = whole!.includes(':') ? clockSeconds(whole!) : parseInt(whole!, 10);
  return seconds + Number(`0.${tenths ?? 0}`);
}

/**
 * The named swimmers: what is said of each (a limit, a goal time for race-pace work) is theirs, and
 * leaves the text the group's readers see. A name said twice is one swimmer.
 */
export function readSwimmers(text: RequestText, racePace: boolean): BriefSwimmer[] {
  const swimmers: BriefSwimmer[] = [];
  // "one of my D2 girls (Kendall) is back from mono … build her something for while the team does their main": the session is hers
  // alone, so what is said of her (her base, her cap, her limits) is the session's, read by every reader after.
  if (soloSession(text) && new Set(readNames(text.raw).map((n) => n.name)).size <= 1) return swimmers;
  // Taken out once every name is read: "Kate and Lily no fly" is said of both.
  const said: Array<readonly [number, number]> = [];
  for (const n of readNames(text.raw)) {
    const words = text.raw.slice(n.from ?? n.index, n.end);
    // "Dana's lane 2:00" is a lane, not something said of Dana: the lanes' reader takes it.
    if (/^[A-Z][a-z]+'s\s+lane\b/i.test(words)) continue;
    // "Sam out on concussion protocol so dont plan for him": not at practice, so no line of any kind (and no limit for the team).
    if (new RegExp(String.raw`^${escapeRegExp(n.name)}\s*(?:is\s+|'s\s+|[-:]\s*)?(?:out\b(?!\s+(?:of\b|early|after|at|by|for the|on deck|in\b))|not (?:coming|here|swimming|at practice)\b|absent\b|away\b)`, 'i').test(words.trim()) || /\b(?:don'?t|dont|do not|no need to) (?:plan|write|include|count) (?:for |in )?(?:him|her|them)\b/i.test(words)) {
      said.push([n.from ?? n.index, n.end]);
      continue;
    }
    // "PT cleared Dana for free + back at easy effort": what she is cleared for is all she swims.
    const cleared = /\b(?:cleared|allowed|ok'?d|okayed)\s+$/i.test(text.raw.slice(Math.max(0, n.index - 12), n.index));
    const limits = readLimits(cleared ? `cleared ${words}` : words, { timeIsLimit: false });
    // "Ana shoulder, no paddles", "Ben - knee": the body part said right after the name is the injury.
    const part = new RegExp(String.raw`^${escapeRegExp(n.name)}\s*(?:[-:(]\s*)?(?:(?:l|r|left|right|sore|bad|hurt|injured)\s+)?(shoulder|knee|ankle|neck|lower back)\b`, 'i').exec(words.trim())?.[1]?.toLowerCase();
    const rule = part ? ({ shoulder: 'shoulder', knee: 'knee', ankle: 'ankle', neck: 'neck', 'lower back': 'lower_back' } as const)[part as 'shoulder'] : undefined;
    if (rule && !limits.some((c) => c.rule === rule)) limits.push({ rule, said: part! });
    const goal = racePace || /\bgoal|\btarget|\bgoing\b/i.test(words) ? goalOf(words.slice(n.name.length)) : null;
    const lane = /\b(lane \d)\b/i.exec(words)?.[1] ?? null;
    // "Marcus: 3000 max for him", "50% volume", "has to leave about 45 min in": a share of the practice or of its minutes is said of that swimmer too.
    const after = text.raw.slice(n.index + n.name.length, n.end);
    // "skip any dryland or deck stuff for him": what is said of the dryland is theirs, never the team's dryland.
    if (limits.length === 0 && goal === null && !volumeShare(after, 100_000) && minutesCap(after) === null && !deckWork(after)) continue;
    const known = swimmers.find((s) => s.name === n.name);
    if (known) {
      known.limits.push(...limits.filter((c) => !known.limits.some((k) => k.rule === c.rule)));
      known.words = `${known.words}; ${words.trim()}`.slice(0, 400);
    } else swimmers.push({ name: n.name, limits, lane, event: goal === null ? null : { distance: 100, stroke: 'free', goal }, words: words.trim().replace(/[\s,;-]+$/, '').slice(0, 400) });
    said.push([n.from ?? n.index, n.end]);
  }
  for (const [from, to] of said) text.takeRange(from, to);
  // "2 kids (Marco, Dana) haven't done the start checkoff - they start from the water": the names in brackets, what follows said of each.
  for (const m of text.raw.matchAll(/\b(?:\d|two|three|four|a couple of|a few)\s+(?:new\s+|of (?:my|the|our)\s+)?(?:kids|swimmers|girls|boys|guys|athletes|of them)\s*\(([A-Z][a-z]{1,13}(?:\s*(?:,|and|&)\s*[A-Z][a-z]{1,13}){0,3})\)([^.;\n]*)/g)) {
    const words = m[0];
    const limits = readLimits(m[2]!, { timeIsLimit: false });
    if (limits.length === 0) continue;
    for (const name of m[1]!.split(/\s*(?:,|and|&)\s*/).filter(Boolean)) {
      if (swimmers.some((s) => s.name === name)) continue;
      swimmers.push({ name, limits, lane: null, event: null, words: words.trim().slice(0, 400) });
    }
    text.takeRange(m.index, m.index + words.length);
  }
  // "goals: ana 58.5, jordan 52.0, kai 55.9, mia 1:01.2": each swimmer's goal, a name (any case) before each time.
  if (racePace) {
    const pair = String.raw`([A-Za-z][a-z]{1,13})\s*(?:[-:=]\s*)?((?:\d:)?\d{2}\.\d{1,2}|\d:\d{2})`;
    const list = new RegExp(String.raw`\bgoals?(?: times?)?\s*(?:are|of|:|-)?\s*(${pair}(?:\s*(?:,|;|\/|and|&)\s*${pair}){1,11})`).exec(text.raw);
    if (list) {
      for (const m of list[1]!.matchAll(new RegExp(pair, 'g'))) {
        const name = m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1);
        const goal = goalOf(m[2]!);
        if (goal === null || goal < 20 || notNames.has(m[1]!.toLowerCase()) || swimmers.some((x) => x.name === name)) continue;
        swimmers.push({ name, limits: [], lane: null, event: { distance: 100, stroke: 'free', goal }, words: `${m[1]} ${m[2]}` });
      }
      text.takeRange(list.index, list.index + list[0].length);
    }
  }
  swimmers.push(...unnamedSwimmers(text, swimmers));
  // "goal times 49.5 / 52.0 / 55.0": race-pace targets for each goal, a line each, when no swimmer is named with one.
  if (racePace && !swimmers.some((s) => s.event?.goal)) {
    const list = /\bgoal(?: times?)?\s*(?:are|of|:)?\s*((?:\d:)?\d{2}(?:\.\d{1,2})?(?:\s*(?:\/|,|and|&)\s*(?:\d:)?\d{2}(?:\.\d{1,2})?){1,7})/.exec(text.plain);
    if (list) {
      for (const time of list[1]!.split(/\s*(?:\/|,|and|&)\s*/)) {
        const goal = goalOf(time);
        if (goal !== null && goal >= 20) swimmers.push({ name: `Goal ${time}`, limits: [], lane: null, event: { distance: 100, stroke: 'free', goal }, words: list[0] });
      }
    }
  }
  return swimmers;
}

/** Limits of the pool, the lanes or the session, never one swimmer's. */
const teamOnly = new Set<BriefSwimmer['limits'][number]['rule']>(['max_minutes', 'crowded_lanes', 'wet_deck', 'slowest_send_off', 'no_jumping']);

/** How an unnamed swimmer is called on their own line: by the condition that keeps them to it (COACHING.md §6, special populations), else by the limit said. */
const conditionNames: ReadonlyArray<readonly [BriefSwimmer['limits'][number]['rule'], string]> = [
  ['pregnant', 'pregnant'],
  ['asthma', 'asthma'],
  ['diabetes', 'diabetes'],
  ['epilepsy', 'epilepsy'],
  ['shoulder', 'shoulder'],
  ['knee', 'knee'],
  ['lower_back', 'back'],
  ['ankle', 'ankle'],
  ['neck', 'neck'],
  ['returning', 'returning'],
  ['light_only', 'easy only'],
  ['kick_only', 'kick only'],
  ['no_kick', 'pull only'],
  ['no_fly', 'no fly'],
  ['no_breast', 'no breaststroke'],
];

/**
 * A session for one swimmer alone: "a solo 45 min workout for one of my masters ladies", "build her something for while the team
 * does their main", "a one-on-one". What is said of that swimmer is the session's own. ("She swims in lane 6 by herself" beside the
 * team's practice is where she swims, not a session of her own: `alone` reads it so only for a swimmer the coach does not name.)
 */
export function soloSession(text: RequestText, alone = false): boolean {
  return new RegExp(
    String.raw`\bsolo\b|\bone[- ]on[- ]one\b|\bjust for (?:her|him)\b|\bworkout for (?:one|1) (?:of (?:my|our) )?\w+\b(?![^.;]{0,20}\b(?:and|everyone|the rest|others|team|group)\b)|\b(?:build|write|make|give|plan|put together|design)\s+(?:her|him)\s+(?:something|(?:a|an|her own|his own|a separate|an individual)\s+(?:\w+\s+){0,2}?(?:workout|session|practice|plan))\b${alone ? String.raw`|\bby (?:her|him)self\b|\bjust (?:her|him)\b` : ''}`,
    'i',
  ).test(`${text.description} ${text.notes}`);
}

// "one of my ladies", "another guy", "a kid", "my pregnant swimmer", "2 of the girls", "3 kids", "two asthmatics".
const person = String.raw`(?:seniors|juniors|sophomores|freshmen|freshman|ladies|lady|guys?|girls?|boys?|kids?|swimmers?|athletes?|women|woman|men|man|masters|dudes?|members?|triathletes?|moms?|dads?|mums?|swimmer|folks|people|ppl|asthmatics?)`;
const someone = new RegExp(
  // "college W swimmer coming back from mono": a swimmer the sentence opens on, with a word or two before.
  String.raw`(?<=^|[.;!?\n]\s{0,3})(?:[a-z0-9]+ ){1,2}(?:swimmer|athlete|girl|boy|guy|woman|lady|kid)(?= (?:is |was |has |had |who |coming |back |just |returning |recovering |with |w\/ ))|\b(?:(?:one|1|two|2|three|3|a couple|a few) of them|(?:one|1|two|2|three|3|a couple|a few) (?:of )?(?:my|our|the) (?:\w+ )?${person}|(?:another|one|a|an|my|our|the|1|one other) (?:older |younger |new |returning |\w+ )?${person}|(?:two|2|three|3|four|4|a couple(?: of)?|a few) (?:\w+ )?${person}|(?:a bunch|a couple|a few|some|several|half)(?: of (?:them|the \w+|my \w+))?(?= (?:still |just |really |prob(?:ably)? )?(?:cant|can't|cannot|can not|won'?t|wont|don'?t|dont|aren'?t|are not|haven'?t|have not)\b)|(?:a couple|a few|some|several|half|two|2|three|3)(?: of (?:them|the \w+|my \w+))?(?= (?:were|was|have been|had been|are|just got over|got over) (?:all |out |home )?(?:sick|ill|down with|with the flu|w the flu|out with)\b)|(?:a couple|a few|two|2|three|3)(?: of (?:them|the \w+|my \w+))?(?= (?:have|has|got|are nursing|nursing) (?:some |sore |bad |cranky |tight |tweaky |achy )?(?:shoulder|knee|back|neck|ankle|hip)s?\b))\b`,
  'gi',
);

/**
 * "one of my ladies is 6 months pregnant, another guy is back from shoulder surgery, we have 2 asthmatics": swimmers the
 * coach does not name are still swimmers, each on their own line (PLAN-REVIEW.md check 3: one swimmer's limit is
 * never the team's, nor nobody's). What is said of them runs to the end of their clause.
 */
function unnamedSwimmers(text: RequestText, named: readonly BriefSwimmer[]): BriefSwimmer[] {
  const found: BriefSwimmer[] = [];
  // "NO breaststroke for anyone this week, 3 kids w knee pain and i dont want to single them out": the team's rule, no one's own line.
  if (/\b(?:don'?t|dont|do not) want to single (?:them|him|her|anyone) out\b|\bnot (?:to )?single (?:them|him|her|anyone) out\b|\bwithout singling (?:them|him|her|anyone) out\b/i.test(`${text.description} ${text.notes}`)) return found;
  // "a solo 45 min workout for one of my masters ladies, she's pregnant": she is the whole session, her limits the session's.
  if (soloSession(text, true)) return found;
  for (const m of [...text.raw.matchAll(someone)]) {
    // Already taken by a named swimmer or a lane ("lane 3 has a kid who…" stays the lane's).
    if (!text.raw.slice(m.index, m.index + m[0].length).trim()) continue;
    if (/\blanes?\s*\d?\s*(?:has|have|with)?\s*$/i.test(text.raw.slice(Math.max(0, m.index - 16), m.index))) continue;
    // "4 kids age 4-5, 30 min, 3 ft end", "11 kids in 2 lanes": the count of the whole group, who the session is for, not some of them.
    if (/^(?:two|2|three|3|four|4)\b/i.test(m[0]) && /^\s*(?:\(?\s*(?:age[sd]?|aged)\b|\d{1,2}\s*[-–]\s*\d{1,2}\b|\d{1,2}\s*(?:yo|y\/o|&\s*u)\b|total\b|in (?:the |my )?(?:group|class|lesson)\b|(?:in|on|across) (?:\d+|two|three|four) lanes?\b)/i.test(text.raw.slice(m.index + m[0].length))) continue;
    // The clause: to the end of the sentence, or to the next person spoken of ("…, another guy…").
    const rest = text.raw.slice(m.index);
    const stop = /(?:[.;!?\n]|,\s*(?=(?:and |but |plus |also )?(?:another|one of|the rest|everyone|a couple|two of|2 of|we have|we've got|i have|rest of)\b)|\b(?:and|but) (?=another\b|one of\b))/i.exec(rest.slice(m[0].length));
    // "sprained ankle on two kids, no fins for them": what opens the clause before them is said of them too.
    const opening = clauseStart(text.raw, m.index);
    const start = opening < m.index && /\b(?:on|for|with|of)\s*$/.test(text.raw.slice(opening, m.index)) ? opening : m.index;
    const clause = text.raw.slice(start, m.index) + rest.slice(0, m[0].length + (stop ? stop.index : rest.length));
    // Every limit said of them is theirs ("one of our older women had a hip replacement, no breaststroke"), the pool's and the lane's aside.
    const limits = readLimits(clause, { timeIsLimit: false }).filter((c) => !teamOnly.has(c.rule));
    if (limits.length === 0) continue;
    // "half the kids", "all my swimmers", "everyone": the group, not one swimmer.
    if (/\b(?:half|all|most|everyone|whole)\b/i.test(text.raw.slice(Math.max(0, m.index - 10), m.index))) continue;
    const plural = /^(?:two|2|three|3|four|4|a couple|a few|a bunch|some|several|half)\b/i.test(m[0]) && !/^(?:one|1)\b/i.test(m[0]) || /(?:ladies|guys|girls|boys|kids|swimmers|athletes|women|men|asthmatics|folks|people|ppl)$/i.test(m[0]) && !/\b(?:one|1|another|a|an) (?:of )?/i.test(m[0]);
    // "two kids w ear tubes - ENT says … no UW kicks": called by what keeps them to it.
    const condition = (/\bear ?tubes?\b|\btubes in (?:their|his|her) ears\b/i.test(clause) ? 'ear tubes' : null) ?? conditionNames.find(([rule]) => limits.some((c) => c.rule === rule))?.[1] ?? limits[0]!.said;
    // "one of my boys (owen)": the name in brackets is theirs.
    const bracket = /^\s*\(([A-Za-z][a-z]{2,13})\)/.exec(text.raw.slice(m.index + m[0].length));
    let name = bracket && !plural ? bracket[1]!.charAt(0).toUpperCase() + bracket[1]!.slice(1) : `${plural ? 'Swimmers' : 'Swimmer'} (${condition})`;
    for (let i = 2; [...named, ...found].some((s) => s.name === name); i++) name = `${plural ? 'Swimmers' : 'Swimmer'} ${i} (${condition})`;
    found.push({ name, limits, lane: null, event: null, words: clause.trim().replace(/[\s,;-]+$/, '').slice(0, 400) });
    // "college W swimmer …": the words before the swimmer name the team ("college"), so they stay for the readers after.
    const describedBy = start === m.index && !/^(?:one|1|two|2|three|3|four|4|a|an|another|my|our|the)\b/i.test(m[0]) ? m[0].lastIndexOf(' ') + 1 : 0;
    text.takeRange(start + describedBy, start + clause.length);
  }
  return found;
}

const laneSquads: ReadonlyArray<readonly [RegExp, Squad]> = [
  [/^jv\b/i, 'hs_jv'],
  [/^varsity\b/i, 'hs_varsity'],
  [/^13-14\b/, 'age_13_14'],
  [/^11-12\b/, 'age_11_12'],
  [/^9-10\b/, 'age_9_10'],
  [/^8&u\b|^8 ?(?:and|&) ?under\b/i, 'age_8_under'],
];

/** A base written in another course than the session's ("1:25 per 100 scy", a long-course practice): converted and rounded to the clock. */
export function inCourse(base: number, from: Course | null, to: Course): number {
  if (!from || from === to) return base;
  return roundUpToClock((base * courseFactor[to]) / courseFactor[from]);
}

/** "varsity ~5k, jv ~3.5k", "sprint ~4k total": a volume named for one group. */
function groupVolume(t: string, label: string): number | null {
  // "lane 1 ~3500m", "lane 4 (newer swimmers) ~2000", "distance grp ~7000m": the number may carry its unit and follow a note in brackets.
  // "lanes 1-2 do a thresh main ~6k": a span of lanes speaks for each of them.
  const n = /^lane (\d)\b/i.exec(label)?.[1];
  const span = n ? [String.raw`lanes? [1-${n}]\s*(?:-|–|to|thru|through)\s*[${n}-9]`] : [];
  const m = [...laneKeys(label), ...span]
    .map((key) => new RegExp(String.raw`\b${key}(?:[a-z]*)?\b[^,;.\n(]{0,30}?(?:\s*\([^)]{0,40}\))?[^,;.\n]{0,6}?~?\s*(\d{1,2}(?:\.\d)?\s*k|\d{4,5})(?=\s*(?:m|y|yd|yds|yards|meters|metres)?\b)`).exec(t))
    .find((x) => x !== null);
  if (!m) return null;
  const raw = m[1]!.replace(/\s/g, '');
  return raw.endsWith('k') ? Math.round(parseFloat(raw) * 1000) : parseInt(raw, 10);
}

const eventGroupNames: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bsprint(?:ers?)?\b/, 'Sprint'],
  [/\bmid(?:[- ]?d(?:istance)?|dle[- ]distance)\b/, 'Mid-distance'],
  [/(?<!mid[- ]?|middle[- ])\bdistance(?:rs?)?\b/, 'Distance'],
  [/\bim(?:ers?)?\b/, 'IM'],
  [/\bstroke(?:rs?)?\b/, 'Stroke'],
];

/** "Event groups: sprint / distance / IM", "split into sprinters, mid-d and distance": the groups named, in the coach's order. */
function eventGroups(t: string): string[] {
  const m = /\bevent groups?\b[^.;\n]{0,60}|\b(?:split|divided?|broken|break)\s+(?:up\s+)?(?:into|by)\s+[^.;\n]{0,60}/.exec(t);
  if (!m) return [];
  return eventGroupNames
    .map(([re, name]) => ({ name, at: re.exec(m[0])?.index ?? -1 }))
    .filter((g) => g.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((g) => g.name);
}

const jobWord = String.raw`(sprinters?|sprint|distance(?: free)?|distance swimmers|mid(?:-?d(?:istance)?)?|imers?|im|breaststrokers?|backstrokers?|flyers?|butterflyers?|stroke(?:rs)?)`;

/** Lanes named with the job of who swims there: "lane 1 sprinters", "lanes 2-3 distance free", "lane 4 IMers". */
function jobLanes(t: string): Array<{ name: string }> {
  const out = [...t.matchAll(new RegExp(String.raw`\b(?:lanes?|ln|l)\s*(\d)(?:\s*(?:-|&|and)\s*(\d))?\s*(?:is\s+|are\s+|=\s*|:\s*|for\s+(?:the\s+)?)?${jobWord}\b`, 'g'))].map((m) => ({ name: `${m[2] ? `Lanes ${m[1]}-${m[2]}` : `Lane ${m[1]}`} (${m[3]})`, lane: +m[1]! }));
  return new Set(out.map((o) => o.lane)).size === out.length ? out.sort((a, b) => a.lane - b.lane) : [];
}

/**
 * "3 groups. distance (…) on 1:05 base, mid (8 kids) on 1:15, sprint (6 kids) gets their own speed main": a group
 * the coach names for its events beside the ones with bases, without a base of its own, swims on the middle of theirs.
 */
function groupsWithoutBase(t: string, lanes: readonly BriefLane[]): Array<{ name: string; base: number; words: string }> {
  const count = /\b(\d|two|three|four|five)\s+groups\b/.exec(t)?.[1];
  const said = count ? (({ two: 2, three: 3, four: 4, five: 5 } as Record<string, number>)[count] ?? +count) : 0;
  if (said <= lanes.length) return [];
  const taken = (name: string) => lanes.some((l) => l.name.toLowerCase().startsWith(name.toLowerCase().slice(0, 4)));
  const bases = lanes.map((l) => l.base).sort((a, b) => a - b);
  const middle = Math.round((bases[Math.floor((bases.length - 1) / 2)]! + bases[Math.floor(bases.length / 2)]!) / 2 / 5) * 5;
  const out: Array<{ name: string; base: number; words: string }> = [];
  for (const [re, name] of eventGroupNames) {
    const m = new RegExp(String.raw`(?:^|[.;,\n]\s*)(?:the\s+)?(${re.source.replace(/^\\b|\\b$/g, '')})(\s*\([^)]{1,40}\))?\s+(?:gets?|does|do|swims?|has|have|will)\b[^.;,\n]*`).exec(t);
    if (!m || taken(name) || out.length + lanes.length >= said) continue;
    const note = m[2]?.trim().replace(/^\(|\)$/g, '');
    out.push({ name: note ? `${name} (${note})` : name, base: middle, words: m[0].replace(/^[.;,\n\s]+/, '') });
  }
  return out;
}

/** "distance and mid both threshold": each group's own clause, as if said of each ("distance threshold, mid threshold"). */
const bothSaid = (t: string) => t.replace(/\b([a-z][a-z-]{1,14}) and (?:the )?([a-z][a-z-]{1,14}) (?:both|each) (?:do |swim |go |get )?([a-z0-9 ]{3,30}?)(?=[.;,\n]|$)/g, '$1 $3, $2 $3');

/**
 * The words a lane goes by, as patterns: "Lanes 1-2 (varsity)" is "lanes? 1-2" and "varsity"; "Lane 1 A"
 * (a step of a list) is "lanes? 1".
 */
function laneKeys(name: string): string[] {
  const m = /^(.*?)(?:\s*\(([^)]+)\))?$/.exec(name.toLowerCase())!;
  // "Lane 6" is also "L6", "ln 6" as coaches type it.
  const main = escapeRegExp(m[1]!.replace(/(\d)\s+[a-f]$/, '$1')).replace(/\s+/g, '\\s+').replace(/^lanes?\\s\+/, '(?:lanes?|ln|l)\\s*');
  // "Lane D" is also "D lane", as coaches say it.
  const letter = /^lane ([a-f])$/.exec(m[1]!)?.[1];
  // "sprinters" is also "sprint", "the distance kids" also "distance".
  const esc = (x: string) => escapeRegExp(x).replace(/\s+/g, '\\s+').replace(/(?<=[a-z]{4})(?:ers|er|s)$/, '(?:ers?|s)?');
  // "sprint/im": the group also goes by each of its words ("sprint race pace 50s").
  const parts = m[2] ? [m[2], ...(m[2].includes('/') ? m[2].split('/').filter((x) => x.length >= 3) : [])] : [];
  // "A should get ~5k, B ~4k": a lettered lane is its letter alone where a volume or a verb follows.
  const bare = letter ? [`${letter}(?=\\s*~|\\s+(?:should|will|gets?|does|do|goes|swims?|can|wants?|needs?)\\b)`] : [];
  // "sr main aerobic pull": a senior group is also "sr", juniors "jr".
  const short = /^senior/.test(m[1]!) ? ['sr'] : /^junior/.test(m[1]!) ? ['jr'] : [];
  return [main, ...(letter ? [`${letter}\\s+lane`] : []), ...bare, ...short, ...parts.map(esc)];
}

/**
 * "everyone except lane 5 - they get aerobic instead", "lane 4 ... can't do fly", "varsity does threshold
 * 100s, lanes 3-4 aerobic 200s": what one group does differently, each clause ending where the next lane's
 * words begin.
 */
/**
 * The lanes a "no dives" is said of: "NO dives on 1-3", "no diving in lanes 1-3", or the lanes left when "blocks only on the
 * deep end (lanes 4-6)". Null when the words name no lanes for it.
 */
export function lanesWithoutDives(t: string, count: number): { lanes: Set<number>; said: string; words: string[] } | null {
  const range = (a: string, b: string | undefined) => new Set(Array.from({ length: Math.max(1, Number(b ?? a) - Number(a) + 1) }, (_, k) => Number(a) + k).filter((x) => x >= 1 && x <= count));
  const no = /\b(?:no dives?|no diving|no blocks|push starts?(?: only)?)\s+(?:on|in|for|from|off)\s+(?:lanes?\s+)?(\d)(?:\s*(?:-|to|thru)\s*(\d))?\b/.exec(t);
  if (no) return { lanes: range(no[1]!, no[2]), said: no[0], words: [no[0]] };
  // "lanes 1-3 are in the 3'6 shallow end, they're the ones doing push starts".
  const shallow = /\blanes?\s+(\d)\s*(?:-|to|thru)\s*(\d)\s+(?:are|is)\s+(?:in |on )?(?:the )?[^.;]{0,20}?\bshallow\b/.exec(t);
  if (shallow) return { lanes: range(shallow[1]!, shallow[2]), said: `no dives (lanes ${shallow[1]}-${shallow[2]} in the shallow end)`, words: [] };
  const only = /\bblocks? (?:are )?only (?:on|in|at) (?:the deep end\s*)?\(?(?:lanes?\s+)?(\d)\s*(?:-|to|thru)\s*(\d)\)?/.exec(t) ?? /\bblocks? (?:are )?(?:on|in|at) (?:the deep end\s*)?\(?lanes?\s+(\d)\s*(?:-|to|thru)\s*(\d)\)? only\b/.exec(t) ?? /\bblocks? (?:are |is )?(?:only )?(?:on|in|at) (?:the )?deep end,? (?:which is|=|is|so|on) (?:lanes?\s+)(\d)\s*(?:-|to|thru)\s*(\d)\b/.exec(t);
  if (!only) return null;
  const with_ = range(only[1]!, only[2]);
  return { lanes: new Set(Array.from({ length: count }, (_, k) => k + 1).filter((x) => !with_.has(x))), said: `no dives (blocks only on lanes ${only[1]}-${only[2]})`, words: [] };
}

function groupClause(t: string, name: string, others: readonly string[]): string | null {
  const otherKeys = others.filter((o) => o !== name).flatMap(laneKeys);
  // The clause ends where another group's starts: ", mid l3 …", "and the sprinters", ", less for sprint".
  const next = otherKeys.length > 0 ? new RegExp(String.raw`(?:,|\band\b|\bwhile\b)\s*(?:(?:less|more|fewer|same|easier|harder|shorter|longer)\s+(?:for|with)\s+)?(?:the\s+)?(?:${otherKeys.join('|')})\b`) : null;
  const clauses: string[] = [];
  // "lanes 1-3" speaks of lane 2 too.
  const n = /^lane (\d)\b/i.exec(name)?.[1];
  const span = n ? String.raw`lanes? [1-${n}]\s*(?:-|–|to|thru|through)\s*[${n}-9]` : null;
  for (const key of [...laneKeys(name), ...(span ? [span] : [])]) {
    for (const m of t.matchAll(new RegExp(String.raw`\b${key}\b([^.;\n]*)`, 'g'))) {
      // "Kyle is in lane 3 but he's an IMer": where one swimmer swims, not what the lane does.
      if (/\b(?:is|swims|trains) in (?:the )?$/.test(t.slice(Math.max(0, m.index - 16), m.index))) continue;
      const cut = next ? next.exec(m[0].slice(1)) : null;
      clauses.push(cut ? m[0].slice(0, cut.index + 1) : m[0]);
    }
    // "threshold day for lanes 1-3": what they do, said before the lanes it is for.
    for (const m of t.matchAll(new RegExp(String.raw`(?:^|[.;,\n]\s*)([^.;,\n]{3,40}?)\s+for (?:the\s+)?${key}\b`, 'g'))) clauses.push(m[1]!.trim());
  }
  return clauses.length > 0 ? clauses.join('; ') : null;
}

export interface LanesOptions {
  course: Course;
  stored: PaceJob | undefined;
  /** The form's switch, or words that ask for the stored groups. */
  useStored: boolean;
  headcount: number | null;
  /** The middle lane's base when lanes are counted but no base is given: the coach's stored one, else the level's. */
  middle?: { base: number; whose: string };
  /** The age bands of a group wider than one ("9-14s"), each with its squad's default base. */
  ages?: ReadonlyArray<{ name: string; squad: Squad; base: number }>;
}

function spread(count: number, slow: number, fast: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.round((fast + ((slow - fast) * i) / Math.max(1, count - 1)) / 5) * 5);
}

/** The lanes of the session: from the words first, else the stored groups when the coach refers to them. */
export function readLaneGroups(text: RequestText, options: LanesOptions): { lanes: BriefLane[]; together: boolean; single: number | null; swimmers: BriefSwimmer[] } {
  const laneSwimmers: BriefSwimmer[] = [];
  // "lanes 1-2 do a thresh main ~6k, 3-4 a drill thing ~4k": a bare span after lanes named by number is lanes too.
  const t = text.plain.replace(/(\blanes?\s*\d\s*-\s*\d\b[^.;\n]{3,60}?[,;]\s*(?:and\s+|while\s+)?)([1-9]\s*-\s*[1-9])\b(?!\s*(?:y\/?o|yrs?|years?|s\b|(?:and|&) (?:under|over|up)|x\b))/g, '$1lanes $2');
  const read = readLanes(t);
  const events = eventGroups(t);
  const jobLanesSaid = jobLanes(t);
  const together = /\bfinish(?:ing|es)?\b[^.;\n]{0,30}\btogether\b|\b(?:off the wall|in|out|done|start(?:ing)?) together\b|\bfinish (?:all )?together\b|\bsame time\b|\b(?:all|everyone|everybody|every lane)\s+(?:finish(?:es|ed)?|done|out)\s+by\b|\ball (?:done|finish|out) (?:at )?(?:the same time|together)\b|\beveryone (?:has to |needs to |must )?finish(?:es)? together\b|\b(?:everyone|everybody|all (?:the )?lanes|the whole (?:group|team)) can (?:do|swim) (?:it )?together\b|\b(?:main|set) (?:that )?(?:everyone|all lanes) (?:can )?(?:do|swim)s? together\b/.test(t);
  const lanes: BriefLane[] = [];
  // A lane's name is the coach's words for it, at most 40 characters (the brief's limit): a long note is cut at a word.
  const short = (name: string) => (name.length <= 40 ? name : `${name.slice(0, 39).replace(/\s+\S*$/, '').replace(/[\s(,/-]+$/, '')}${name.includes('(') && !name.slice(0, 39).includes(')') ? ')' : ''}`.slice(0, 40));
  const make = (name: string, base: number, source: BriefLane['source'], words?: string, squad: Squad | null = null): BriefLane => ({ name: short(name), base, factor: 1, volume: null, focus: null, squad, limits: [], source, ...(words ? { words } : {}) });
  if (read.lanes.length >= 2) {
    read.lanes.forEach((l: LaneRead, i) => {
      const name = l.label ?? `Lane ${i + 1}`;
      const squad = laneSquads.find(([re]) => re.test(l.label ?? ''))?.[1] ?? null;
      lanes.push(make(name, inCourse(l.base, l.course, options.course), 'said', l.said || undefined, squad));
    });
    lanes.push(...groupsWithoutBase(t, lanes).map((g) => make(g.name, g.base, 'said', g.words)));
    // "4 lanes … lane 1 base 1:25, lane 4 is ~2:05": the lanes between on bases between, 5 s steps past the ends.
    const numbered = lanes.map((l) => Number(/^lane (\d)$/i.exec(l.name)?.[1] ?? NaN));
    if (read.count && read.count > lanes.length && read.count <= 8 && numbered.every((n) => n >= 1 && n <= read.count!)) {
      const known = numbered.map((n, i) => [n, lanes[i]!.base] as const).sort((a, b) => a[0] - b[0]);
      for (let n = 1; n <= read.count; n++) {
        if (numbered.includes(n)) continue;
        const below = known.filter(([k]) => k < n).at(-1);
        const above = known.find(([k]) => k > n);
        const base = below && above ? below[1] + ((above[1] - below[1]) * (n - below[0])) / (above[0] - below[0]) : below ? below[1] + 5 * (n - below[0]) : above![1] - 5 * (above![0] - n);
        lanes.push(make(`Lane ${n}`, Math.round(base / 5) * 5, 'assumed', `lane ${n} between the lanes you gave`));
      }
      lanes.sort((a, b) => Number(/\d/.exec(a.name)?.[0]) - Number(/\d/.exec(b.name)?.[0]));
    }
  } else if (read.range && (read.count ?? 0) !== 1) {
    // "CSS ranges from like 1:35 to 2:10": the threshold pace each lane holds, so its base (the aerobic send-off pace) is a few seconds slower.
    const css = /\bcss\b|\bthreshold pace\b|\bt-?pace\b/.test(read.range.said);
    const [fast, slow] = read.range.value.map((v) => (css ? v + 7 : v)) as [number, number];
    const count = Math.min(6, Math.max(2, read.count ?? Math.round((options.headcount ?? 16) / 5)));
    spread(count, slow, fast).forEach((b, i) => lanes.push(make(`Lane ${i + 1}`, b, 'assumed', i === 0 ? `${read.range!.said}, split over ${count} lanes${css ? ', each base 7 s slower than its CSS' : ''}` : undefined)));
  } else if (read.single && read.count && read.count >= 3 && read.count <= 6 && /\bmiddle\b|\bmid\b|\baverage\b/.test(read.single.said)) {
    const mid = read.single.value;
    const half = Math.floor(read.count / 2);
    for (let i = 0; i < read.count; i++) lanes.push(make(`Lane ${i + 1}`, mid + (i - half) * 5, 'assumed', i === 0 ? `${read.single.said}, 5 s a lane either side` : undefined));
  } else if (options.stored && options.stored.groups.length >= 2 && options.useStored) {
    for (const g of options.stored.groups) lanes.push({ ...make(g.name, inCourse(g.base.free, options.stored.course, options.course), 'stored', 'your lane groups'), factor: g.volume_factor });
    // "lane 6 is the new tri group not in the system, they swim ~1:50/100": a lane beside the stored ones, on its own base
    // (a pace they swim leaves 10 s a 100 for the send-off).
    const extra = /\blanes?\s*(\d)\s+(?:is|are|=)\s+(?:the\s+|my\s+|our\s+)?(?:new\s+|newer\s+)?([a-z]+)(?:\s+(?:group|kids|people|ppl|folks|crew|swimmers))?\b[^.;\n]{0,60}?\b(swims?|holds?|on|base)\s*(?:about|around|like)?\s*~?\s*(\d?:[0-5]\d)/.exec(t);
    if (extra && !lanes.some((l) => new RegExp(String.raw`\b${extra[1]}\b`).test(l.name))) {
      const seconds = clockSeconds(extra[4]!) + (/^swim/.test(extra[3]!) ? 10 : 0);
      if (seconds >= 50 && seconds <= 210) lanes.push(make(`Lane ${extra[1]} (${extra[2]})`, seconds, 'said', extra[0]));
    }
  }
  // "3 lanes, slow lane is ~2:10 base": the slowest lane's base, the others 10 s a lane faster.
  else if (read.single && /\b(?:slow(?:est)?|bottom|last)\s+lane\b/.test(read.single.said) && (read.count ?? 3) >= 2 && (read.count ?? 3) <= 6) {
    const slow = inCourse(read.single.value, null, options.course);
    const count = read.count ?? 3;
    spread(count, slow, slow - 10 * (count - 1)).forEach((b, i) => lanes.push(make(`Lane ${i + 1}`, b, 'assumed', i === 0 ? `${read.single!.said} in the slowest lane, the others 10 s a lane faster` : undefined)));
  }
  // "The fastest are on 1:15": the top lane's base, the others 10 s a lane slower (a group spans about 20 s).
  else if (read.single && !read.count && /\b(?:fastest|top|best|quickest|strongest)\b/.test(read.single.said)) {
    const top = inCourse(read.single.value, null, options.course);
    const count = Math.min(4, Math.max(3, Math.round((options.headcount ?? 18) / 6)));
    spread(count, top + 20, top).forEach((b, i) => lanes.push(make(`Lane ${i + 1}`, b, 'assumed', i === 0 ? `${read.single!.said} in lane 1, the others slower` : undefined)));
  }
  // "5 lanes" and one base (or none): the base is the middle lane's, 5 s a lane either side (COACHING.md §9).
  // "8 lanes but only 16 guys" is the pool, not the group's speeds: only a count said of the swimmers makes lanes.
  // "16 guys in 4 lanes, roughly even": lanes of one speed are one group on one base, not a spread of bases.
  else if (read.count && read.count >= 3 && read.count <= 6 && (read.single || options.middle) && !/\b(?:roughly|pretty|fairly|about|all|mostly)\s+(?:even|equal|the same(?: speed)?)\b|\b(?:same|similar|even) (?:speed|pace|ability)\b|\bevenly matched\b/.test(t) && !/\b(?:\d|one|two|three|four|five|six|seven|eight)\s+lanes?\s+(?:but|available|open|free|to use)\b|\b(?:have|got|use of)\s+(?:all\s+)?(?:\d|seven|eight)\s+lanes?\b(?=[^.]{0,20}\bbut\b)/.test(t)) {
    const mid = read.single ? inCourse(read.single.value, null, options.course) : options.middle!.base;
    const half = Math.floor(read.count / 2);
    const words = `${read.count} lanes, 5 s a lane either side of ${clock(mid)} (${read.single ? 'your base' : options.middle!.whose}) in the middle`;
    for (let i = 0; i < read.count; i++) lanes.push(make(`Lane ${i + 1}`, mid + (i - half) * 5, 'assumed', i === 0 ? words : undefined));
  }
  // "mixed ages, no idea how many will show up": three lanes by speed around the middle, 10 s apart, so anyone who comes has one.
  else if (/\bmixed (?:ages?|abilit(?:y|ies)|levels?|group|bag|speeds?)\b|\ball (?:ages|levels|abilities)\b/.test(t) && options.middle && !read.single && !read.range) {
    [-10, 0, 10].forEach((d, i) => lanes.push(make(`Lane ${i + 1}`, options.middle!.base + d, 'assumed', i === 0 ? `mixed group: three lanes by speed, 10 s apart around ${clock(options.middle!.base)} (${options.middle!.whose})` : undefined)));
  }
  // "lane 1 sprinters (50/100), lanes 2-3 distance free (want 5k+), lane 4 IMers, lane 5 breaststrokers": lanes given jobs, no bases:
  // each on the middle base, each with its own main.
  else if (jobLanesSaid.length >= 2 && options.middle) {
    for (const [i, job] of jobLanesSaid.entries()) lanes.push(make(job.name, options.middle.base, 'assumed', i === 0 ? `lanes by job, each on ${clock(options.middle.base)} (${options.middle.whose})` : undefined));
  }
  // "Split into event groups: sprint / distance / IM": a group for each, on the middle base, each with its own main (COACHING.md §9b).
  else if (events.length >= 2 && options.middle) {
    events.forEach((name, i) => lanes.push(make(name, options.middle!.base, 'assumed', i === 0 ? `event groups, each on ${clock(options.middle!.base)} (${options.middle!.whose})` : undefined)));
  }
  // A group wider than one age band ("9-14s") with no lanes given: a lane line for each band, on its own base.
  // (A base the coach gave for the whole group keeps it one group: "age group 11-14 … base 1:20".)
  else if (options.ages && options.ages.length >= 2 && !read.single) options.ages.forEach((band, i) => lanes.push(make(band.name, band.base, 'assumed', i === 0 ? 'a lane for each age band, on its level’s default base' : undefined, band.squad)));
  // "base ~2:30-3:00" for a group not split into lanes: the middle of it is the group's base.
  const one = read.single?.value ?? (read.range ? Math.round((read.range.value[0] + read.range.value[1]) / 2 / 5) * 5 : null);
  if (lanes.length < 2) return { lanes: [], together, single: one !== null ? inCourse(one, null, options.course) : null, swimmers: [] };
  // Fastest first, as a pool is laid out.
  if (lanes.every((l) => l.source !== 'stored')) {
    // Groups named for their ages ("9-10s A", "11-12s") stand fastest first whatever order they were said in.
    if (lanes.every((l) => /^\d{1,2}\s*-\s*\d{1,2}s?\b|^\d{1,2}\s*&\s*u/i.test(l.name))) lanes.sort((a, b) => a.base - b.base);
    else if (lanes[0]!.base > lanes.at(-1)!.base) lanes.reverse();
  }
  const diveLanes = lanesWithoutDives(t, lanes.length);
  // The lanes' rule, never the whole pool's.
  for (const w of diveLanes?.words ?? []) text.take(w);
  const owns = lanes.map((lane) => {
    const except = new RegExp(String.raw`\bexcept (?:for )?${laneKeys(lane.name)[0]}\b[^.;\n]*`).exec(t);
    const own = except?.[0] ?? groupClause(bothSaid(t), lane.name, lanes.map((l) => l.name)) ?? '';
    // A lane's job in a few words: "11-12 stroke" is stroke work (IM), "wants a long set" distance, "race pace" pacing.
    const job = own.replace(/\d:[0-5]\d/g, '').replace(/\bstroke\b(?!\s*(?:counts?|rate|length|drills?))/g, 'im').replace(/\b(?:a )?long (?:free |aerobic |easy |steady )?(?:set|stuff|swims?|repeats)\b/g, 'distance');
    const found = own ? readFocus(job, 'practice').filter((f: Focus) => ['aerobic', 'threshold', 'sprint', 'technique', 'distance', 'vo2', 'im', 'pacing'].includes(f)) : [];
    // "sprint race pace 50s" is a sprint main: race pace is a lane's job only on its own.
    const read = found.includes('sprint') ? found.filter((f) => f !== 'pacing') : found;
    // "distance … on 1:05; distance threshold": the group's name is who they are, the other word what they do today.
    const named = new Set(eventGroupNames.filter(([re]) => re.test(lane.name.toLowerCase())).map(([, n]) => n.toLowerCase()));
    const doing = read.filter((f) => !named.has(f));
    const focus = doing.length > 0 ? doing : read;
    return { own, focus };
  });
  // "varsity threshold 100s, lanes 3-4 aerobic 200s, lane 5 technique": lanes given different jobs each do their own.
  const jobs = new Set(owns.filter((o) => o.focus.length > 0).map((o) => o.focus.join('+')));
  const different = owns.filter((o) => o.focus.length > 0).length >= 2 && jobs.size >= 2;
  for (const [i, lane] of lanes.entries()) {
    lane.volume = groupVolume(t, lane.name);
    const { own, focus } = owns[i]!;
    if (focus.length > 0 && (different || /\binstead\b|\bexcept\b|\bonly\b|\bget(?:s)?\b|\bgive\b|\bdiff(?:erent)?\b|\bown\b|\bdo(?:es)?\b|\bgoes\b/.test(own))) {
      lane.focus = focus;
      const wants = readLaneWants(own);
      if (wants.length > 0) lane.wants = wants;
      // What one group does differently is not the whole pool's focus.
      for (const part of own.split('; ')) text.take(part.replace(/^except (?:for )?/, ''));
    }
    const read = own ? readLimits(own, { timeIsLimit: false }) : [];
    // "blocks only on the deep end (lanes 4-6) … NO dives on 1-3": no dives where the coach said, whatever lane the sentence names first.
    const n = Number(/^lane (\d{1,2})$/i.exec(lane.name)?.[1] ?? i + 1);
    const limits = !diveLanes ? read : diveLanes.lanes.has(n) ? [...read.filter((c) => c.rule !== 'no_dives'), { rule: 'no_dives' as const, said: diveLanes.said }] : read.filter((c) => c.rule !== 'no_dives');
    if (limits.length > 0) {
      lane.limits = limits;
      for (const part of own.split('; ')) text.take(part);
      // A lane's limit is written as that lane's own line under the sets it changes ("Lane 4 (2 swimmers): …"), the rest of the pool as written.
      const some = /\b(\d|two|three|four|a couple(?: of)?|a few|some)\s+(?:of (?:them|the \w+)\s+|people|swimmers|kids|guys|girls|adults)\b/.exec(own);
      const count = some ? ({ two: '2', three: '3', four: '4', 'a couple': '2', 'a couple of': '2', 'a few': 'a few', some: 'some' } as Record<string, string>)[some[1]!] ?? some[1]! : null;
      laneSwimmers.push({ name: count ? `${lane.name} (${count} swimmers)` : lane.name, limits, lane: lane.name, event: null, words: own.slice(0, 400) });
    }
    // "Lanes 1-2" names lanes, not ages: only a group named for a squad ("JV", "Masters") has one.
    // "Mid (8 kids)", "Distance (sam, kai, rowan)": a head count or names in the note are not ages.
    // "13-14 kick heavy" beside groups given mains of their own: the group's own asks, whatever its focus.
    if (!lane.wants && owns[i]!.own && /\b(?:totally |completely )?different mains?\b|\bown (?:mains?|sets?)\b|\bseparate mains?\b/.test(t)) {
      const wants = readLaneWants(owns[i]!.own);
      if (wants.length > 0) {
        lane.wants = wants;
        // The group's ask, not the whole pool's.
        for (const part of owns[i]!.own.split('; ')) text.take(part);
      }
    }
    if (!lane.squad && !/^lanes?\b|^group\b/i.test(lane.name)) lane.squad = readSquad(lane.name.replace(/\((?:\d+\s+[a-z]+|[^)]*,[^)]*)\)/gi, ' '))?.value ?? null;
  }
  // "Same warm-up, then totally different mains": a group named for its events trains for them.
  // Lanes handed out by event group ("sprinters L1-2 on 1:05, mid L3 on 1:10, distance L4-5 on 1:00") train for their events too.
  const byName: ReadonlyArray<readonly [RegExp, Focus[]]> = [[/sprint/i, ['sprint']], [/\bmid/i, ['threshold']], [/distance/i, ['distance']], [/\bim(?:ers?)?\b/i, ['im']], [/breast/i, ['breast']], [/back/i, ['back']], [/fly|butterfl/i, ['fly']], [/stroke/i, ['im']]];
  // (Groups named "Sprint A", "Sprint B" are one job in two speeds, not event groups: at least two events must be named.)
  const eventOf = (l: BriefLane) => byName.findIndex(([re]) => re.test(/\(([^)]*)\)/.exec(l.name)?.[1] ?? l.name));
  const byEvents = lanes.every((l) => l.source !== 'stored' && eventOf(l) >= 0) && new Set(lanes.map(eventOf)).size >= 2;
  if (/\b(?:totally |completely )?different mains?\b|\bown mains?\b|\bseparate mains?\b|\beach group (?:gets )?(?:its|their) own\b/.test(t) || (lanes.every((l) => l.source === 'assumed') && events.length >= 2) || byEvents) {
    for (const lane of lanes) if (!lane.focus) lane.focus = byName.find(([re]) => re.test(lane.name))?.[1] ?? null;
    // "same theme (backstroke) but different mains": groups with no job of their own each get a main of their own on the day's theme;
    // "different mains … sr main aerobic pull, 13-14 kick heavy": a group whose job is the day's still swims its own.
    if (lanes.every((l) => !l.focus) || !eachOwnJob(lanes)) for (const lane of lanes) lane.ownMain = true;
  }
  // "5k / 4.5k / 4k / 3k scy" beside the lanes: each lane's volume, in lane order.
  const list = lanes.every((l) => l.volume === null) ? /(?<![\d:])(\d{1,2}(?:\.\d)?\s*k|\d{4,5})((?:\s*\/\s*(?:\d{1,2}(?:\.\d)?\s*k|\d{4,5})){1,7})(?![\d:])/.exec(t) : null;
  if (list) {
    const each = [list[1]!, ...list[2]!.split('/').map((x) => x.trim()).filter(Boolean)].map((x) => (/k$/.test(x.replace(/\s/g, '')) ? Math.round(parseFloat(x) * 1000) : parseInt(x, 10)));
    if (each.length === lanes.length && each.every((v) => v >= 500 && v <= 20000)) lanes.forEach((l, i) => (l.volume = each[i]!));
  }
  const volumes = lanes.map((l) => l.volume).filter((v): v is number => v !== null);
  const most = Math.max(...volumes, 0);
  const fastest = Math.min(...lanes.map((l) => l.base));
  for (const lane of lanes) {
    if (lane.source === 'stored') continue;
    // A group's own volume sets its share; else slower lanes swim about 10 % less per step so all finish together (COACHING.md §9).
    // A sprint group beside others swims less: its main is quality, not yards (COACHING.md §9b).
    const sprintGroup = lanes.length >= 2 && lane.focus?.length === 1 && lane.focus[0] === 'sprint' && lanes.some((l) => l.focus && !l.focus.includes('sprint')) ? 0.8 : 1;
    // "L6 is new kids, half the yards", "lane 5 does like 75% of what lane 1 does": the share the coach gave that lane.
    const own = owns[lanes.indexOf(lane)]?.own ?? '';
    // With every lane finishing together the time sets each lane's share; "probably about half" is the coach's guess at it.
    const said = together ? null : readShare(own);
    const share = said !== null && said >= 0.4 && said < 1 ? said : null;
    lane.factor = share ?? (lane.volume && most > 0 ? Math.max(0.4, Math.min(1, lane.volume / most)) : Math.max(0.5, Math.min(1, Math.round((fastest / lane.base) * sprintGroup * 20) / 20)));
  }
  return { lanes, together, single: null, swimmers: laneSwimmers };
}

/** Every lane or group was given a job of its own, and not all the same one. */
export const eachOwnJob = (lanes: readonly Pick<BriefLane, 'focus'>[]) => lanes.length >= 2 && lanes.every((l) => l.focus && l.focus.length > 0) && new Set(lanes.map((l) => l.focus!.join('+'))).size >= 2;

/** The stored groups' line in the brief's words: "Lane 1-2 1:10, Lane 3-4 1:20". */
export const lanesText = (lanes: readonly BriefLane[]) => lanes.map((l) => `${l.name} ${clock(l.base)}`).join(', ');

/**
 * Words that point at the coach's saved lane groups: "use my lane groups", "for my 3 groups", "3 lanes as
 * usual", "by lane". A coach who stored groups and speaks of lanes without giving their bases means those.
 */
export const refersToStoredGroups = (text: string) =>
  /\b(?:my|our|the|use (?:my|our|the)) (?:\w+ )?(?:lane )?groups\b|\b(?:my|our) (?:\w+ )?lanes\b|\blane groups\b|\beach (?:of my )?(?:lanes?|groups?)\b|\blanes\b|\b(?:\d|two|three|four|five|six) groups\b|\b(?:by|per|every) lane\b|\b(?:usual|normal|regular|same) (?:lanes?|groups|bases)\b/.test(normalise(text));

export type { PlanConstraint };
