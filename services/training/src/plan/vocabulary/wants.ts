import type { BriefWant, SectionKind, Stroke, Zone } from '@laneforge/contracts';
import { clockSeconds } from './amounts';
import { normalise } from './text';

/**
 * Parts of a practice a coach asks for without writing them out (COACHING.md §1.1, §4): "a main set
 * of 100s", "threshold free main", "race pace 50s at the end", "a pyramid main", "3000+ main",
 * "1/3 of the yardage kick", "a relay game to close (15 min)", "all 25s today", "12 days of xmas".
 */

const strokeOf: Record<string, Stroke> = { free: 'free', freestyle: 'free', back: 'back', backstroke: 'back', breast: 'breast', breaststroke: 'breast', fly: 'fly', butterfly: 'fly', im: 'im', kick: 'kick', pull: 'pull' };

const zoneWords: ReadonlyArray<readonly [Zone, RegExp]> = [
  ['EN2', /\bthreshold\b|\ben2\b|\bcss\b|\bbest avg|\bbest average\b/],
  ['EN3', /\bvo2\b|\ben3\b|\b(?:200|400) pace\b/],
  ['SP1', /\brace[- ]pace\b|\bbroken\b|\btolerance\b/],
  ['SP3', /\bsprint|\bfast\b|\ball[- ]out\b|\bspeed\b/],
  ['EN1', /\baerobic|\bendurance\b|\bsteady\b|\bsmooth\b/],
];

const placeOf = (t: string): BriefWant['place'] =>
  /\b(?:at the end|to (?:close|finish|end)|end (?:with|w)|finish (?:with|w)|last|closing|to wrap up|before (?:the )?(?:cd|cool[- ]?down|warm[- ]?down))\b/.test(t) ? 'end' : /\bin the middle\b|\bmid[- ]practice\b/.test(t) ? 'middle' : /\b(?:to start|at the start|first|right after (?:the )?warm[- ]?up|open with)\b/.test(t) ? 'start' : null;

export function want(kind: SectionKind, words: string, fields: Partial<BriefWant>): BriefWant {
  return { kind, distance: null, stroke: null, zone: null, structure: null, volume: null, share: null, minutes: null, place: null, words: words.trim(), ...fields };
}

function zoneIn(t: string): Zone | null {
  return zoneWords.find(([, re]) => re.test(t))?.[1] ? zoneWords.find(([, re]) => re.test(t))![0] : null;
}

/** The clause around `index`: from the previous to the next punctuation mark. */
function clauseAt(t: string, index: number, length: number): string {
  const before = t.slice(0, index);
  const start = Math.max(before.lastIndexOf('.'), before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf('\n'), before.lastIndexOf(' - ')) + 1;
  const rest = t.slice(index + length);
  const stop = /[.,;\n]|\s-\s/.exec(rest);
  return t.slice(start, index + length + (stop ? stop.index : rest.length));
}

/**
 * A lane's own job ("varsity does threshold 100s", "lanes 3-4 aerobic 200s"): its main's repeats, said
 * with or without the word "main".
 */
export function readLaneWants(clause: string): BriefWant[] {
  const t = normalise(clause);
  const wants = readWants(t);
  if (wants.some((w) => w.kind === 'main')) return wants;
  const reps = /\b(\d{2,4})'?s\b(?!\s*(?:rest|sec|min))/.exec(t.replace(/\d:[0-5]\d/g, ''));
  return reps && +reps[1]! >= 25 && +reps[1]! <= 1000 ? [...wants, want('main', t, { distance: +reps[1]!, zone: zoneIn(t) })] : wants;
}

