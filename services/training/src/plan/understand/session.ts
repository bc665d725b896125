import type { BriefClinic, BriefDryland, BriefEvent, BriefKind, BriefLesson, Fact, Focus, PlanConstraint, SessionType, Squad } from '@laneforge/contracts';
import { readEmphasis, readEvent, readFocus, readMinutes, readScope, readSessionType, readTest, withoutLimits } from '../vocabulary';
import type { TestKind } from '../vocabulary';
import { assumed, said } from './facts';
import type { RequestText } from './text';

/** What kind of session (or plan) the coach asked for, what it works on, and the details special sessions need. */

export function readKind(text: RequestText, hint: 'workout' | 'season' | undefined, date: string, formMeets: number): Fact<BriefKind> {
  // Meets from the form make it a season: only a season has meets.
  if (formMeets > 0) return said('season', 'the meet calendar');
  const kind = readScope(text.described, hint, date);
  if (kind === 'season') return said('season', /season|taper|weeks?|wks?|block|plan|program/.exec(text.described)?.[0] ?? 'season plan');
  return { value: 'workout', source: 'said', words: 'one session' };
}

export function readSession(text: RequestText, squad: Squad, hasVolume: boolean, kind: BriefKind): Fact<SessionType> {
  if (kind === 'season') return assumed('practice', 'a season plan');
  // "no breath control stuff for anyone" names a limit, not the session.
  const type = readSessionType(text.plain.replace(/\b(?:no|without|avoid|skip|not)\s+(?:any\s+)?(?:[a-z]+\s+){0,2}?(?:breath(?:ing)? control|hypoxic|test(?:ing)?|dry[- ]?land|open[- ]water|racing|race[- ]pace)\b[^.;,\n]*/g, ' '), squad, hasVolume);
  return type === 'practice' ? { value: 'practice', source: 'said', words: 'practice' } : said(type, type.replace(/_/g, ' '));
}

const defaultFocus: Partial<Record<SessionType, Focus>> = { practice: 'aerobic', meet_warmup: 'pacing', pre_meet: 'pacing', race_pace: 'pacing', breath_control: 'aerobic' };

/** What the session works on; a limit wins over a focus that contradicts it ("IM focus, no IM" is not an IM day). */
export function readFocusFact(text: RequestText, type: SessionType, limits: readonly PlanConstraint[]): Fact<Focus[]> {
  const plain = withoutLimits(text.plain, limits);
  const ruled: Partial<Record<string, Focus>> = { no_im: 'im', no_fly: 'fly', no_back: 'back', no_breast: 'breast' };
  const focus = readFocus(plain, type).filter((f) => !limits.some((c) => ruled[c.rule] === f));
  if (type === 'learn_to_swim') return said(['technique'], 'a lesson');
  if (type === 'dryland') return said([], 'dryland');
  if (focus.length === 0) {
    const f = defaultFocus[type] ?? 'aerobic';
    return assumed([f], type === 'practice' ? 'an aerobic practice (no focus given)' : `${f} for this session`);
  }
  return said(focus, focus.join(', '));
}

export function readEventFact(text: RequestText, focus: Focus[]): Fact<BriefEvent | null> {
  const { event, goal } = readEvent(text.plain);
  if (!event) return assumed(null, 'no race named');
  if (event.stroke !== 'free' && !focus.includes(event.stroke as Focus)) focus.push(event.stroke as Focus);
  if (!focus.includes('pacing') && /\brace|\bmeet|\bevent|\bchamp|\bgoal|\bqualif/.test(text.plain)) focus.push('pacing');
  return said({ distance: event.distance, stroke: event.stroke, goal }, event.name);
}

export function readTestKind(text: RequestText, type: SessionType): TestKind | null {
  return type === 'test' ? readTest(text.plain) : null;
}

export { readEmphasis };

