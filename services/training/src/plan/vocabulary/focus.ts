import type { Focus, PlanConstraint, SessionType, Stroke } from '@laneforge/contracts';
import { strokeNames } from '@laneforge/contracts';
import { clockSeconds } from './amounts';

export type Emphasis = 'kick' | 'pull';

/** What the session works on (focus words), the race it prepares and the goal time for that race. */

const focusWords: ReadonlyArray<readonly [Focus, RegExp]> = [
  ['aerobic', /\baerobic\b|\bendurance\b|\baerobic base\b|\bbase (?:work|building|phase|training)\b|\ben1\b|\bvolume day\b/],
  // "something hard but not too hard": comfortably hard, which is threshold (COACHING.md §3, EN2).
  ['threshold', /\bhard but\s+(?:not (?:too|that|super|crazy)\s+)?hard\b|\bmoderately hard\b|\bcomfortably hard\b|\bsolid but not (?:crazy|insane|killer)\b|\bharder\b|\bbang for (?:the|your|my) buck\b|\bquality\b|\bthreshold\b|\bthresh\b|\ben2\b|\bcss\b|\btempo\b|\bt[- ]pace\b|\blactate threshold\b/],
  ['vo2', /\bvo2|\ben3\b|\bmax(?:imal)? aerobic\b|\boverload\b/],
  ['lactate', /\blactate (?:tolerance|production|sets?|work|stuff|day|practice)\b|\blactate$|\blactate\s*[,.;)]|\bsp1\b|\bsp2\b|\btolerance\b|\banaerobic\b/],
  ['sprint', /(?<!\bthe )\bsprint(?:s|ing)?\b(?!(?:ers)?\s*(?:\/|lanes?|group|kids)|\s*\(|\s+~|\s+\d)|\bspeed\b|\bsp3\b|\bpower\b|\bfast twitch\b|\b(?:wanna|want to|wants to|gonna|going to|get to|let them|let em)\s+(?:go|swim|be)\s+fast\b|\bgo fast today\b/],
  ['im', /\bim\b|\bimx\b|\bim ?x\b|\bim ?ready\b|\bindividual medley\b|\bmedley\b|\bims\b|\bstroke stuff\b|\bnot just free\b|\ball (?:four|4) strokes\b|\bmix of strokes\b/],
  ['back', /(?<!\b(?:lower|sore|bad|come|coming|get|getting|bring|my|her|his|their|from|be|week|day|first|practice|moving|go|going|way|them|some) )\bback(?:stroke)?\b(?![- ]to[- ]back| from| in the water| half| end\b| part\b| portion| of the| nine| 9\b| pain| issues?| injur| spasm|stroke kick| to (?:school|back|work)| on (?:track|deck)| (?:on |by )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? ?\d| (?:on |by )?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b| (?:monday|tomorrow|next week|after|at school))/],
  // "USRPT for my 100 breaststrokers": the swimmers named by their stroke swim it.
  ['breast', /\bbreast(?:stroke)?\b|\b(?:\d{2,3}\s+)?breaststrokers\b(?=[^.;\n]{0,40}\b(?:rp|race[- ]pace|usrpt|goal)\b)|\b(?:rp|race[- ]pace|usrpt)\b[^.;\n]{0,40}\bbreaststrokers\b/],
  ['fly', /\bfly\b|\bbutterfly\b/],
  ['free', /\bfree(?:style)?\b(?!\s*(?:kick|choice))/],
  ['technique', /\btechnique\b|\bdrills?\b|\bstroke work\b|\bform\b|\bstroke (?:mechanics|correction|counts?)\b|\bsc work\b|\bspinning\b|\bdistance per stroke\b|\bdps\b|\bstreamlines?\b(?! (?:kick|dolphin|underwater))/],
  ['distance', /(?<!\/)\bdistance\b(?! per stroke|\s*(?:kids|swimmers|group|guys|girls|\(|\/|~))|\bmile\b|\bmilers\b|\b(?:1650|1500|1000|800)\s*(?:free|freestyle)\b|\blong (?:aerobic|swims)\b/],
  // "want to start bilateral breathing": to start something is no racing start.
  // "no starts at all", "no dives": a ban, not the day's focus.
  ['starts', /(?<!\b(?:warm[- ]?up|practice|week|season|it|first week|school|meet|to|wanna|gonna|will|we'?ll|i'?ll|let'?s|lets|can|then|and|no|at the|from the|since the|by the|near the)\s)\bstarts?\b(?!\s+(?:end|wall|side|late|at|early|on|in|with|tomorrow|mon|tue|wed|thu|fri|sat|sun|\d|(?:the|their|them|some|doing|working|learning|teaching|bilateral|breathing|to)\b))|(?<!\bno\s)\bdives?\b|\boff (?:the )?blocks?\b|\brelay exchanges?\b/],
  // "no walls / turn at the flags" is open water's turn, not the pool's turns and walls.
  ['turns', /(?<!\bno[- ])\bturns?\b(?!\s+(?:at|around) the (?:flags|buoys?|teammates?))|\bflip turns?\b|(?<!\bno[- ])\bwalls\b/],
  // "streamline" is the body line every swim starts from (technique), not underwater kicking.
  ['underwaters', /\bunderwaters?\b|\buw\b|\bdolphin kicks?\b|\bbreakouts?\b|\bstreamline (?:kick|dolphin|underwater)s?\b|\buwk\b/],
  ['pacing', /\bpacing\b|\bpace work\b|\bpace (?:and|&|\+) speed\b|\bspeed (?:and|&|\+) pace\b|\bsplits?\b|\brace[- ]pace\b|\bgoal pace\b|\bnegative split|\b(?:learn|how|able) to pace\b|\bpace (?:their|the|them|it|50s|100s|200s|a race)\b|\beven(?:ly)?[- ]pac|\bgo(?:ing)? out too (?:fast|hard)\b/],
];

const strokeFoci: readonly Focus[] = ['im', 'back', 'breast', 'fly', 'free'];
const strokeFocus: Record<string, Focus> = { free: 'free', back: 'back', breast: 'breast', fly: 'fly', butter: 'fly', butterfly: 'fly' };

const eventStroke: Record<string, Stroke> = {
  free: 'free', freestyle: 'free', fr: 'free', back: 'back', backstroke: 'back', bk: 'back', breast: 'breast', breaststroke: 'breast', br: 'breast',
  fly: 'fly', butterfly: 'fly', fl: 'fly', im: 'im', 'individual medley': 'im',
};

/** The request's words with the coach's limits taken out: "no fly" and "sore back" are not stroke days. */
export function withoutLimits(text: string, constraints: readonly PlanConstraint[]): string {
  let t = text;
  for (const c of constraints) if (c.said) t = t.split(c.said).join(' ');
  return t.replace(/\b(?:no|without|avoid|skip|not)\s+(?:any\s+)?[a-z]+/g, ' ');
}

export function readFocus(text: string, type: SessionType): Focus[] {
  // Strokes named as pool fittings or as already fine are not what the practice works on:
  // "backstroke flags are at 4 yds", "free/back/fly are fine and legal", "her other strokes are fine".
  const t = text
    .replace(/\b(?:backstroke|back) flags?\b/g, ' ')
    // "aerobic/recovery-ish after this mornings thresh", "they did 10x400 at thresh this am": what was swum before, not today's focus.
    .replace(/\bafter\s+(?:this\s+|the\s+|their\s+|today'?s\s+|yesterday'?s\s+|last night'?s\s+)?(?:morning'?s?|am|a\.m\.?|yesterday'?s?|last night'?s?)\s+[a-z0-9 ]{1,24}/g, ' ')
    .replace(/\b(?:did|swam|had)\b[^.;\n]{0,40}\b(?:this am|this morning|yesterday|last night)\b/g, ' ')
    // "css is ~1:45/100": the pace they hold, not a threshold day.
    .replace(/\b(?:css|t-?pace)\s*(?:is|of|=|at|around|about|~|like|\s)*\s*\d?:\d\d/g, ' ')
    // "main should be free but let IMers do back/free": what a few may swim instead is not the day's stroke.
    .replace(/\b(?:let|letting|allow)\s+(?:the\s+|my\s+|a few\s+|some\s+)?(?:imers?|sprinters?|distance(?: kids| swimmers)?|breaststrokers?|backstrokers?|flyers?|them|those|the ones|kids|anyone|[a-z]+ers)\s+(?:do|swim|go)\s+(?:(?:free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|im)(?:\s*(?:\/|,|or|and|&)\s*)?){1,4}/g, ' ')
    // "streamline + kicking on back": the kick position, not a backstroke day.
    .replace(/\b(?:kick(?:ing)?|flutter(?: kick(?:ing)?)?)\s+on\s+(?:the(?:ir)?\s+|your\s+)?backs?\b/g, ' kicking ')
    // "back on campus jan 3", "back in the water", "back to school", "back from break", "first day back": coming back, not backstroke.
    .replace(/\bback (?:into (?:training|it|the (?:swing|routine|grind|season|water|pool))|on campus|in (?:the water|the pool|town|school)|to (?:school|campus|training|the pool|work|normal)|from (?:break|the break|vacation|holiday|the holidays|injury|illness|camp|the trip|school|xmas|christmas|thanksgiving)|after (?:break|the break|the holidays|xmas|christmas))\b|\b(?:get|got|getting|come|came|coming|going|went|welcome|first (?:week|day|practice|swim))\s+back\b(?!(?:stroke|\s+(?:on|at|@)\s*:?\d|\s+(?:on the main|focus|50s|100s|200s|and (?:free|breast|fly))))/g, ' ')
    // "nobody really swims fly", "no one does breast": a stroke the group does not swim is no focus.
    .replace(/\b(?:nobody|no one|noone|none of them)\s+(?:really\s+|actually\s+)?(?:swims?|does|do|likes?|wants?(?: to (?:do|swim))?|can do)\s+(?:free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|butterfly|im)\b/g, ' ')
    // "nobody knows flip turns", "they can't flip": what the group cannot do is what the plan leaves out, not a turns day.
    .replace(/\b(?:nobody|no one|noone|none of them|(?:they|he|she|we) (?:can'?t|cannot|don'?t|doesn'?t))\s+(?:really\s+)?(?:knows?(?: how to (?:do )?)?|can do|does|do|flip)\s*(?:flip[- ]?turns?|flips?|turns?)?\b/g, ' ')
    // "a sprint tri apr 18": a race's name, not a sprint day.
    .replace(/\bsprint(?:[- ]distance)? (?:tri(?:athlon)?s?|triathlons?|duathlon|aquathlon)\b/g, ' triathlon ')
    // "mostly freestyle, couple only do breast": the stroke a few swimmers keep to is theirs, not the class's focus.
    .replace(/\b(?:a )?(?:couple|few|two|2|three|3|some)(?: of (?:them|the \w+|my \w+))?(?: \w+)? (?:only|just|can only) (?:do|swim|does|swims) (?:free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly)\b/g, ' ')
    // "they sprint the first one and die": the problem a pacing set fixes, not a sprint day.
    .replace(/\b(?:they|he|she|who|kids)\s+(?:always\s+|just\s+)?(?:sprint|fly|blast|go)\w*\s+(?:out\s+)?(?:the\s+)?(?:first|1st|start|opening)\b[^.;]*/g, ' ')
    // "a short speed set before cd", "sprint set at the end": a part of the practice, not a sprint day.
    .replace(/\b(?:(?:short|quick|little|small|brief)\s+(?:speed|sprint)\s+set|(?:speed|sprint)\s+set\s+(?:before (?:the )?(?:cd|cool[- ]?down|warm[- ]?down)|at the end|to (?:close|finish|end)))\b/g, ' ')
    // "needs rest more than speed": the thing compared away is not the focus.
    .replace(/\b(?:more|rather|other) than (?:speed|sprint(?:ing|s)?|fast(?: stuff)?|threshold|kick(?:ing)?)\b/g, ' ')
    // "we do fly on our own at the end of practice": what the group does apart from this plan is not its focus.
    .replace(/\b(?:we|they|i)\s+(?:do|swim|work on|handle)\s+(?:some\s+|our\s+|their\s+)?(?:fly|butterfly|back(?:stroke)?|breast(?:stroke)?|free(?:style)?|im|kick|dryland)\b[^.;\n]{0,20}?\b(?:on (?:our|their|my) own|separately|ourselves|themselves)\b/g, ' ')
    .replace(/\b(?:(?:free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|butterfly|im)(?:\s*(?:\/|,|and|&)\s*)?){1,4}\s+(?:are|is)\s+(?:all\s+)?(?:fine|ok|okay|good|legal|solid)\b/g, ' ');
  const focus = focusWords.filter(([, re]) => re.test(t)).map(([f]) => f);
  // "breaststroke emphasis … the rest are free/back kids who need a decent 100 br for IM": the stroke the day is
  // said to be is its one stroke; the others only say who swims (it was an IM and backstroke day).
  const emphasised = /\b(free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|butterfly)\s+(?:emphasis|focus(?:ed)?|heavy|day|practice|workout)\b|\b(?:emphasi[sz]e|focus on|emphasis on)\s+(?:the\s+)?(free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|butterfly)\b(?!\s+(?:half|end|part|portion|of\b))/.exec(t);
  const stroke = emphasised ? strokeFocus[(emphasised[1] ?? emphasised[2])!.replace(/stroke$|style$/, '')] : undefined;
  if (stroke) focus.splice(0, focus.length, stroke, ...focus.filter((f) => !strokeFoci.includes(f)));
  // "turns day, breast + fly 2 hand touches are a mess": the day named comes first, the strokes are what it works on.
  const day = /\b(turns?|starts?|underwaters?|sprint|distance|thresh(?:old)?|technique|pacing)\s+(?:day|practice|session|workout|main)\b/.exec(t)?.[1];
  const first = day ? focusWords.find(([f, re]) => re.test(day) && focus.includes(f))?.[0] : undefined;
  if (first) focus.splice(0, focus.length, first, ...focus.filter((f) => f !== first));
  const implied: Partial<Record<SessionType, Focus>> = { race_pace: 'pacing', broken: 'pacing', im_transitions: 'im', test: 'threshold', recovery: 'aerobic', clinic: 'technique', open_water: 'distance', breath_control: 'aerobic' };
  const add = implied[type];
  if (add && !focus.includes(add)) focus.push(add);
  return focus;
}

export interface Event {
  name: string;
  distance: number;
  stroke: Stroke;
}

/** "200 free", "100 back", "400 IM": the race the practice prepares, and its goal time when one is written. */
export function readEvent(text: string): { event: Event | null; goal: number | null } {
  const broken = /\bbroken (50|100|200|400|500)s?\b(?:\s*(free|freestyle|back|backstroke|breast|breaststroke|fly|butterfly|im))?/.exec(text);
  if (broken?.[1]) {
    const named = /\b(fly|butterfly|back|backstroke|breast|breaststroke|im)\b/.exec(text)?.[1];
    const stroke = eventStroke[broken[2] ?? named ?? 'free'] ?? 'free';
    return { event: { name: `${broken[1]} ${strokeNames[stroke]}`, distance: parseInt(broken[1], 10), stroke }, goal: null };
  }
  // "holds 1:40 for 100 free" is a pace, not a race: an event after a time on the clock is the unit of that time.
  const m = /(?<!\d:\d\d\s*(?:(?:lcm?|scy|scm|sc|lc|yds?|y|m)\s*)?(?:for|per|a|\/)\s*(?:a\s+|the\s+)?)\b(50|100|200|400|500|800|1000|1500|1650)\s*(?:m|y|yd|yard|meter|metre)?\s*(individual medley|freestyle|backstroke|breaststroke|butterfly|free|back|breast|fly|im|fr|bk|br|fl)\b(?!\s*(?:@|on\b|x\b|kick|pull|drill))/.exec(text);
  if (!m?.[1] || !m[2]) return { event: null, goal: null };
  const stroke = eventStroke[m[2]] ?? 'free';
  const event = { name: `${m[1]} ${strokeNames[stroke]}`, distance: parseInt(m[1], 10), stroke };
  const near = text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30);
  const goal = /(?:goal(?: time)?(?: of| is)?|going|to go|in|target|hold)\s*(\d{1,2}:\d{2}(?:\.\d{1,2})?|\d{2}\.\d{1,2})\b/.exec(near) ?? /\b(\d{1,2}:\d{2}\.\d{1,2})\b/.exec(near);
  const seconds = goal?.[1] ? (goal[1].includes(':') ? clockSeconds(goal[1].split('.')[0]!) + Number(`0.${goal[1].split('.')[1] ?? 0}`) : parseFloat(goal[1])) : null;
  const plausible = seconds !== null && seconds >= event.distance * 0.2 && seconds <= event.distance * 1.2;
  return { event, goal: plausible ? seconds : null };
}

const emphasisWords: ReadonlyArray<readonly [Emphasis, RegExp]> = (['kick', 'pull'] as const).map((part) => [
  part,
  new RegExp(
    String.raw`\b(?:lots of|plenty of|a lot of|loads of|tons of|extra|heavy|big|long|more|double)\s+(?:the\s+)?${part}(?:ing)?\b|\b${part}(?:ing)?[- ](?:heavy|focus(?:ed)?|emphasis|day|practice|session|workout)\b|\b${part}(?:ing)? is (?:bad|weak|terrible|awful|a mess|rough|poor)\b|\bheavy on (?:the\s+)?${part}\b|\bemphasi[sz]e (?:the\s+)?${part}\b|(?<!\bno\s)\b(?:breast(?:stroke)?|fly|dolphin|flutter|back(?:stroke)?) ${part}\b(?! only| sets? only)|\b${part} is (?:everyone'?s|their|our) weakness\b|\b${part}(?:ing)? on (?:the(?:ir)? )?backs?\b|\b(?:kick|pull)\s*(?:\+|&|and|\/)\s*(?:kick|pull)[- ](?:heavy|focus(?:ed)?|day|practice|session|workout)\b`,
  ),
]);

/** "Lots of pull", "kick-heavy", "extra kick": a part of the practice the coach wants larger than usual. */
export function readEmphasis(text: string): Emphasis[] {
  // "we did a huge kick day yesterday": what they swam before is the reason for today, not today's emphasis.
  const today = text.split(/[.;!?\n]|,\s+/).filter((clause) => !/\b(?:yesterday|last (?:night|time|practice|week|session)|this morning|earlier|we did|they did|did a|had a|after (?:a|the|that))\b|\b(?:pain|hurts?|gives (?:her|him|them)|sore|injur\w*)\b/.test(clause)).join('. ');
  return emphasisWords.filter(([part, re]) => re.test(today) && !new RegExp(String.raw`\bno ${part}(?:ing)?\b`).test(today)).map(([part]) => part);
}