export function readWants(text: string): BriefWant[] {
  const t = normalise(text);
  const out: BriefWant[] = [];
  // "main set of 100s", "a main of 200s at threshold", "main set: 100s", "100s main".
  for (const m of t.matchAll(/\bmain(?: set)?\b[^.;,+\n\d]{0,24}?\b(\d{2,4})'?s\b|\b(\d{2,4})'?s\s+(?:for the |as the |as a )?main\b/g)) {
    const clause = clauseAt(t, m.index, m[0].length);
    const stroke = /\b(free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|butterfly|im)\b/.exec(clause)?.[1];
    // "a main set of 100s somewhere, something aerobic-ish": the effort may come in the next few words.
    const zone = zoneIn(clause) ?? zoneIn(t.slice(m.index + m[0].length, m.index + m[0].length + 40).split(/[.;\n]|\band\b/)[0]!);
    out.push(want('main', clause, { distance: +(m[1] ?? m[2])!, zone, ...(stroke ? { stroke: strokeOf[stroke]! } : {}) }));
  }
  // "doing threshold 100s", "aerobic 200s", "css 100s": the main set's repeats and effort.
  if (!out.some((w) => w.kind === 'main')) {
    const m = /\b(threshold|aerobic|en[123]|vo2|css)\s+(?:free\s+)?(\d{2,4})'?s\b/.exec(t);
    if (m && +m[2]! >= 50) out.push(want('main', clauseAt(t, m.index, m[0].length), { distance: +m[2]!, zone: zoneIn(m[1]!) }));
  }
  // "50s @ :45 at goal 100 pace … max 20": the coach's race-pace repeat, its send-off and the most repeats.
  const rp = /\b(25|50|75|100)'?s?\s*(?:free|back|breast|fly|br|bk|fr)?\s*(?:@|on(?: the)?)\s*(\d?:[0-5]\d)\b(?=[^.;\n]{0,40}?\b(?:goal|race)\b[^.;\n]{0,16}?\bpace\b)/.exec(t);
  if (rp) {
    const most = /\bmax(?:imum)?\s*(?:of\s*)?(\d{1,2})\b(?!\s*(?:min|sec|s\b|%))|\b(?:up to|no more than)\s*(\d{1,2})\s*(?:reps?|repeats?|of them)?\b(?!\s*(?:min|sec|%))/.exec(t);
    const mostReps = most ? +(most[1] ?? most[2])! : null;
    out.push(want('race_pace', clauseAt(t, rp.index, rp[0].length), { distance: +rp[1]!, zone: 'SP1', structure: 'coach race pace', sendOff: clockSeconds(rp[2]!), most: mostReps !== null && mostReps >= 4 ? mostReps : null }));
  }
  // "at least one continuous swim of 800+", "a straight 1000 in there": the main's repeats are that long.
  if (!out.some((w) => w.kind === 'main')) {
    const m = /\b(?:continuous|straight|non-?stop|unbroken)\s+(?:swims?\s+)?(?:of\s+)?(?:at least\s+)?(\d{3,4})\b|\b(?:one|a|an|1)\s+(\d{3,4})\s*\+?\s*(?:continuous|straight|non-?stop|unbroken)\b/.exec(t);
    const distance = m ? +(m[1] ?? m[2])! : 0;
    if (m && distance >= 400 && distance <= 3000) out.push(want('main', clauseAt(t, m.index, m[0].length), { distance, zone: zoneIn(clauseAt(t, m.index, m[0].length)) ?? 'EN1' }));
  }
  // "threshold free main", "aerobic main", "a big aerobic set, like 3000+ main".
  if (!out.some((w) => w.kind === 'main')) {
    const m = /\b((?:[a-z+]{1,24}[- ]){0,3}[a-z+]{1,24})\s+(?:main(?: set)?|set)\b/.exec(t);
    const clause = m ? clauseAt(t, m.index, m[0].length) : '';
    const zone = m ? zoneIn(m[1]!) : null;
    // "IM focus on the back half of the main": the back half is where in the set, not backstroke.
    const stroke = m ? /\b(free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|butterfly|im)\b(?!\s+(?:half|end|part|portion|of\b))/.exec(m[1]!)?.[1] : undefined;
    // "3000+ main", "a main of 2500", "want a 3000 broken up somehow": the main set's size.
    const size = /\b(\d[\d,]{2,5}|\d(?:\.\d)?\s*k)\s*\+?\s*(?:y|yd|yds|yards?|m)?\s*main\b|\bmain(?: set)?(?: of|,? like|,? about|,? around|,? ~| ~| is| should be)? (?:at least |about |around |~\s*)?(\d[\d,]{2,5})\s*(?:ish\b|\+)?(?!\s*(?:x|@|min))|\ba (\d{4})\s*(?:y|yd|yds|m)?\s+(?:broken(?: up)?|straight|continuous|swim)\b/.exec(t);
    const volume = size ? Math.round(/k/.test(size[1] ?? '') ? parseFloat(size[1]!) * 1000 : parseInt((size[1] ?? size[2] ?? size[3])!.replace(',', ''), 10)) : null;
    if (m && (zone || stroke || volume)) out.push(want('main', clause, { zone, ...(stroke ? { stroke: strokeOf[stroke]! } : {}), volume }));
    // "a 3000 broken up": a long swim in pieces, at the day's effort ("broken" here is no race-pace swim).
    else if (volume) out.push(want('main', size![0], { volume, zone: size![3] ? null : zoneIn(clauseAt(t, size!.index, size![0].length)) }));
  }
  // "200 pace work", "500 pace set": the main set's repeats at that event's pace (VO2, EN3), short enough to hold it.
  if (!out.some((w) => w.kind === 'main' && (w.distance || w.zone))) {
    const pace = /\b(100|200|400|500|800|1000|1500|1650)\s*(?:race\s*)?pace\s+(?:work|set|stuff|day|focus|main)\b/.exec(t);
    if (pace) out.push(want('main', clauseAt(t, pace.index, pace[0].length), { distance: +pace[1]! <= 200 ? 50 : 100, zone: +pace[1]! <= 100 ? 'SP1' : 'EN3' }));
  }
  // "main as a ladder", "something with a ladder pls", "a pyramid would be fun": the main set's shape.
  const structure = /\b(pyramid|ladder|descend(?:ing)?|negative split|broken)\s+(?:main|set)\b|\bmain(?: set)?\s*(?:as a |should be a |is a )?(pyramid|ladder)\b|\b(?:with|do|want|like|have) (?:a |some |an? )?(pyramid|ladder)s?\b/.exec(t);
  if (structure) {
    const main = out.find((w) => w.kind === 'main');
    const said = (structure[1] ?? structure[2] ?? structure[3])!.replace(/ing$/, '');
    // "like a pyramid thing … but not a pyramid": the shape's cousin, a ladder, not the shape refused.
    const name = said === 'pyramid' && /\bnot (?:a |an |the |actual(?:ly)? |real |straight |exactly a )*pyramid\b/.test(t) ? 'ladder' : said;
    if (main) main.structure = name;
    else out.push(want('main', structure[0], { structure: name }));
  }
  // "race pace 50s at the end", "some 25s fast at the end", "sprint 25s to finish".
  for (const m of t.matchAll(/\b(race[- ]pace|sprint|fast|all[- ]out|speed|max)\s+(\d{2,3})s\b|\b(\d{2,3})s\s+(?:at\s+)?(race[- ]pace|fast|all[- ]out|sprint)\b/g)) {
    const clause = clauseAt(t, m.index, m[0].length);
    const race = /race/.test(m[1] ?? m[4] ?? '');
    out.push(want(race ? 'race_pace' : 'sprint', clause, { distance: +(m[2] ?? m[3])!, zone: race ? 'SP1' : 'SP3', place: placeOf(clause) }));
  }
  // "a short speed set before cd", "a quick sprint set at the end": fast 25s in their place, the day's job unchanged.
  if (!out.some((w) => w.kind === 'sprint' || w.kind === 'race_pace')) {
    const speedSet = /\b(?:short|quick|little|small|brief)\s+(?:speed|sprint)\s+set\b|\b(?:speed|sprint)\s+set\s+(?:before (?:the )?(?:cd|cool[- ]?down|warm[- ]?down)|at the end|to (?:close|finish|end))\b/.exec(t);
    if (speedSet) {
      const clause = clauseAt(t, speedSet.index, speedSet[0].length);
      out.push(want('sprint', clause, { distance: 25, zone: 'SP3', place: placeOf(clause) }));
    }
  }
  // "need a kick set", "add a kick set": a kick set of its own, whatever kick the coach's warm-up has.
  const kickSet = /\b(?:need|needs|want|add|include|plus|and|with|w\/?)\s+(?:a\s+|some\s+|one\s+)?kick\s+set\b/.exec(t);
  if (kickSet && !out.some((w) => w.kind === 'kick')) out.push(want('kick', kickSet[0], {}));
  // "warm up 1000 pls", "a 1000 warm-up, they're slow starters": the warm-up at that size.
  const warm = /\b(?:warmp?[- ]?ups?|wu)\s*(?:of\s*|is\s*|=\s*|:\s*|should be\s*|to be\s*|at\s*)?(?:~|about\s*|around\s*)?(\d{3,4})\b(?!\s*(?:x|@|s\b|yds?\s*x))|\b(?:a\s+)?(\d{3,4})\s*(?:y|yd|yds|m)?\s*(?:warmp?[- ]?ups?|wu)\b/.exec(t);
  if (warm && +(warm[1] ?? warm[2])! >= 200) out.push(want('warmup', warm[0], { volume: +(warm[1] ?? warm[2])! }));
  // "finish with some fun 25s", "end w/ a few fast 50s", "close on sprint 25s": short fast swims to close the practice.
  if (!out.some((w) => w.kind === 'sprint' || w.kind === 'race_pace')) {
    const closing = /\b(?:finish|end|close)\s+(?:with|w\/?|on)\s+(?:some\s+|a few\s+|a couple(?: of)?\s+|\d\s*x\s*)?((?:fun|fast|quick|sprint|max|all[- ]out|racing)\s+)*(\d{2,3})s?\b/.exec(t);
    if (closing && +closing[2]! <= 100) out.push(want('sprint', clauseAt(t, closing.index, closing[0].length), { distance: +closing[2]!, zone: 'SP3', place: 'end' }));
    // "a fast finish", "finish fast", "end with something fast": a few fast 25s to close.
    const fastEnd = !closing && /\b(?:a )?(?:fast|quick|speedy|sprint) (?:finish|ending|end)\b|\b(?:finish|end|close)(?: it)? (?:fast|strong|with (?:some|a bit of|something) (?:speed|fast))\b/.exec(t);
    if (fastEnd) out.push(want('sprint', clauseAt(t, fastEnd.index, fastEnd[0].length), { distance: 25, zone: 'SP3', place: 'end' }));
  }
  // "relay practice, need to work exchanges and relay starts": the day is the relays, taught then raced.
  const exchanges = /\brelay (?:exchanges?|starts?|take-?offs?|practice|day|work)\b|\b(?:work(?:ing)?|practi[cs]e|practi[cs]ing) (?:on )?(?:relay|exchanges|takeoffs)\b|\bexchanges\b/.exec(t);
  if (exchanges && !out.some((w) => w.kind === 'main')) out.push(want('main', clauseAt(t, exchanges.index, exchanges[0].length), { structure: 'relay exchanges' }));
  // "swim-off: 3 girls tied for the last 50 free spot on the relay": the swim-off swum fresh, after the warm-up.
  const swimOff = /\bswim[- ]?offs?\b/.exec(t);
  if (swimOff) {
    // "swim off 50 free at the end": the event said with the swim-off first, else the nearest one before it.
    const clause = clauseAt(t, swimOff.index, swimOff[0].length);
    const eventRe = /\b(25|50|100|200)\s*(free|freestyle|back|backstroke|breast|breaststroke|fly|butterfly|im)\b/g;
    const event = eventRe.exec(t.slice(swimOff.index, swimOff.index + 40)) ?? [...t.slice(0, swimOff.index).matchAll(eventRe)].at(-1) ?? eventRe.exec(t);
    out.push(want('race_pace', clause, { structure: 'swim-off', distance: event ? +event[1]! : 50, stroke: event ? strokeOf[event[2]!]! : 'free', zone: 'SP2', place: /\bat the end\b|\bend of (?:the )?practice\b|\bto (?:close|finish|end)\b|\bafter (?:the )?main\b/.test(t.slice(swimOff.index, swimOff.index + 60)) ? 'end' : 'start' }));
  }
  // "race a 200 at the end", "a 200 from a dive at the end, their choice of stroke": one swim raced for time, fresh, with a
  // short build before it.
  if (!swimOff) {
    const race = /\brace (?:a|one|the|an?|their) (\d{2,4})(?:\s*(free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|im))?\b|\b(?:a |one |the |an? )(\d{2,4})(?:\s*(free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|im))?\s+(?:race|for time|time trial|from a dive|off the blocks)\b/.exec(t);
    const distance = race ? +(race[1] ?? race[3])! : 0;
    if (race && distance >= 50 && distance <= 500) {
      const clause = clauseAt(t, race.index, race[0].length);
      const stroke = race[2] ?? race[4] ?? (/\b(?:their )?choice(?: of stroke)?\b|\bany stroke\b/.test(t) ? null : null);
      out.push(want('race_pace', clause, { structure: 'race', distance, stroke: stroke ? strokeOf[stroke.replace(/style|stroke$/, '')] ?? strokeOf[stroke] ?? null : null, zone: 'SP1', place: placeOf(t.slice(race.index, race.index + 60)) ?? 'end' }));
    }
  }
  // "relay game to close (15 min)", "a fun relay at the end"; "the 200 free relay", "medley relay" are races, not games.
  const relay = /(?<!\b(?:\d{3}\s*(?:free|freestyle|fr|medley|im)|medley|free|freestyle)\s)\b(?:fun\s+)?relays?(?:\s+(?:game|race|races))?\b|\bgames?\b(?!\s+day)/.exec(t);
  if (relay && !exchanges && !swimOff && !/\brelay (?:exchanges?|starts?|takeoffs?)\b/.test(t.slice(relay.index, relay.index + 20))) {
    const clause = clauseAt(t, relay.index, relay[0].length);
    const minutes = /\((\d{1,2})\s*min|\b(\d{1,2})\s*min(?:utes)?\b/.exec(clause);
    out.push(want('sprint', clause, { structure: /relay/.test(relay[0]) ? 'relay' : 'game', minutes: minutes ? +(minutes[1] ?? minutes[2])! : null, place: placeOf(clause) ?? 'end' }));
  }
  // "kick focus pls", "pull heavy", "lots of kick": that part takes a big share of the practice.
  if (!/\b(1\/3|a third|one third|1\/4|a quarter|half|40%|30%|25%)\s+(?:of (?:the )?(?:yardage|volume|practice|meters|yards)\s+)?(?:is\s+|as\s+|should be\s+)?(?:kick|pull)\b/.test(t)) {
    // "lots of streamline + kick": the kick is a big share, the streamline a skill of its own.
    const heavy = /\b(kick|pull)(?:ing)?\s+(?:focus|heavy|day|emphasis)\b|\b(?:lots of|plenty of|extra|heavy on (?:the )?)\s*(?:streamlines?\s*(?:\+|&|and|\/)\s*)?(kick|pull)(?:ing)?\b/.exec(t);
    if (heavy) out.push(want((heavy[1] ?? heavy[2]) === 'pull' ? 'pull' : 'kick', heavy[0], { share: 0.3 }));
  }
  // "go light on kick they revolt", "minimal kick", "not much kick": that part small, about half its usual size.
  const light = /\b(?:go |keep (?:it |the )?)?(?:light|easy|short) on (?:the )?kick(?:ing)?\b|\b(?:minimal|not (?:much|a lot of|too much)|a little|only a little|just a bit of)\s+kick(?:ing)?\b|\bkick(?:ing)?\s+(?:short|light|minimal)\b/.exec(t);
  if (light && !out.some((w) => w.kind === 'kick' && w.share !== null)) out.push(want('kick', light[0], { share: 0.06 }));
  // "some long stuff 500s or 1000 ok", "long repeats 400s": the main set's repeats.
  if (!out.some((w) => w.kind === 'main' && w.distance !== null)) {
    const long = /\b(?:long(?:er)? (?:stuff|repeats|swims|reps)|some long)\s+(?:like\s+)?(\d{3,4})'?s\b/.exec(t);
    if (long) {
      const main = out.find((w) => w.kind === 'main');
      if (main) main.distance = +long[1]!;
      else out.push(want('main', long[0], { distance: +long[1]! }));
    }
  }
  // "1/3 of the yardage kick", "a third kick", "half kick".
  const share = /\b(1\/3|a third|one third|1\/4|a quarter|half|40%|30%|25%)\s+(?:of (?:the )?(?:yardage|volume|practice|meters|yards)\s+)?(?:is\s+|as\s+|should be\s+)?(kick|pull)\b/.exec(t);
  if (share) {
    const part: Record<string, number> = { '1/3': 0.33, 'a third': 0.33, 'one third': 0.33, '1/4': 0.25, 'a quarter': 0.25, half: 0.5, '40%': 0.4, '30%': 0.3, '25%': 0.25 };
    out.push(want(share[2] === 'kick' ? 'kick' : 'pull', share[0], { share: part[share[1]!] ?? 0.3 }));
  }
  // "breaststroke kick + pullouts", "fly kick day": the kick set swims that stroke's kick.
  // "kicking on their backs, they sink their hips": the kick set on the back, the back kick's cues.
  const strokeKick = /(?<!\bno\s)\b(breast(?:stroke)?|fly|butterfly|dolphin|back(?:stroke)?)\s+kick\b(?!\s*(?:only|sets? only))/.exec(t) ?? /(?<!\bno\s)\bkick(?:ing)? on (?:their|your|the|our) (back)s?\b/.exec(t);
  if (strokeKick && !out.some((w) => w.kind === 'kick' && w.share === null)) {
    const stroke = { breast: 'breast', breaststroke: 'breast', fly: 'fly', butterfly: 'fly', dolphin: 'fly', back: 'back', backstroke: 'back' }[strokeKick[1]!] as Stroke;
    const shared = out.find((w) => w.kind === 'kick');
    if (shared) shared.stroke = stroke;
    else out.push(want('kick', strokeKick[0], { stroke }));
  }
  // "lots of them just learned flip turns": a turn progression, not only turns at speed.
  const learning = /\b(?:just learned|just learning|learning|new to|still learning|working on|can'?t do|cant do)\s+(?:how to\s+|to\s+|their\s+|the\s+)?flip(?:\s*turns?)?\b/.exec(t);
  if (learning) out.push(want('skills', learning[0], { structure: 'flip progression' }));
  // "all 25s today", "nothing but 50s".
  const all = /\ball (\d{2,3})s\b|\bnothing but (\d{2,3})s\b|\bonly (\d{2,3})s\b/.exec(t);
  if (all) out.push(want('main', all[0], { distance: +(all[1] ?? all[2] ?? all[3])!, structure: 'all' }));
  // "kids. friday. fun.", "fun one for the 10&U": the word said on its own is the day.
  const fun = /\bsomething fun\b|\bfun (?:day|practice|friday|one|stuff|workout)\b|\bmake it fun\b|\bgames? day\b|(?:^|[.;,!]\s*)fun\s*(?:[.;,!?]|$)|\bkeep it fun\b|\bjust (?:have )?fun\b/.exec(t);
  // "threshold day … finish w something fun": a fun close to a practice with its own job, not a fun day.
  const closing = fun && /\b(?:finish|end|close|wrap(?: up)?)\s+(?:with|w\/?|on)\s+(?:a |some )?(?:something )?fun\b/.test(t);
  if (fun && closing) out.push(want('sprint', fun[0], { structure: 'relay', place: 'end' }));
  else if (fun) {
    // A fun day is the whole practice, not a relay on the end of an ordinary one.
    out.push(want('main', fun[0], { structure: 'fun' }));
    if (!out.some((w) => w.structure === 'relay' || w.structure === 'game')) out.push(want('sprint', fun[0], { structure: 'relay', place: 'end' }));
  }
  // "power day, we have parachutes, power racks and stretch cords": resisted sprints as the main.
  const power = /\bpower (?:day|set|work|practice)\b|\b(?:para)?chutes?\b|\bpower (?:racks?|towers?)\b|\bresist(?:ed|ance) (?:sprints?|swim|work)\b/.exec(t);
  // "no parachutes/tethers we don't have them": gear they lack is no power day.
  const noChutes = /\bno (?:para)?chutes?\b|\b(?:don'?t|dont|do not) have (?:any )?(?:para)?chutes?\b/.test(t);
  if (power && !noChutes && !out.some((w) => w.kind === 'main')) out.push(want('main', clauseAt(t, power.index, power[0].length), { structure: 'power', zone: 'SP3' }));
  // "SC work, they're spinning their arms": stroke counts on the main set, not a word in passing.
  const counting = /\bsc work\b|\bstroke counts?\b|\bspinning\b|\bdistance per stroke\b|\bdps\b/.exec(t);
  // "want stroke count work somewhere": a set of its own beside the day's main, not the main itself.
  const aside = counting && /^[^.;\n]{0,30}\b(?:somewhere|at some point|in there|mixed in|too|as well)\b/.test(t.slice(counting.index + counting[0].length));
  if (counting && aside) out.push(want('secondary', counting[0], { structure: 'stroke count' }));
  else if (counting && !out.some((w) => w.kind === 'main' && w.structure)) {
    const main = out.find((w) => w.kind === 'main');
    if (main) main.structure = 'stroke count';
    else out.push(want('main', counting[0], { structure: 'stroke count' }));
  }
  // The whole set is 78 lengths of 25 (day n is n x 25): the main set is sized for it.
  if (/\b12 days of (?:xmas|christmas)\b/.test(t)) out.push(want('main', '12 days of christmas', { structure: '12 days', volume: 1950 }));
  // "broken 200s, break at 100 w 10 sec rest": where the swim breaks and for how long.
  const breaks = /\bbreak(?:s|ing)? (?:at|every|each) (?:the )?(\d{2,3})s?\b(?:[^.;\n]{0,12}?\b(\d{1,2})\s*(?:sec(?:ond)?s?|s)\b)?/.exec(t);
  if (breaks) out.push(want('main', breaks[0], { structure: 'broken', distance: +breaks[1]!, rest: breaks[2] ? +breaks[2] : null }));
  // "sighting in the pool", "breath control on 3/5", "flags to wall counting".
  if (/\bsighting\b/.test(t)) out.push(want('skills', 'sighting', { structure: 'sighting' }));
  // "no walls / turn at the flags": open-water turns in the pool, around the flags or a teammate, never touching the wall.
  if (/\bno[- ]walls?\b|\bturn (?:at|around) the flags\b|\bno[- ]wall turns?\b|\bwithout (?:touching )?the walls?\b/.test(t)) out.push(want('skills', 'no-wall turns', { structure: 'no-wall turns' }));
  const breath = /\bbreath(?:ing)? (?:control|pattern)s?(?:\s+on\s+(\d)\/(\d))?|\bb(\d)\/(\d)\b|\bbreathe every (\d)|\bbilateral(?: breathing)?\b|\bbreath(?:e|ing) (?:to )?both sides\b/.exec(t);
  if (breath && !/\bno breath/.test(t)) out.push(want('skills', breath[0], { structure: 'breathing' }));
  if (/\bflags?[- ]to[- ]wall\b|\bbackstroke flags\b|\brollover turns?\b/.test(t)) out.push(want('skills', 'backstroke turns', { structure: 'back turns', stroke: 'back' }));
  // The back-to-breast turn the coach named: "bucket turns", "crossover turns", "the open turn".
  const backToBreast = /\b(bucket|crossover|cross-over|somersault|open|rollover)\s+(?:back[- ]to[- ]breast\s+)?turns?\b/.exec(t);
  if (backToBreast && /\bim\b|\bback[- ]to[- ]breast\b|\btransitions?\b/.test(t)) out.push(want('skills', backToBreast[0], { structure: `${backToBreast[1]!.replace('cross-over', 'crossover')} turn` }));
  // "lots of streamline + kick", "work on their streamlines": streamline push-offs as a skill of their own.
  if (/\b(?:lots of|plenty of|work(?:ing)? on|focus on|more|some|extra|tight|better|good)\s+(?:(?:their|the|tight|better|good)\s+)?streamlines?\b/.test(t)) out.push(want('skills', 'streamline', { structure: 'streamline' }));
  if (/\bpull[- ]?outs?\b/.test(t)) out.push(want('skills', 'pullouts', { structure: 'pullouts', stroke: 'breast' }));
  // "rest based not send offs pls", "nobody reads a pace clock": every set on rest after each repeat, no intervals.
  const onRest = /\brest[- ]based\b|\b(?:no|not|without|instead of|never) (?:on )?(?:send[- ]?offs?|intervals)\b|\b(?:can'?t|cannot|don'?t|doesn'?t|nobody|no one|none of them) (?:really )?(?:reads?|use|uses|knows?(?: how to read)?) (?:a |the )?pace ?clocks?\b/.exec(t);
  if (onRest) out.push(want('secondary', onRest[0], { structure: REST_BASED }));
  out.push(...testWants(t));
  return out;
}

/** A want for the whole practice: every set on rest after each repeat, never on a send-off. */
export const REST_BASED = 'rest-based';

const ageBands: ReadonlyArray<readonly [string, RegExp]> = [
  ['8&U', /\b8\s*(?:&|and|n)\s*u(?:nder)?s?\b|\b8\s*(?:and|&) unders?\b/],
  ['9-10', /\b9\s*[-/&]\s*10s?\b/],
  ['11-12', /\b11\s*[-/&]\s*12s?\b/],
  ['13-14', /\b13\s*[-/&]\s*14s?\b/],
];

/**
 * What a test day needs from the coach's words: "goal 200 times range 1:48 to 2:15" (structure
 * "goal range 108-135", in seconds), "2 coaches can time" ("timers 2"), and the events of a time trial,
 * "25s and 50s of all 4 strokes" for "8&U and 9-10s": one want per event, the youngest band on the shortest.
 */
function testWants(t: string): BriefWant[] {
  const out: BriefWant[] = [];
  const range = /\bgoals?\b[^.;\n]{0,30}?\b(\d:\d\d)(?:\.\d{1,2})?\s*(?:to|-|–|and)\s*(\d:\d\d)(?:\.\d{1,2})?/.exec(t);
  if (range) out.push(want('main', range[0], { structure: `goal range ${clockSeconds(range[1]!)}-${clockSeconds(range[2]!)}` }));
  const timers = /\b(2|3|4|two|three|four) (?:coaches|timers)\b[^.;\n]{0,30}\btim(?:e|ing)\b/.exec(t);
  if (timers) out.push(want('main', timers[0], { structure: `timers ${({ two: 2, three: 3, four: 4 } as Record<string, number>)[timers[1]!] ?? timers[1]}` }));
  const trial = /\btime[- ]trials?\b/.exec(t);
  // "500 free for time + 100 of each stroke for time": each swim the coach times is an event, in the order said.
  const timed = trial ? [] : [...t.matchAll(/\b(\d{2,4})\s*(free|back|breast|fly|im|of each(?: stroke)?|each stroke)?\s+(?:for time|timed|all out for time)\b/g)];
  for (const m of timed) {
    const distance = +m[1]!;
    const strokes: Stroke[] = !m[2] ? ['free'] : /each/.test(m[2]) ? ['fly', 'back', 'breast', 'free'] : [({ free: 'free', back: 'back', breast: 'breast', fly: 'fly', im: 'im' } as Record<string, Stroke>)[m[2]]!];
    if (distance >= 25 && distance <= 1650) for (const stroke of strokes) out.push(want('main', m[0], { distance, stroke, structure: 'time trial' }));
  }
  if (!trial) return out;
  // "5 lanes": the pool's lanes the heats fill, whatever lane groups the ages make.
  const pool = /\b(\d{1,2})\s*lanes?\b/.exec(t);
  if (pool && +pool[1]! >= 2 && +pool[1]! <= 12) out.push(want('main', pool[0], { structure: `lanes ${pool[1]}` }));
  // "50 of each stroke + 100 IM for 11+": the IM is an event of its own, for the band said with it; the strokes' distances are the others.
  const im = /\b(100|200|400)\s*im\b(?:\s+(?:for|just for|only for)\s+(?:the\s+)?(\d{1,2})\s*(?:\+|&\s*(?:over|o|up)\b|and (?:over|up|older)\b|s? and (?:over|up|older)\b))?/.exec(t);
  const distances = [...new Set([...t.matchAll(/\b(25|50|100|200)(?:'?s\b|\s+(?:free|back|breast|fly)\b|\s+of\s+(?:each|every|all)\b)/g)].map((m) => +m[1]!))].sort((a, b) => a - b);
  if (distances.length === 0 && !im) return out;
  const all = /\ball (?:4|four) strokes\b|\b(?:every|each) stroke\b|\ball (?:the )?strokes\b/.test(t);
  const named = (['fly', 'back', 'breast', 'free'] as const).filter((s) => new RegExp(`\\b${s}`).test(t));
  const strokes: Stroke[] = all || named.length === 0 ? ['free', 'back', 'breast', 'fly'] : named;
  const bands = ageBands.filter(([, re]) => re.test(t)).map(([name]) => name);
  // Two bands and two distances: the younger swim the shorter events.
  const paired = bands.length === distances.length && bands.length > 1;
  for (const stroke of strokes) {
    distances.forEach((distance, i) => out.push(want('main', trial[0], { distance, stroke, structure: paired ? `time trial ${bands[i]}` : 'time trial' })));
  }
  if (im) out.push(want('main', im[0], { distance: +im[1]!, stroke: 'im', structure: im[2] ? `time trial ${im[2]}+` : 'time trial' }));
  return out;
}