const needWords: ReadonlyArray<readonly [string, RegExp]> = [
  ['nervous', /\bnervous\b|\bterrified\b|\bscared\b|\bafraid\b|\bfear(?:ful)?\b|\bcr(?:y|ied|ies|ying)\b|\banxious\b|\btimid\b|\bhesitant\b/],
  ['autistic', /\bautis(?:m|tic)\b|\basd\b|\bsensory\b/],
  ['bolts', /\bbolts?\b|\bbolting\b|\bruns? (?:off|away|toward)\b|\belope/],
  ['nonverbal', /\bnon[- ]?verbal\b/],
  ['face_in', /\bface in\b|\bface (?:in the )?water\b|\bwon'?t put (?:her|his|their) face\b/],
  ['level_up', /\blevel[- ]?up\b|\bdeep (?:end|water)\b(?=[^.]{0,30}\b(?:ready|move|moving|try|first time)\b)|\bready for (?:the )?deep\b|\bmov(?:e|ing) up\b/],
  ['songs', /\bsongs?\b|\bsing/],
];

export function readLesson(text: RequestText, type: SessionType, squad: Squad, ages: { low: number; high: number } | null): BriefLesson | null {
  const t = text.plain;
  const adult = squad === 'masters_novice' && /\bjust learned\b|\blearn(?:ing|ed)? to swim\b|\bbeginners?\b|\bnew (?:to swimming|swimmers)\b|\bnon[- ]?swimmers?\b/.test(t);
  if (type !== 'learn_to_swim' && !adult) return null;
  const format: BriefLesson['format'] = adult
    ? 'adult_learner'
    : /\bparent[- ]?(?:and|&|n)[- ]?|\bmommy\b|\btots?\b|\btoddlers?\b|\binfants?\b|\bbab(?:y|ies)\b|\b\d{1,2}\s*mo\b/.test(t) || (ages !== null && ages.high <= 3)
      ? 'parent_child'
      : /\bprivate\b|\bone[- ]on[- ]one\b|\b1[:-]1\b/.test(t)
        ? 'private'
        : /\bpreschool|\b[34]\s*-\s*5\s*(?:yr|year|yo)/.test(t) || (ages !== null && ages.high <= 5)
          ? 'preschool'
          : 'learn_to_swim';
  const needs = needWords.filter(([, re]) => re.test(t)).map(([n]) => n);
  const helper = /\b(?:a |one )?(second|another|extra|2nd) (?:adult|instructor|helper|coach)\b|\baide\b|\bparent (?:in the water|helps?)\b|\b(\d) helpers?\b/.exec(t);
  const said = needWords.map(([, re]) => re.exec(t)?.[0]).filter(Boolean).join(', ');
  return { format, needs, helpers: helper ? (helper[2] ? +helper[2] : 1) : null, words: said || format.replace(/_/g, ' ') };
}

const drylandGear: ReadonlyArray<readonly [string, RegExp]> = [
  ['bands', /\bbands?\b|\bstretch cords?\b|\bsurgical tubing\b/],
  ['medicine balls', /\bmed(?:icine)? balls?\b/],
  ['mats', /\b(?:yoga )?mats?\b/],
  ['boxes', /\bboxes\b|\bplyo box(?:es)?\b/],
  ['dumbbells', /\bdumbbells?\b|\bdbs?\b|\bdb'?s\b/],
  ['racks', /\bracks?\b|\bbarbells?\b|\bsquat racks?\b/],
  ['TRX', /\btrx\b|\bsuspension trainers?\b/],
  ['stability ball', /\bstability balls?\b|\bswiss balls?\b|\bexercise balls?\b/],
  ['kettlebells', /\bkettle ?bells?\b|\bkbs?\b/],
  ['foam rollers', /\bfoam rollers?\b/],
];

export function readDryland(text: RequestText, type: SessionType, headcount: number | null): BriefDryland | null {
  const t = text.plain;
  // "legs from dryland yesterday" is a story; dryland is asked for when it is to come.
  const asked = t.replace(/\b(?:from|after|had|did|since|post)\s+(?:the\s+|a\s+)?(?:dry[- ]?land|lifting|weights|the gym)\b[^.;\n]*|\b(?:dry[- ]?land|lifting|weights)\s+(?:yesterday|this morning|earlier|last night)\b/g, ' ');
  const wanted = type === 'dryland' || /\bdry[- ]?land\b(?![- ]free)|\bcore\b|\bstrength\b|\bmobility\b|\bstretch/.test(asked);
  if (!wanted || /\bdry[- ]?land[- ]free\b|\bno dry[- ]?land\b/.test(t)) return null;
  const minutes = readMinutes(t.replace(/\b\d{1,3}\s*(?:min|mins|minutes)\s+(?:before|after)?\s*(?:we swim|swimming|practice)\b/g, (m) => m))?.value;
  const swimMinutes = type === 'dryland' ? minutes : /\b(\d{1,2})\s*(?:min|mins|minutes|')\s*(?:of\s+)?(?:dry[- ]?land|core|strength)\b|\b(?:dry[- ]?land|core)\s*(?:for\s+)?(\d{1,2})\s*(?:min|mins|minutes)\b/.exec(t);
  const own = typeof swimMinutes === 'number' ? swimMinutes : swimMinutes ? +(swimMinutes[1] ?? swimMinutes[2])! : null;
  const equipment = /\bno (?:equipment|gear)\b|\bbody ?weight only\b|\bnothing\b(?= to use| but)/.test(t) ? [] : drylandGear.filter(([, re]) => re.test(t)).map(([g]) => g);
  const setting: BriefDryland['setting'] = /\bweight ?room\b|\blift/.test(t) ? 'weight_room' : /\bgym\b/.test(t) ? 'gym' : /\bgrass\b|\bfield\b|\boutside\b/.test(t) ? 'field' : /\bdeck\b/.test(t) ? 'deck' : /\blobby\b|\broom\b|\bcarpet\b|\bclassroom\b/.test(t) ? 'room' : 'unknown';
  return {
    minutes: Math.min(180, Math.max(5, own ?? (type === 'dryland' ? 30 : 20))),
    when: type === 'dryland' && !/\bbefore\b|\bafter\b/.test(t) ? 'only' : /\bafter (?:practice|we swim|swimming|the swim)\b/.test(t) ? 'after' : type === 'dryland' && /\bbefore\b/.test(t) ? 'before' : type === 'dryland' ? 'only' : 'before',
    equipment: equipment.length === 0 && !/\bno (?:equipment|gear)\b|\bbody ?weight\b/.test(t) ? null : equipment,
    setting,
    focus: /\bmobility\b|\bstretch|\byoga\b|\bflexib/.test(t) && !/\bstrength\b|\bcore\b|\blift|\bweights?\b|\bbands?\b|\bmed(?:icine)? balls?\b/.test(t) ? 'mobility' : 'strength',
    wet: /\bwet\b|\bslippery\b/.test(t) && !/\bdry floor\b/.test(t),
    stations: /\bstations?\b|\bcircuit\b/.test(t) || (headcount ?? 0) >= 20,
  };
}

export function readClinic(text: RequestText, type: SessionType): BriefClinic | null {
  if (type !== 'clinic') return null;
  const t = text.plain;
  const list = /\bstations?\s*(?:\(|:)\s*([^)\n.]+)\)?/.exec(t);
  const stations = list ? list[1]!.split(/,|\/|\band\b/).map((s) => s.trim()).filter((s) => s.length > 1 && s.length < 40) : [];
  const coaches = /\b(\d{1,2})\s*(?:helper |assistant |other |extra )?coaches\b|\b(\d{1,2})\s*helpers\b/.exec(t);
  const lanes = /\b(\d{1,2})\s*lanes\b/.exec(t);
  return { stations, coaches: coaches ? +(coaches[1] ?? coaches[2])! : null, lanes: lanes ? +lanes[1]! : null };
}

/** Reasons and asides: context for the plan, never a limit or a second instruction. */
export function readContext(text: RequestText): string[] {
  const out: string[] = [];
  for (const sentence of text.plain.split(/[.!?\n;]|\s-\s/)) {
    const s = sentence.trim();
    if (/\b(?:because|cuz|bc|since|after|coming off|off (?:a|the) meet|raced|had a (?:hard|big|tough)|tired|sore|exhausted|wiped|dead|fried|bored|lol|haha|break|holiday|thanksgiving|ate a lot|first (?:hard )?week back|half (?:of them )?(?:will be )?gone)\b/.test(s) && s.length <= 200) out.push(s);
  }
  return out;
}

/** "the team is tired", "everyone's sore": the whole group, not their legs alone, needs an easier day. */
export const tiredGroup = (context: readonly string[]) => context.some((c) => /\b(?:tired|sore|exhausted|wiped|dead|fried|drained|beat up|beat)\b/.test(c) && !/\blegs?\b/.test(c));
