import type { ConstraintRule, Course, Equipment, PlanSection, SetBlock, Stroke, SwimSet, Zone } from '@laneforge/contracts';
import { equipmentNames, numberText, sectionNames } from '@laneforge/contracts';
import { clockSeconds, equipmentWords, readRestSaid, readStrokeMix } from '../vocabulary';
import { parseSetList } from '../parse';
import { feasibleInterval, plannedInterval, roundUpToClock } from '../paces';
import { longestFor, paddlesAllowed, profileOf, squadOf, swimmersOf } from '../squads';
import * as main from '../templates/main';
import { type RefineDraft, Refusal, newSection, renewKit, volumeOf } from './draft';
import { type Op, type ReadContext, type Reader, guard, plural } from './op';
import { cleanReps } from './shape';
import { poolLength } from '../model';
import { type Hit, type Target, setsOf, targetName } from './target';

/** One length of the plan's pool: a 20-yard pool's 20 ("turn the 100s into 60s, 3 lengths"), else the course's. */
const poolStep = (plan: { course: Course; poolLength?: number | undefined }) => (plan.poolLength && Number.isInteger(plan.poolLength) && plan.poolLength < 25 ? plan.poolLength : poolLength(plan.course));

/** Changes to the sets themselves: rep lengths, strokes, rest, send-offs, effort, repeats and gear. */

export function retimed(d: RefineDraft, set: SwimSet): SwimSet {
  if (set.sendOff?.type !== 'interval') return set;
  return { ...set, sendOff: { type: 'interval', seconds: plannedInterval(swimmersOf(d.plan), d.plan.course, set, profileOf(d.plan).extraRest) } };
}

/** Replaces one set of a block in place and marks its section as changed. */
function replaceSet(d: RefineDraft, hit: Hit, next: SwimSet): void {
  hit.block.sets[hit.block.sets.indexOf(hit.set)] = next;
  d.protect.add(hit.section);
}

const clockWords = (seconds: number) => (seconds < 60 ? `:${String(seconds).padStart(2, '0')}` : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);

/** "hold 1:07-1:09" on 100s is "hold :33-:34" on 50s: a target time follows the repeat's distance. */
function holdScaled(description: string, k: number): string {
  return description.replace(/\bhold (\d?:\d\d)(?:-(\d?:\d\d))?/, (_m, a: string, b: string | undefined) => {
    const at = (t: string) => clockSeconds(t) * k;
    return b ? `hold ${clockWords(Math.floor(at(a)))}-${clockWords(Math.ceil(at(b)))}` : `hold ${clockWords(Math.round(at(a)))}`;
  });
}

/** The sections a target names, said as a section ("the main set"), without its repeats or rounds. */
const sectionOnly = (target: Target | null): Target | null => (target?.sections ? { sections: target.sections, distance: null, round: null, words: `the ${sectionNames[target.sections[0]!].toLowerCase()}` } : null);

/** The sets the coach names by count and distance ("the 6x25", "the 16x25 fly"), first where the plan has it. */
const setsNamed = (d: RefineDraft, reps: number, distance: number, coach: boolean) => setsOf(d.plan.sections, { sections: null, distance, reps, round: null, words: '' }, { coach });

const where = (target: Target | null) => (target?.sections ? ` in the ${targetName(target, '')}` : '');

/** "Turn the kick into 50s": every repeat of the section named in the new distance, the same volume. */
function sectionIntoReps(clause: string, at: ReadContext): Op | null {
  const m = /\b(?:turn|make|change|convert|swap|switch|do|write|break|split|chop)\s+(?:up\s+)?(?:the\s+)?[a-z -]+?\s+(?:into|to|as|in)\s+(\d{2,4})s\b/.exec(clause);
  const target = sectionOnly(at.target);
  if (!m || !target) return null;
  const to = Number(m[1]);
  return {
    understood: `${target.words} in ${to}s`,
    run: (d) => {
      const step = poolStep(d.plan);
      if (to % step !== 0) throw new Refusal(`${to}s do not fit a ${step === 20 ? '20-yard' : d.plan.course} pool`);
      const hits = setsOf(d.plan.sections, target, { coach: false }).filter(({ set }) => set.distance !== to && set.reps * set.distance >= to && (set.reps > 1 || set.sendOff !== null) && (set.stroke !== 'im' || to % (step * 4) === 0));
      if (hits.length === 0) throw new Refusal(`${target.words} has no repeats to write as ${to}s`);
      for (const hit of hits) {
        const { set } = hit;
        const reps = Math.max(1, Math.round((set.reps * set.distance) / to));
        replaceSet(d, hit, retimed(d, { ...set, reps, distance: to, description: holdScaled(set.description, to / set.distance).replace(/descend 1-(\d)/, (_m, n: string) => (reps % Number(n) === 0 ? `descend 1-${n}` : 'descend by round')) }));
      }
      return `${target.words[0]!.toUpperCase()}${target.words.slice(1)} as ${to}s (${plural(hits.length, 'set')}), same volume, send-offs for the new distance.`;
    },
  };
}

/**
 * "turn the 4x100 back into 8x50 back w rest", "make it 8x50 back w rest" (of the 4x100 back just named): the set named
 * becomes the count and distance said, its stroke unless another is said, on rest when the coach says rest.
 */
export function readCountSwap(clause: string, at: ReadContext): Op | null {
  const m = /\b(?:turn|make|change|convert)\s+(?:the\s+|it\s+|that\s+|those\s+|them\s+)?(?:(\d{1,2})\s*x\s*(\d{2,4})\b[^,;]*?\s+)?(?:into|to|as)?\s*(?:like\s+|a\s+|just\s+)?(\d{1,2})\s*x\s*(\d{2,4})\b(?:\s+(free|back|breast|fly|im|kick|pull|choice))?/.exec(clause);
  // A set written whole with its send-off ("8x50 @ 1:00 race pace") is the coach's own set, read as one.
  if (!m || /@|\bon\s+:?\d/.test(clause.slice(m.index + m[0].length, m.index + m[0].length + 8))) return null;
  const [fromReps, fromDistance, reps, distance] = [m[1] ? Number(m[1]) : null, m[2] ? Number(m[2]) : null, Number(m[3]), Number(m[4])];
  // Only with a set named: in the clause, or the one the clause before named ("it").
  const target: Target | null = fromDistance ? { sections: at.target?.sections ?? null, distance: fromDistance, reps: fromReps, round: null, words: `the ${fromReps}x${fromDistance}` } : at.target?.distance ? at.target : null;
  if (!target || (target.distance === distance && (target.reps ?? null) === reps)) return null;
  const stroke = m[5] as Stroke | undefined;
  const rest = readRestSaid(clause);
  return {
    understood: `${target.words} as ${reps} x ${distance}`,
    run: (d) => {
      const step = poolStep(d.plan);
      if (distance % step !== 0) throw new Refusal(`${distance}s do not fit a ${step === 20 ? '20-yard' : d.plan.course} pool`);
      const hits = setsOf(d.plan.sections, target, { coach: true });
      if (hits.length === 0) throw new Refusal(`there is no ${target.words.replace(/^the /, '')} in this plan to change`);
      const hit = hits[0]!;
      const { set } = hit;
      const next: SwimSet = { ...set, reps, distance, ...(stroke ? { stroke, mix: undefined, strokes: undefined } : {}), lanes: undefined, description: holdScaled(set.description, distance / set.distance) };
      replaceSet(d, hit, rest ? { ...retimed(d, next), sendOff: { type: 'rest', seconds: rest } } : retimed(d, next));
      return `${target.words[0]!.toUpperCase()}${target.words.slice(1)} as ${reps} x ${distance}${stroke ? ` ${stroke}` : ''}${rest ? ` w/ :${rest} rest` : ''}.`;
    },
  };
}

/** "do the 6x25 sprint as relay races at the end": that set swum as relays, teams by lane; at the end when said so. */
export function readAsRelays(clause: string): Op | null {
  const m = /\b(?:do|make|turn|swim|run)\s+(?:the\s+)?(\d{1,2})\s*x\s*(\d{2,4})\b[^,;]{0,20}?\s+(?:as|into)\s+(?:a\s+|some\s+)?relays?(?:\s+(?:races?|game))?\b/.exec(clause);
  if (!m) return null;
  const [reps, distance] = [Number(m[1]), Number(m[2])];
  const end = /\bat the end\b|\bto (?:finish|close|end)\b|\blast\b/.test(clause);
  return {
    understood: `the ${reps} x ${distance} as relays${end ? ' at the end' : ''}`,
    run: (d) => {
      // The coach's own set too: they say how it is swum.
      const hit = setsNamed(d, reps, distance, true)[0];
      if (!hit) throw new Refusal(`there is no ${reps} x ${distance} in this plan to swim as relays`);
      replaceSet(d, hit, { ...hit.set, lanes: undefined, sendOff: { type: 'rest', seconds: 45 }, description: `relay races: teams by lane, one ${distance} each, the next swimmer goes on the touch (push starts in the water), cheer every finish` });
      hit.section.name = 'Relay Races';
      if (end) {
        d.plan.sections = d.plan.sections.filter((s) => s !== hit.section);
        const cool = d.plan.sections.findIndex((s) => s.kind === 'cooldown');
        d.plan.sections.splice(cool >= 0 ? cool : d.plan.sections.length, 0, hit.section);
      }
      d.protect.add(hit.section);
      return `The ${reps} x ${distance} as relay races${end ? ' at the end, before the cool-down' : ''}.`;
    },
  };
}

/** "Turn the 100s into 50s", "make the 200s 100s": the same volume in the new repeat. */
export function readRepSwap(clause: string, at: ReadContext): Op | null {
  if (!/(?:\b|\dx)\d{2,4}s?(?:\s+(?:free|back|breast|fly|im|kick|pull)s?)?\s*(?:into|to|->|→|become|becomes)\b|\b\d{2,4}s\s+instead of\b|\b(?:turn|make|change|convert|swap|switch|do|break|split|chop)\s*(?:up\s*)?(?:all\s*)?(?:the\s*|those\s*)?\d{2,4}s?\b/.test(clause)) return sectionIntoReps(clause, at);
  // "turn the 300s on the main into 100s": the set named between is the target, read by `readTarget`.
  // "make the 100 backs into 50s": the stroke named with the repeats narrows which sets change.
  const m = /\b(?:turn|make|change|convert|swap|switch|do|break|split|chop)\s*(?:up\s*)?(?:all\s*)?(?:the\s*|those\s*)?(?:\d{1,2}\s*x\s*)?(\d{2,4})s?(?:\s+(?:free|back|breast|fly|im|kick|pull)s?)?(?:\s+(?:on|in|of)\s+(?:the\s+)?[a-z-]+(?:\s+set)?)?\s*(?:into|to|for|with|as|->|→)?\s*(\d{2,4})s\b/.exec(clause) ?? /\b(\d{2,4})s\s*(?:into|to|->|→|become|becomes)\s*(\d{2,4})s\b/.exec(clause);
  const instead = /\b(\d{2,4})s\s+instead of\s+(?:the\s*)?(\d{2,4})s\b/.exec(clause);
  const [from, to] = m ? [Number(m[1]), Number(m[2])] : instead ? [Number(instead[2]), Number(instead[1])] : [0, 0];
  if (!from || !to || from === to) return null;
  const target = sectionOnly(at.target);
  return {
    understood: `${from}s into ${to}s${where(target)}`,
    run: (d) => {
      const step = poolStep(d.plan);
      if (to % step !== 0) throw new Refusal(`${to}s do not fit a ${step === 20 ? '20-yard' : d.plan.course} pool`);
      // A full IM needs four lengths or more: IM repeats keep their distance when the new one is no full IM.
      const fullIm = to % (step * 4) === 0 && to !== 150;
      const named = /\b\d{2,4}s?\s+(free|back|breast|fly|im|kick|pull)s?\b/.exec(clause)?.[1] as SwimSet['stroke'] | undefined;
      const hits = setsOf(d.plan.sections, target, { coach: true }).filter(({ set }) => set.distance === from && (!named || set.stroke === named) && !(set.reps === 1 && set.sendOff === null) && (set.stroke !== 'im' || fullIm));
      // None left and the new repeats already there ("barely make a 50 … more 25s less 100s"): what was asked is what it has.
      if (hits.length === 0 && setsOf(d.plan.sections, target, { coach: true }).some(({ set }) => set.distance === to)) return `No ${from}s left${where(target)}: the ${to}s stay.`;
      if (hits.length === 0) throw new Refusal(`there are no ${from}s${where(target)} in this plan to change`);
      for (const hit of hits) {
        const { set } = hit;
        const reps = Math.max(1, Math.round((set.reps * from) / to));
        const description = holdScaled(set.description, to / from).replace(/descend 1-(\d)/, (_m, n: string) => (reps % Number(n) === 0 ? `descend 1-${n}` : 'descend by round'));
        replaceSet(d, hit, retimed(d, { ...set, reps, distance: to, description }));
      }
      return `${from}s turned into ${to}s in ${plural(hits.length, 'set')}${where(target)}, same volume, send-offs for the new distance.`;
    },
  };
}

const strokeOf: ReadonlyArray<readonly [RegExp, Stroke]> = [
  [/^(?:back(?:stroke)?|bk)$/, 'back'],
  [/^(?:breast(?:stroke)?|br)$/, 'breast'],
  [/^(?:fly|butterfly)$/, 'fly'],
  [/^(?:free(?:style)?|fr)$/, 'free'],
  [/^(?:im)$/, 'im'],
  [/^(?:choice)$/, 'choice'],
];
export const strokeWord = (w: string) => strokeOf.find(([re]) => re.test(w))?.[1];
export const strokeBans: Partial<Record<Stroke, ConstraintRule[]>> = { fly: ['no_fly', 'shoulder'], breast: ['no_breast', 'knee'], back: ['no_back'], im: ['no_im'] };

/** "Swap fly for back", "replace the breast with free", "back instead of fly". */
export function readStrokeSwap(clause: string, at: ReadContext): Op | null {
  const words = 'back(?:stroke)?|bk|breast(?:stroke)?|br|fly|butterfly|free(?:style)?|fr|im|choice';
  const swap = new RegExp(`\\b(?:swap|replace|change|switch|turn)\\s*(?:all\\s*)?(?:the\\s*)?(${words})\\s*(?:sets?\\s*)?(?:for|with|to|into|->|→)\\s*(${words})\\b`).exec(clause);
  const instead = new RegExp(`\\b(${words})\\s+instead of\\s+(?:the\\s*)?(${words})\\b`).exec(clause);
  const from = strokeWord(swap?.[1] ?? instead?.[2] ?? '');
  const to = strokeWord(swap?.[2] ?? instead?.[1] ?? '');
  if (!from || !to || from === to) return null;
  const target = sectionOnly(at.target);
  return {
    understood: `${from} swapped for ${to}${where(target)}`,
    run: (d) => {
      guard(d, strokeBans[to] ?? [], `${to}`);
      const hits = setsOf(d.plan.sections, target, { coach: false }).filter(({ set }) => set.stroke === from);
      if (hits.length === 0) throw new Refusal(`there is no ${from}${where(target)} in this plan to swap`);
      // The new stroke's repeats stay within the squad's longest (a 9-10's 400 free becomes 200s of breast).
      const cap = Math.min(to === 'fly' ? profileOf(d.plan).flyRep : Infinity, longestFor(squadOf(d.plan), to));
      for (const hit of hits) {
        const { set } = hit;
        const distance = Math.min(set.distance, cap);
        const reps = Math.round((set.reps * set.distance) / distance);
        replaceSet(d, hit, retimed(d, { ...set, stroke: to, reps, distance, description: set.description.replace(new RegExp(`\\b${from}\\b`, 'gi'), to) }));
      }
      if (from !== 'free' && from !== 'choice' && from !== 'im') d.plan.focus = d.plan.focus.filter((f) => f !== from);
      return `${from === 'im' ? 'IM' : from} swapped for ${to === 'im' ? 'IM' : to} in ${plural(hits.length, 'set')}${where(target)}.`;
    },
  };
}

/**
 * "More backstroke please, we have a meet saturday", "add some breast": the free swims around the main
 * set (pre-set, secondary and aerobic sets) go to that stroke; the main set and the coach's own sets stay.
 */
export function readMoreStroke(clause: string, at: ReadContext): Op | null {
  const m = /\b(?:more|add(?:\s+(?:some|a bit of|a little|in|a few))?|extra|lots of|plenty of|work in(?: some)?|throw in(?: some)?)\s+(back(?:stroke)?|bk|breast(?:stroke)?|br|fly|butterfly|im|stroke)\b(?!\s*(?:kick|sets? for|instead))/.exec(clause);
  if (!m || /\b(?:instead of|for|swap|replace)\b/.test(clause.slice(0, m.index))) return null;
  const to = m[1] === 'stroke' ? 'choice' : strokeWord(m[1]!);
  if (!to) return null;
  const target = sectionOnly(at.target);
  return {
    understood: `more ${to === 'choice' ? 'stroke' : to}${where(target)}`,
    run: (d) => {
      guard(d, strokeBans[to] ?? [], `${to}`);
      const around = new Set<PlanSection['kind']>(target?.sections ?? ['preset', 'secondary', 'drill', 'sprint']);
      const hits = setsOf(d.plan.sections, target, { coach: false }).filter(({ set, section }) => around.has(section.kind) && (set.stroke === 'free' || set.stroke === 'choice'));
      if (hits.length === 0) throw new Refusal(`there are no free swims around the main set to turn into ${to}; say which set ("make the main ${to}")`);
      const cap = Math.min(to === 'fly' ? profileOf(d.plan).flyRep : Infinity, longestFor(squadOf(d.plan), to));
      for (const hit of hits) {
        const { set } = hit;
        const distance = Math.min(set.distance, cap);
        const reps = Math.round((set.reps * set.distance) / distance);
        replaceSet(d, hit, retimed(d, { ...set, stroke: to, reps, distance, description: set.description.replace(/\b(?:free(?:style)?|choice)\b/gi, to) }));
      }
      return `More ${to === 'choice' ? 'stroke' : to}: ${plural(hits.length, 'set')} around the main set now ${to}${where(target)}; the main set as it was.`;
    },
  };
}

/**
 * "Give the fly 50s an option, 1 arm fly or back is fine": the fly sets keep their place, with the coach's
 * option beside them, so those who will not swim fly swim the option, not stand at the wall.
 */
export function readStrokeOption(clause: string, at: ReadContext): Op | null {
  if (!/\boptions?\b|\bor (?:1|one)[- ]arm\b|\bif they (?:want|can'?t)\b/.test(clause) || !/\bfly\b|\bbutterfly\b|\bbreast\b|\bim\b/.test(clause)) return null;
  const stroke: Stroke = /\bbreast/.test(clause) && !/\bfly\b/.test(clause) ? 'breast' : /\bim\b/.test(clause) && !/\bfly\b/.test(clause) ? 'im' : 'fly';
  const given = /\b((?:1|one)[- ]arm fly|back(?:stroke)?|free(?:style)?|breast(?:stroke)?|choice|drill)(?:\s+(?:or|\/)\s+((?:1|one)[- ]arm fly|back(?:stroke)?|free(?:style)?|breast(?:stroke)?|choice|drill))?\s+(?:is|are|as)\s+(?:fine|ok|okay|good)?\s*(?:as )?(?:the|an?)?\s*option\b|\boption(?:al)?[: ,]+((?:1|one)[- ]arm fly|back(?:stroke)?|free(?:style)?)(?:\s+(?:or|\/)\s+((?:1|one)[- ]arm fly|back(?:stroke)?|free(?:style)?))?/.exec(clause);
  const options = given ? [given[1] ?? given[3], given[2] ?? given[4]].filter(Boolean).map((w) => w!.replace(/^one/, '1').replace(/stroke$/, '')) : ['1-arm fly', 'back'];
  const target = sectionOnly(at.target);
  const words = `option: ${options.join(' or ')}`;
  return {
    understood: `an option beside the ${stroke}${where(target)}`,
    run: (d) => {
      const hits = setsOf(d.plan.sections, target, { coach: true }).filter(({ set }) => set.stroke === stroke || (stroke === 'fly' && (set.strokes ?? []).includes('fly')));
      if (hits.length === 0) throw new Refusal(`there is no ${stroke}${where(target)} in this plan to give an option`);
      for (const hit of hits) if (!hit.set.description.includes(words)) replaceSet(d, hit, { ...hit.set, description: [hit.set.description, words].filter(Boolean).join(', ') });
      return `${stroke === 'fly' ? 'Fly' : stroke === 'im' ? 'IM' : 'Breast'} sets${where(target)} now say "${words}" (${plural(hits.length, 'set')}); nothing else changed.`;
    },
  };
}

/** The send-off each set may go down to: the slowest swimmer still gets the zone's rest. */
const floorOf = (d: RefineDraft, set: SwimSet) => roundUpToClock(feasibleInterval(swimmersOf(d.plan), d.plan.course, set));

/** "More rest", "less rest on the main", "tighter send-offs on the kick": 5 seconds on each send-off, never below what the squad can make. */
export function readRest(clause: string, at: ReadContext): Op | null {
  // "the game needs way more time": the game's minutes, said next, not the send-offs.
  if (/\bgame\b|\brelays?\b/.test(clause)) return null;
  const more = /\bmore rest\b|\beasier (?:intervals|send-?offs)\b|\bslower (?:intervals|send-?offs)\b|\bmore time\b|\brest longer\b|\blonger rest\b|\bextra rest\b|\bmore recovery\b/.test(clause);
  const less = /\bless rest\b|\btighter\b|\bfaster (?:intervals|send-?offs)\b|\bshorter rest\b|\bless time\b|\bcut the rest\b/.test(clause);
  if (more === less) return null;
  const target = at.target;
  return {
    understood: `${more ? 'more' : 'less'} rest${target ? ` on ${target.words}` : ''}`,
    run: (d) => {
      if (less) guard(d, ['crowded_lanes', 'slowest_send_off', 'returning'], 'less rest');
      // "More rest on the main" on the coach's own main set: their word changes their set.
      const hits = setsOf(d.plan.sections, target, { coach: target !== null }).filter(({ set }) => set.sendOff !== null);
      if (hits.length === 0) throw new Refusal(`there is no set with a send-off${target ? ` in ${target.words}` : ''} to change`);
      let floored = 0;
      for (const hit of hits) {
        const { set } = hit;
        if (set.sendOff?.type === 'interval') {
          const wanted = set.sendOff.seconds + (more ? 5 : -5);
          const floor = floorOf(d, set);
          if (floor > wanted) floored++;
          replaceSet(d, hit, { ...set, sendOff: { type: 'interval', seconds: Math.max(floor, wanted) } });
        } else if (set.sendOff?.type === 'rest') {
          replaceSet(d, hit, { ...set, sendOff: { type: 'rest', seconds: Math.max(5, set.sendOff.seconds + (more ? 5 : -5)) } });
        }
      }
      const scope = target ? ` on ${target.words}` : '';
      return `${more ? 'Added' : 'Took'} 5 seconds ${more ? 'to' : 'off'} each send-off${scope}${floored > 0 ? `; ${plural(floored, 'set')} already at the fastest send-off this group can make` : ''}.`;
    },
  };
}

/** "The 100s on 1:15", "main set on 1:20", "kick @ 2:00": the coach's send-off for the sets named. */
/**
 * "tighten the send offs on the 2nd round of the ladder by 5 sec per 100", "give the main 5 more sec": every send-off of the
 * part (or the one round of it) moved by that much, per 100 when said so; a round of several is written on its own.
 */
export function readSendOffBy(clause: string, at: ReadContext): Op | null {
  const m = /\b(tighten|drop|cut|take|shave|speed up|bring down|loosen|open up|add|give)\b[^,;]*?\bby\s+(\d{1,2})\s*(?:sec(?:ond)?s?|s)\b(\s*(?:per|a|each|\/)\s*100)?|\b(add|give)\s+(\d{1,2})\s*(?:more\s+)?(?:sec(?:ond)?s?|s)\b(\s*(?:per|a|each|\/)\s*100)?/.exec(clause);
  if (!m || !/\bsend[- ]?offs?\b|\bintervals?\b|\bround\b|\bon the\b/.test(clause)) return null;
  const faster = /^(?:tighten|drop|cut|take|shave|speed up|bring down)$/.test(m[1] ?? '');
  const by = Number(m[2] ?? m[5]) * (faster ? -1 : 1);
  const per100 = Boolean(m[3] ?? m[6]);
  const target: Target = at.target ?? { sections: ['main'], distance: null, round: null, words: 'the main set' };
  return {
    understood: `${target.words}: send-offs ${by < 0 ? 'tighter' : 'easier'} by ${Math.abs(by)} s${per100 ? ' per 100' : ''}`,
    run: (d) => {
      const move = (o: SwimSet['sendOff'], distance: number) => (o?.type === 'interval' ? { ...o, seconds: Math.max(15, Math.round((o.seconds + by * (per100 ? distance / 100 : 1)) / 5) * 5) } : o);
      const shift = (x: SwimSet): SwimSet => ({ ...x, sendOff: move(x.sendOff, x.distance), ...(x.lanes ? { lanes: x.lanes.map((l) => ({ ...l, sendOff: move(l.sendOff, x.distance) })) } : {}) });
      let n = 0;
      for (const section of d.plan.sections.filter((s) => !target.sections || target.sections.includes(s.kind))) {
        const next: SetBlock[] = [];
        for (const block of section.blocks) {
          const timed = block.sets.some((x) => x.sendOff?.type === 'interval');
          if (!timed || block.coachWritten) {
            next.push(block);
            continue;
          }
          const r = target.round === -1 ? block.rounds : target.round;
          if (r !== null && block.rounds > 1 && r >= 1 && r <= block.rounds) {
            // Only that round: the block written as the rounds before it, that round, and the rounds after.
            if (r > 1) next.push({ ...block, rounds: r - 1, swimmers: block.swimmers });
            next.push({ ...block, rounds: 1, label: `${block.label ? `${block.label}, ` : ''}round ${r}`, sets: block.sets.map(shift) });
            if (r < block.rounds) next.push({ ...block, rounds: block.rounds - r });
          } else next.push({ ...block, sets: block.sets.map(shift) });
          n += 1;
        }
        section.blocks = next;
      }
      if (n === 0) throw new Refusal(`${target.words} has no send-offs to move`);
      d.protect.add(d.plan.sections.find((s) => !target.sections || target.sections.includes(s.kind))!);
      return `${target.words[0]!.toUpperCase()}${target.words.slice(1)}: send-offs ${Math.abs(by)} s${per100 ? ' per 100' : ''} ${by < 0 ? 'tighter' : 'easier'}.`;
    },
  };
}

export function readSendOff(clause: string, at: ReadContext): Op | null {
  const m = /(?:\bon|@|\bleave on|\bsend-?off(?: of)?|\binterval(?: of)?)\s*(\d?:\d\d)\b/.exec(clause);
  // "make it harder - 200s on 2:55": the repeats of that distance leave on it, each one.
  const repeats = /\b(\d{2,4})s\s*(?:on|@|at)\s*\d?:\d\d\b/.exec(clause);
  const named = repeats ? Number(repeats[1]) : null;
  // "they cruised 400s on 5:00 last wk": what they swam, the reason for the send-off said next.
  if (/\blast (?:wk|week|time|practice|night|year|meet)\b|\byesterday\b|\b(?:cruised|crusied|swam|made|held|killed|died on|went)\b/.test(clause)) return null;
  if (!m || (!at.target && named === null) || /\b\d{1,2}\s*x\s*\d/.test(clause)) return null;
  const seconds = clockSeconds(m[1]!);
  if (!seconds || seconds < 15 || seconds > 1200) return null;
  const target: Target = named !== null ? { sections: at.target?.sections ?? null, distance: named, round: at.target?.round ?? null, words: `the ${named}s` } : at.target!;
  // Kick, pull or drill of that distance only when the coach says so: "the 100s on 1:25" are the swims.
  const gear = /\bkick|\bpull|\bdrill/.exec(clause)?.[0];
  return {
    understood: `${target.words} on ${m[1]}`,
    run: (d) => {
      let hits = setsOf(d.plan.sections, target).filter(({ set }) => set.sendOff?.type === 'interval');
      if (target.distance !== null) {
        const swims = hits.filter(({ set }) => (gear ? set.stroke === gear : !['kick', 'pull', 'drill'].includes(set.stroke)));
        hits = swims.length > 0 ? swims : hits;
        // The work sets the coach looks at, not the warm-up's or cool-down's repeats of the same length.
        const work = hits.filter(({ section }) => !['warmup', 'cooldown'].includes(section.kind));
        if (work.length > 0 && !target.sections) hits = work;
        // "the 100s on 1:25" beside the main set's 200s: the main's 100s, when the main has them.
        const mains = hits.filter(({ section }) => section.kind === 'main');
        if (mains.length > 0 && !target.sections) hits = mains;
        // Sets of the group named just before ("distance main needs to be harder"), when it swims its own.
        const own = at.group ? hits.filter(({ section }) => section.lanes?.includes(at.group!)) : [];
        if (own.length > 0) hits = own;
        else if (at.group) hits = hits.filter(({ section }) => !section.lanes);
      }
      if (hits.length === 0) throw new Refusal(`there is no set with a send-off in ${target.words}`);
      // One send-off for sets of one distance; for several distances (a section named) it is read per 100.
      const distances = new Set(hits.map((h) => h.set.distance));
      const per100 = distances.size > 1 && target.distance === null;
      for (const hit of hits) {
        const s = per100 ? roundUpToClock((seconds * hit.set.distance) / 100) : seconds;
        replaceSet(d, hit, { ...hit.set, sendOff: { type: 'interval', seconds: s } });
      }
      return `${target.words[0]!.toUpperCase()}${target.words.slice(1)} on ${m[1]}${per100 ? ' per 100' : ''} (${plural(hits.length, 'set')}).`;
    },
  };
}

/**
 * "swap the 8x25 from a dive for 8x50 @ 1:00 race pace from a push", "8x50 from a push instead of the 8x25": the coach's set
 * in place of that one set, where it stood; the rest of its part as it was.
 */
export function readSetSwap(said: string, at?: ReadContext): Op | null {
  // "the 6x25 race pace at the end is … swap it for a 300 steady": "it" is the set the clause before named.
  const named = at?.previous?.distance && at.previous.reps ? `the ${at.previous.reps}x${at.previous.distance}` : null;
  const clause = named ? said.replace(/\b(swap|switch|replace|trade)\s+(?:it|that|them|those)\s+(?=for\b|with\b)/, `$1 ${named} `) : said;
  // "swap the 6x25 race pace for a 300 steady": one swim said alone is a set of one.
  const traded = /\b(?:swap|switch|replace|trade|change)\s+(?:out\s+)?(?:the\s+)?(\d{1,2})\s*x\s*(\d{2,4})\b[^,;]*?\s+(?:for|with|to|into)\s+(?:a\s+|an\s+|one\s+)?(\d{1,2}\s*x\s*\d{2,4}\b.*|\d{3,4}\b(?!\s*(?:yds?|yards|m|meters)?\s*(?:total|less|more))[^,;]*)$/.exec(clause);
  const instead = traded ? null : /^(?:do\s+|make it\s+|give (?:them|em)\s+)?(\d{1,2}\s*x\s*\d{2,4}\b.*?)\s+instead of\s+(?:the\s+)?(\d{1,2})\s*x\s*(\d{2,4})\b/.exec(clause);
  if (!traded && !instead) return described(clause);
  const reps = Number(traded ? traded[1] : instead![2]);
  const distance = Number(traded ? traded[2] : instead![3]);
  const spec = (traded ? traded[3]! : instead![1]!).replace(/\s+/g, ' ').trim().replace(/^(\d{3,4})\b/, '1x$1');
  const parsed = parseSetList(spec.replace(/\b(?:on|w\/?|with)\s+(:\d\d|\d{1,2}\s*s(?:ec)?)\s*rest\b/g, 'rest $1'), 'main');
  if (typeof parsed === 'string' || parsed.length === 0) return null;
  return {
    understood: `${spec} in place of the ${reps}x${distance}`,
    run: (d) => {
      const hit = d.plan.sections.flatMap((section) => section.blocks.flatMap((block) => block.sets.map((set) => ({ section, block, set })))).find((h) => h.set.reps === reps && h.set.distance === distance);
      if (!hit) throw new Refusal(`there is no ${reps} x ${distance} in this plan to swap`);
      const was = volumeOf(hit.section);
      const sets = parsed.map((x) => (x.sendOff ? x : retimed(d, { ...x, sendOff: { type: 'interval' as const, seconds: 0 } })));
      const i = hit.block.sets.indexOf(hit.set);
      hit.block.sets.splice(i, 1, ...sets);
      hit.block.coachWritten = true;
      d.protect.add(hit.section);
      d.kept.add(hit.section);
      if (!d.volumeSet) d.target += volumeOf(hit.section) - was;
      return `${hit.section.name}: ${spec} in place of the ${reps} x ${distance}, as you wrote it.`;
    },
  };
}

const STROKE_WORD = String.raw`(fly|back|breast|free|im|kick|choice)`;

/**
 * "swap the 12x100 free for fly, like 50s fly w/ a stroke count they have to hold on the last length": a set described by
 * its repeats, stroke and job, with no count: the same volume in those repeats, on send-offs for them, the job its words.
 */
function described(clause: string): Op | null {
  const m = new RegExp(String.raw`\b(?:swap|switch|replace|trade|change|turn)\s+(?:out\s+)?(?:the\s+)?(\d{1,2})\s*x\s*(\d{2,4})\b[^,;]*?\s+(?:for|with|to|into)\s+(?:${STROKE_WORD}\b[\s,-]*)?(?:like\s+|say\s+|maybe\s+)?(?:${STROKE_WORD}\s+)?(\d{2,3})s\b\s*(?:${STROKE_WORD}\b)?(.*)$`).exec(clause);
  if (!m) return null;
  const reps = Number(m[1]);
  const distance = Number(m[2]);
  const to = Number(m[5]);
  const stroke = (m[4] ?? m[6] ?? m[3] ?? null) as Stroke | null;
  const job = m[7]!.replace(/^\s*(?:w\/?|with)\s+/, '').replace(/^[\s,-]+|[\s,.]+$/g, '').trim();
  if (to < 25 || to === distance) return null;
  return {
    understood: `${to}s${stroke ? ` ${stroke}` : ''} in place of the ${reps}x${distance}`,
    run: (d) => {
      // The coach's own set too: they name it to change it.
      const hit = setsOf(d.plan.sections, null, { coach: true }).find((h) => h.set.reps === reps && h.set.distance === distance);
      if (!hit) throw new Refusal(`there is no ${reps} x ${distance} in this plan to swap`);
      if (stroke) guard(d, strokeBans[stroke] ?? [], stroke);
      const n = Math.max(2, Math.round((reps * distance) / to));
      const set: SwimSet = { ...hit.set, reps: n, distance: to, ...(stroke ? { stroke } : {}), description: job.length >= 3 ? job : swappedCue(hit.set.description, hit.set.stroke, stroke ?? hit.set.stroke) };
      delete set.mix;
      replaceSet(d, hit, retimed(d, set));
      return `${n} x ${to}${stroke ? ` ${stroke}` : ''} in place of the ${reps} x ${distance}${job.length >= 3 ? `: ${job}` : ''}, the same volume.`;
    },
  };
}

/** "desc the 100s in 3s", "descend the 200s 1-4": those repeats descend in groups of that many, the main's first. */
export function readDescend(clause: string, at: ReadContext): Op | null {
  // "on the 9x100 after the pyramid have them desc 1-3": the set named by its numbers, descending in threes.
  const named = /\b\d{1,2}\s*x\s*(\d{2,4})\b[^,;]*?\bdesc(?:end)?(?:ing)?\s+(?:(?:them|it|those)\s+)?(?:1\s*-\s*(\d)|in (\d)s|by (\d)s?)\b/.exec(clause);
  const m = named ? null : /\bdesc(?:end)?(?:ing)?\s+(?:the\s+)?(\d{2,4})s?\s+(?:in|by)\s+(\d)s?\b|\bdesc(?:end)?(?:ing)?\s+(?:the\s+)?(\d{2,4})s\s+1\s*-\s*(\d)\b/.exec(clause);
  if (!m && !named) return null;
  const distance = Number(named ? named[1] : m![1] ?? m![3]);
  const by = Number(named ? named[2] ?? named[3] ?? named[4] : m![2] ?? m![4]);
  if (by < 2 || by > 6) return null;
  const target: Target = { sections: at.target?.sections ?? null, distance, round: null, words: `the ${distance}s` };
  return {
    understood: `descend ${target.words} 1-${by}`,
    run: (d) => {
      let hits = setsOf(d.plan.sections, target).filter(({ set }) => set.reps >= by);
      const mains = hits.filter(({ section }) => section.kind === 'main');
      if (mains.length > 0 && !target.sections) hits = mains;
      if (hits.length === 0) throw new Refusal(`there are no ${distance}s of ${by} or more repeats to descend`);
      for (const hit of hits) {
        const reps = hit.set.reps % by === 0 ? hit.set.reps : Math.max(by, Math.round(hit.set.reps / by) * by);
        const description = [hit.set.description.replace(/,?\s*\b(?:descend(?: 1-\d| by round)?|desc \d-\d|same pace[^,]*|hold the same pace[^,]*)/gi, '').replace(/^[,\s]+/, ''), `descend 1-${by}`].filter(Boolean).join(', ');
        replaceSet(d, hit, { ...hit.set, reps, description });
      }
      return `${target.words[0]!.toUpperCase()}${target.words.slice(1)} descend 1-${by} (${plural(hits.length, 'set')}).`;
    },
  };
}

const zoneLadder: Zone[] = ['REC', 'EN1', 'EN2', 'EN3'];
const ladder = [main.aerobic, main.threshold, main.vo2, main.lactate];
const ladderNames = ['aerobic (EN1)', 'threshold (EN2)', 'VO2 (EN3)', 'lactate (SP1/SP2)'];
const zoneStep: Record<string, number> = { REC: 0, EN1: 0, EN2: 1, EN3: 2, SP1: 3, SP2: 3, SP3: 3 };
const harderWords = /\bharder\b|\btougher\b|\bmore intense\b|\bmore challenging\b|\bstep it up\b|\bpush (?:them|it) more\b|\bmore difficult\b|\bfaster\b|\bfast(?:er)? paced\b|\bspicier\b|\bmore of a challenge\b|\bbeefier\b/;
const easierWords = /\beasier\b|\bless intense\b|\bgentler\b|\btone it down\b|\bless hard\b|\blighter\b(?! volume)|\bslower\b|\bmore relaxed\b|\beasy\b/;

/** One set one zone harder or easier: its send-off 5 s tighter or looser and its words saying so. */
function steppedSet(d: RefineDraft, set: SwimSet, harder: boolean, kind: PlanSection['kind']): SwimSet | null {
  const barred = profileOf(d.plan).noZones;
  const at = zoneLadder.indexOf(set.zone);
  // Side sets (kick, pull, drill) go up to threshold; sprint and race-pace sets are already all out.
  const top = kind === 'main' || kind === 'secondary' ? 3 : 2;
  let next = at < 0 ? -1 : at + (harder ? 1 : -1);
  while (next >= 0 && next <= top && barred.includes(zoneLadder[next]!)) next += harder ? -1 : 1;
  const zone = next >= 0 && next <= top ? zoneLadder[next]! : set.zone;
  const interval = set.sendOff?.type === 'interval' ? set.sendOff.seconds : null;
  const sendOff = interval === null ? set.sendOff : { type: 'interval' as const, seconds: harder ? Math.max(floorOf(d, { ...set, zone }), interval - 5) : interval + 5 };
  if (zone === set.zone && JSON.stringify(sendOff) === JSON.stringify(set.sendOff)) return null;
  const word = harder ? (zone === 'EN3' ? 'fast' : 'strong') : 'smooth';
  const description = [word, set.description.replace(/^(?:easy|smooth|steady|strong|fast|moderate|mod)\b,?\s*/i, '')].filter(Boolean).join(', ');
  return { ...set, zone, sendOff, description };
}

/** The blocks a round target names: the n-th round of a set of rounds becomes a block of its own. */
function roundBlock(section: PlanSection, round: number): SetBlock | null {
  const i = section.blocks.findIndex((b) => b.rounds > 1 && !b.coachWritten);
  const block = section.blocks[i];
  if (!block) return null;
  const n = round < 0 ? block.rounds : round;
  if (n > block.rounds) return null;
  const before = n - 1;
  const after = block.rounds - n;
  // Each part says which rounds it is, so the coach reads them in order.
  const named = (from: number, to: number) => `${from === to ? `Round ${from}` : `Rounds ${from}-${to}`}${block.label ? ` (${block.label})` : ''}`;
  const single: SetBlock = { ...structuredClone(block), rounds: 1, label: named(n, n) };
  const parts: SetBlock[] = [...(before > 0 ? [{ ...block, rounds: before, label: named(1, before) }] : []), single, ...(after > 0 ? [{ ...structuredClone(block), rounds: after, label: named(n + 1, block.rounds) }] : [])];
  section.blocks.splice(i, 1, ...parts);
  return single;
}

/** "Make it harder" / "easier": the main set one zone up or down; "the kick set harder", "the 100s faster", "the second round faster": those sets alone. */
export function readEffort(clause: string, at: ReadContext): Op | null {
  // "nothing harder than EN1", "no faster than moderate": a ceiling on the effort (a limit), never a harder set.
  if (/\b(?:nothing|no|not|never)\s+(?:harder|faster|above|tougher|more)\s+(?:than|then)\b/.test(clause)) return null;
  const harder = harderWords.test(clause);
  const easier = easierWords.test(clause);
  if (harder === easier) return null;
  if (/\bsend-?offs?\b|\bintervals?\b|\brest\b/.test(clause)) return null;
  // "make the main a bit harder, they were coasting": the same set on 5 s less, not a set of another zone.
  if (harder && /\ba (?:bit|little|touch|tad|lil) (?:harder|tougher|faster)\b|\bslightly (?:harder|tougher)\b/.test(clause)) return readRest(clause.replace(/\ba (?:bit|little|touch|tad|lil) (?:harder|tougher|faster)\b|\bslightly (?:harder|tougher)\b/, 'less rest'), at);
  const target = at.target;
  const word = (harder ? /\bfaster\b/ : /\bslower\b/).test(clause) ? (harder ? 'faster' : 'slower') : harder ? 'harder' : 'easier';
  const wholeMain = !target || (target.sections?.length === 1 && target.sections[0] === 'main' && target.distance === null && target.round === null);
  return {
    understood: `${harder ? 'harder' : 'easier'}${target ? `: ${target.words}` : ''}`,
    run: (d) => {
      if (harder) guard(d, ['returning', 'light_only'], 'harder');
      if (wholeMain) return mainOneZone(d, harder);
      const named = target!;
      let hits: Hit[];
      if (named.round !== null) {
        const section = d.plan.sections.find((s) => (named.sections ?? ['main']).includes(s.kind) && s.blocks.some((b) => b.rounds > 1 && !b.coachWritten));
        const block = section ? roundBlock(section, named.round) : null;
        if (!section || !block) throw new Refusal(`there is no ${named.words.replace(/^the /, '')} in this plan`);
        hits = block.sets.map((set) => ({ set, block, section }));
      } else hits = setsOf(d.plan.sections, named);
      if (hits.length === 0) throw new Refusal(`there is no ${named.words.replace(/^the /, '')} in this plan to make ${harder ? 'harder' : 'easier'}`);
      const zones = new Set<Zone>();
      // The easy swim between efforts stays easy: it is what lets the work be harder.
      const work = hits.some((h) => h.set.zone !== 'REC') ? hits.filter((h) => h.set.zone !== 'REC') : hits;
      for (const hit of work) {
        const next = steppedSet(d, hit.set, harder, hit.section.kind);
        if (!next) continue;
        replaceSet(d, hit, next);
        zones.add(next.zone);
      }
      if (zones.size === 0) throw new Refusal(`${named.words} is already as ${harder ? 'hard' : 'easy'} as this group's practice goes`);
      return `${named.words[0]!.toUpperCase()}${named.words.slice(1)} ${word}: ${[...zones].join('/')}, send-offs 5 s ${harder ? 'tighter' : 'looser'}.`;
    },
  };
}

function mainOneZone(d: RefineDraft, harder: boolean): string {
  const at = d.plan.sections.findIndex((s) => s.kind === 'main');
  if (at < 0) throw new Refusal('this plan has no main set to make harder or easier');
  const current = d.plan.sections[at]!;
  if (current.blocks.some((b) => b.coachWritten) || d.kept.has(current)) return aroundYourMain(d, harder);
  const dominant = current.blocks.flatMap((b) => b.sets).sort((a, b) => b.reps * b.distance - a.reps * a.distance)[0];
  const barred = profileOf(d.plan).noZones;
  let step = zoneStep[dominant?.zone ?? 'EN1']! + (harder ? 1 : -1);
  if (harder && step >= 3 && barred.includes('SP1')) step = 2;
  if (harder && step >= 2 && barred.includes('EN3')) step = 1;
  if (step < 0 || step > 3 || step === zoneStep[dominant?.zone ?? 'EN1']) throw new Refusal(`the main set is already as ${harder ? 'hard' : 'easy'} as this group's practice goes`);
  const next = newSection(d, 'main', ladder[step]!, volumeOf(current), current.name);
  // Named swimmers keep their lines: they are written again for the new sets at the end.
  d.plan.sections[at] = next;
  return `${harder ? 'Harder' : 'Easier'}: the main set is now ${ladderNames[step]} work (${numberText(volumeOf(next))}).`;
}

/** The coach wrote the main set: it stays as written, and the work around it steps up or down instead. */
function aroundYourMain(d: RefineDraft, harder: boolean): string {
  const zones = new Set<Zone>();
  const names = new Set<string>();
  for (const section of d.plan.sections.filter((s) => ['preset', 'kick', 'pull', 'secondary', 'drill'].includes(s.kind))) {
    for (const block of section.blocks.filter((b) => !b.coachWritten)) {
      for (const set of block.sets.filter((s) => s.zone !== 'REC')) {
        const next = steppedSet(d, set, harder, section.kind);
        if (!next) continue;
        replaceSet(d, { set, block, section }, next);
        zones.add(next.zone);
        names.add(section.name.toLowerCase());
      }
    }
  }
  if (names.size === 0) throw new Refusal(`the main set is the one you wrote, kept as written, and nothing around it can be ${harder ? 'harder' : 'easier'}`);
  return `${harder ? 'Harder' : 'Easier'} around your main set (kept as you wrote it): ${[...names].join(', ')} now ${[...zones].join('/')}, send-offs 5 s ${harder ? 'tighter' : 'looser'}.`;
}

/**
 * A set swum in another stroke keeps none of the old one's cues: a kick's "on your back, streamline" is no cue for IM, a
 * swim's "breathe every 3" none for a kick.
 */
function swappedCue(description: string, from: Stroke, to: Stroke): string {
  const kickCue = /\b(?:kick|on your (?:back|side)|streamline|board|6-beat|flutter|dolphin|ankles?|knees?)\b/;
  const swimCue = /\b(?:breathe|breathing|strokes?|catch|pull|distance per stroke|dps|turns?)\b/;
  if (from === to) return description;
  if (from === 'kick' && to !== 'kick' && kickCue.test(description)) return to === 'im' ? 'IM order, smooth, good turns' : 'steady, long strokes, good turns';
  if (to === 'kick' && from !== 'kick' && swimCue.test(description)) return 'steady kick, streamline off each wall';
  return description;
}

const gearBans: Partial<Record<Equipment, ConstraintRule[]>> = { fins: ['no_fins', 'ankle'], paddles: ['no_paddles', 'shoulder'], band: ['shoulder'], snorkel: ['no_snorkel'], pull_buoy: ['no_pull_buoy'], kickboard: ['no_kickboard', 'neck'] };
const gearLimit: Partial<Record<Equipment, ConstraintRule>> = { fins: 'no_fins', paddles: 'no_paddles', snorkel: 'no_snorkel', pull_buoy: 'no_pull_buoy', kickboard: 'no_kickboard' };
const gearHome = (gear: Equipment) => (gear === 'fins' ? 'kick' : gear === 'paddles' || gear === 'pull_buoy' ? 'pull' : gear === 'kickboard' ? 'kick' : 'drill');

function putOn(d: RefineDraft, gear: Equipment, place: PlanSection['kind'], target: Target | null, group: string | null = null): number {
  guard(d, gearBans[gear] ?? [], equipmentNames[gear].toLowerCase());
  if ((gear === 'paddles' || gear === 'band' || gear === 'parachute') && !paddlesAllowed(d.plan)) throw new Refusal(`${equipmentNames[gear].toLowerCase()} are not for this age group`);
  // "lane 5 … turn their kick into 50s, fins ok": that lane's own sets, when it swims its own.
  const own = group ? d.plan.sections.filter((s) => s.lanes?.includes(group)) : [];
  const hits = setsOf(own.length > 0 ? own : d.plan.sections, target ?? { sections: [place], distance: null, round: null, words: `the ${place}` }, { coach: false }).filter(({ set }) => gear !== 'fins' || set.stroke === 'kick' || set.stroke === 'drill' || set.stroke === 'fly' || set.stroke === 'back' || place !== 'kick');
  if (hits.length === 0) throw new Refusal(`there is no ${target?.words.replace(/^the /, '') ?? `${place} set`} to put ${equipmentNames[gear].toLowerCase()} on`);
  // A set that already swims with it keeps its send-off: only the sets the gear is new to are re-timed.
  const fresh = hits.filter((hit) => !hit.set.equipment.includes(gear));
  if (fresh.length === 0) throw new Refusal(`the ${target?.words.replace(/^the /, '') ?? `${place} set`} already swims with ${equipmentNames[gear].toLowerCase()}`);
  for (const hit of fresh) replaceSet(d, hit, retimed(d, { ...hit.set, equipment: [...hit.set.equipment, gear] }));
  return fresh.length;
}

/** "Add fins to the kick", "use paddles on the pull", "snorkels for the drill". */
export function readGear(clause: string, at: ReadContext): Op | null {
  // "paddles on the pull set", "fins for the kick": the gear, then where it goes.
  if (!/\b(?:add|use|with|put|bring|give (?:them|em))\b/.test(clause) && !/^(?:fins?|zoomers|paddles?|snorkels?|(?:pull ?)?buoys?|kick ?boards?|bands?)\s+(?:on|for|in)\s+(?:the\s+)?(?:kick|pull|drill|warm|main|sets?)\b/.test(clause)) return null;
  const gear = equipmentWords.find(([, re]) => re.test(clause))?.[0];
  if (!gear) return null;
  const place = /\bkick\b/.test(clause) ? 'kick' : /\bpull\b/.test(clause) ? 'pull' : /\bdrill\b/.test(clause) ? 'drill' : /\bwarm[- ]?up\b/.test(clause) ? 'warmup' : /\bmain\b/.test(clause) ? 'main' : gearHome(gear);
  return {
    understood: `${equipmentNames[gear].toLowerCase()} on the ${place}`,
    run: (d) => {
      const n = putOn(d, gear, place, at.target?.sections ? at.target : null);
      return `${equipmentNames[gear]} on the ${place} (${plural(n, 'set')}), send-offs adjusted.`;
    },
  };
}

/** "Fins ok", "paddles are fine today", "they can use fins": a piece of gear allowed again, and used where it belongs. */
export function readAllow(clause: string, at: ReadContext): Op | null {
  const m = /\b(fins?|zoomers|paddles?|snorkels?|(?:pull ?)?buoys?|kick ?boards?|boards?)\s*(?:are|is)?\s*(?:ok|okay|fine|allowed|good|available|back|alright|welcome|permitted)\b|\b(?:can|may|could) (?:use|have|wear) (?:the |their |some )?(fins?|zoomers|paddles?|snorkels?|(?:pull ?)?buoys?|kick ?boards?)\b|\b(?:allow|ok|okay) (fins?|zoomers|paddles?|snorkels?|(?:pull ?)?buoys?|kick ?boards?)\b|\bfound the (fins|paddles|snorkels|buoys|boards)\b|^(?:put |add |use |throw |with )?(fins?|zoomers|paddles?|snorkels?|(?:pull ?)?buoys?)\s+(?:on|for|during|in)\s+(?:the\s+|their\s+|all the\s+)?(?=\S)/.exec(clause);
  const word = m?.[1] ?? m?.[2] ?? m?.[3] ?? m?.[4] ?? m?.[5];
  if (!word) return null;
  const gear = equipmentWords.find(([, re]) => re.test(word))?.[0];
  if (!gear) return null;
  const name = equipmentNames[gear].toLowerCase();
  return {
    // "snorkel on the drill", then "the main": one change for each part named.
    understood: `${name} allowed${at.target?.sections ? ` on ${at.target.words}` : ''}`,
    run: (d) => {
      const rule = gearLimit[gear];
      const held = (d.plan.constraints ?? []).filter((c) => c.rule === rule);
      // An injury that rules the gear out stays: "fins ok" lifts a ban on the gear, not a shoulder.
      const injury = (d.plan.constraints ?? []).find((c) => (gearBans[gear] ?? []).includes(c.rule) && c.rule !== rule);
      if (injury) throw new Refusal(`"${injury.said}" rules ${name} out; say that it has healed to lift it`);
      if (held.length > 0) {
        d.plan.constraints = (d.plan.constraints ?? []).filter((c) => c.rule !== rule);
        d.brief.limits = d.brief.limits.filter((c) => c.rule !== rule);
        renewKit(d);
      }
      // "fins ok on the 16x25 fly and the 12x50 fly/free": on the sets named, each of them.
      const named = [...clause.matchAll(/\b(\d{1,2})\s*x\s*(\d{2,4})\b(?:\s+(fly|back|breast|free|im|kick|pull|drill))?/g)].map((x) => ({ reps: Number(x[1]), distance: Number(x[2]), stroke: x[3] as Stroke | undefined }));
      if (named.length > 0 && gear !== 'paddles' && gear !== 'band') {
        const swims = (set: SwimSet, stroke: Stroke | undefined) => !stroke || set.stroke === stroke || (set.mix ?? []).some((x) => x.stroke === stroke);
        const hits = named.flatMap((n) => setsNamed(d, n.reps, n.distance, false).filter((h) => swims(h.set, n.stroke)).slice(0, 1));
        // The gear helps: the send-off stays, so the set comes with more rest, never a tighter one.
        for (const hit of hits) if (!hit.set.equipment.includes(gear)) replaceSet(d, hit, { ...hit.set, equipment: [...hit.set.equipment, gear] });
        const lifted = held.length ? ` ("${held[0]!.said}" lifted)` : '';
        if (hits.length > 0) return `${equipmentNames[gear]} allowed${lifted}: on the ${named.map((n) => `${n.reps}x${n.distance}${n.stroke ? ` ${n.stroke}` : ''}`).join(' and the ')}, the send-offs kept.`;
      }
      const place = at.target?.sections?.[0] ?? gearHome(gear);
      if ((gear === 'paddles' || gear === 'band') && !paddlesAllowed(d.plan)) return `${equipmentNames[gear]} allowed${held.length ? ` ("${held[0]!.said}" lifted)` : ''}; none written in: they are not for this age group.`;
      let n = 0;
      try {
        n = putOn(d, gear, place, at.target?.sections ? at.target : null, at.group ?? null);
      } catch (err) {
        if (!(err instanceof Refusal)) throw err;
      }
      const lifted = held.length ? ` ("${held[0]!.said}" lifted)` : '';
      const missing = at.target?.sections && !d.plan.sections.some((s) => at.target!.sections!.includes(s.kind)) ? `; this plan has no ${at.target.words.replace(/^the /, '')} to put ${name} on` : '';
      return n > 0 ? `${equipmentNames[gear]} allowed${lifted}: on the ${place} (${plural(n, 'set')}), send-offs adjusted.` : `${equipmentNames[gear]} allowed${lifted}${missing}.`;
    },
  };
}

/** "Fewer 100s", "drop 2 of the 100s", "two more rounds", "one less round", "drop the second round": repeats and rounds. */
export function readReps(clause: string, at: ReadContext): Op | null {
  const numberWord: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, couple: 2, 'a couple': 2, few: 2 };
  const rounds = /\b(a|an|one|two|three|\d)\s*(more|extra|less|fewer)\s*rounds?\b|\b(add|drop|cut|lose|remove|take off)\s*(a|an|one|two|three|\d)\s*rounds?\b|\b(drop|cut|skip|remove|lose) the (first|second|third|fourth|last|final) round\b/.exec(clause);
  const reps = /\b(fewer|less|more|extra)\s+(?:of the\s+)?(\d{2,4})s\b|\b(drop|cut|take off|lose|remove|add|another)\s+(a|an|one|two|three|four|\d{1,2})\s+(?:more\s+|extra\s+)?(?:of the\s+)?(\d{2,4})s\b/.exec(clause);
  if (!rounds && !reps) return null;
  const target = at.target;
  if (rounds) {
    const dropOne = rounds[5] !== undefined;
    const n = dropOne ? -1 : rounds[1] ? numberWord[rounds[1]] ?? Number(rounds[1]) : numberWord[rounds[4]!] ?? Number(rounds[4]);
    const up = dropOne ? false : rounds[2] ? /more|extra/.test(rounds[2]) : rounds[3] === 'add';
    const delta = dropOne ? -1 : up ? n : -n;
    return {
      understood: `${delta > 0 ? `${delta} more` : `${-delta} fewer`} round${Math.abs(delta) === 1 ? '' : 's'}${target?.sections ? ` of ${target.words}` : ''}`,
      run: (d) => {
        const sections = (target?.sections ?? ['main']);
        const section = d.plan.sections.find((s) => sections.includes(s.kind) && s.blocks.some((b) => b.rounds > 1 && !b.coachWritten)) ?? d.plan.sections.find((s) => sections.includes(s.kind));
        const block = section?.blocks.find((b) => b.rounds > 1 && !b.coachWritten) ?? (delta > 0 ? section?.blocks.find((b) => !b.coachWritten) : undefined);
        if (!section || !block) throw new Refusal(`there is no set of rounds in the ${sections[0] === 'main' ? 'main set' : target!.words} to change`);
        const next = Math.max(1, block.rounds + delta);
        if (next === block.rounds) throw new Refusal('one round is the fewest a set can have');
        const was = block.rounds;
        block.rounds = next;
        d.protect.add(section);
        if (!d.volumeSet) d.target += (next - was) * volumeOf({ ...section, blocks: [{ ...block, rounds: 1 }] });
        return `${section.name}: ${next} rounds instead of ${was}.`;
      },
    };
  }
  const distance = Number(reps![2] ?? reps![5]);
  const up = /^(?:more|extra|add|another)$/.test(reps![1] ?? reps![3]!);
  const count = reps![4] ? (numberWord[reps![4]] ?? Number(reps![4])) : null;
  const scope: Target = { sections: target?.sections ?? null, distance, round: null, words: `the ${distance}s` };
  return {
    understood: `${up ? 'more' : 'fewer'} ${distance}s`,
    run: (d) => {
      const hits = setsOf(d.plan.sections, scope).filter(({ set }) => set.reps > 1 || up);
      if (hits.length === 0) throw new Refusal(`there are no ${distance}s in this plan`);
      let moved = 0;
      for (const hit of hits) {
        const by = count ?? Math.max(1, Math.round(hit.set.reps * 0.25));
        const next = up ? cleanReps(hit.set.reps + by, 'up') : cleanReps(Math.max(1, hit.set.reps - by), 'down');
        if (next === hit.set.reps) continue;
        moved += (next - hit.set.reps) * hit.set.distance * hit.block.rounds;
        replaceSet(d, hit, { ...hit.set, reps: next });
      }
      if (moved === 0) throw new Refusal(`the ${distance}s cannot ${up ? 'grow' : 'shrink'} further`);
      if (!d.volumeSet) d.target += moved;
      return `${up ? 'More' : 'Fewer'} ${distance}s: ${moved > 0 ? '+' : ''}${numberText(moved)} ${d.plan.unit}.`;
    },
  };
}

/**
 * A correction of what the plan says, in the coach's words: "it's 7x200 on 5:00 not 6:05", "rest is 20 sec
 * not 15": every set written with the wrong number gets the right one.
 */
export function readCorrection(clause: string): Op | null {
  const sendOff = /(?:\bon|@|\bevery|\bleave on)?\s*(\d?:\d\d)\s*,?\s*(?:not|instead of|rather than)\s*(?:on\s*|@\s*)?(\d?:\d\d)\b/.exec(clause);
  const rest = /\brest (?:is|should be|=|of)?\s*:?(\d{1,3})\s*(?:s|sec|secs|seconds)?\s*,?\s*(?:not|instead of)\s*:?(\d{1,3})\b|:(\d{2})\s*rest\s*,?\s*not\s*:?(\d{2})\b/.exec(clause);
  if (sendOff) {
    const [right, wrong] = [clockSeconds(sendOff[1]!), clockSeconds(sendOff[2]!)];
    if (!right || !wrong || right === wrong || right < 15 || right > 1200) return null;
    return {
      understood: `send-offs of ${sendOff[2]} to ${sendOff[1]}`,
      run: (d) => {
        const hits = setsOf(d.plan.sections, null, { coach: true }).filter(({ set }) => set.sendOff?.type === 'interval' && set.sendOff.seconds === wrong);
        if (hits.length === 0) throw new Refusal(`no set in this plan leaves on ${sendOff[2]}`);
        for (const hit of hits) replaceSet(d, hit, { ...hit.set, sendOff: { type: 'interval', seconds: right } });
        return `On ${sendOff[1]}, not ${sendOff[2]} (${plural(hits.length, 'set')}).`;
      },
    };
  }
  if (rest) {
    const right = Number(rest[1] ?? rest[3]);
    const wrong = Number(rest[2] ?? rest[4]);
    if (!right || !wrong || right === wrong || right > 600) return null;
    return {
      understood: `rest of :${wrong} to :${right}`,
      run: (d) => {
        const hits = setsOf(d.plan.sections, null, { coach: true }).filter(({ set }) => set.sendOff?.type === 'rest' && set.sendOff.seconds === wrong);
        if (hits.length === 0) throw new Refusal(`no set in this plan rests :${wrong}`);
        for (const hit of hits) replaceSet(d, hit, { ...hit.set, sendOff: { type: 'rest', seconds: right } });
        return `${right} s rest, not ${wrong} (${plural(hits.length, 'set')}).`;
      },
    };
  }
  return null;
}

/** "Drop the 10x100 aerobic at the end", "lose the 4 x 50 pull": the set the coach names by its repeats goes, with its yards. */
export function readRemoveSet(clause: string): Op | null {
  // "cut the 14x50 technique way down", "cut the 8x100 in half": fewer repeats of that set, never none.
  const down = /\b(?:cut|trim|drop|bring)\s+(?:the\s+|that\s+)?(\d{1,2})\s*x\s*(\d{2,4})s?\b[^,;]{0,30}?\b(way down|a lot|down|back|in half)\b/.exec(clause);
  if (down) {
    const [reps, distance] = [Number(down[1]), Number(down[2])];
    const left = Math.max(1, Math.round(reps * (/way down|a lot/.test(down[3]!) ? 1 / 3 : 0.5)));
    return {
      understood: `the ${reps} x ${distance} down to ${left}`,
      run: (d) => {
        const hit = setsNamed(d, reps, distance, false)[0];
        if (!hit) throw new Refusal(`there is no ${reps} x ${distance} in this plan to cut`);
        const cut = (reps - left) * distance * hit.block.rounds;
        replaceSet(d, hit, { ...hit.set, reps: left, lanes: hit.set.lanes?.map((l) => ({ ...l, reps: Math.max(1, Math.round((l.reps * left) / reps)) })) });
        d.protect.add(hit.section);
        if (!d.volumeSet) d.target -= cut;
        return `The ${reps} x ${distance} cut to ${left} x ${distance} (${numberText(cut)} less).`;
      },
    };
  }
  // "lose the secondary 3x200": the part's name before the set narrows where it is.
  const m = /\b(?:drop|remove|lose|cut(?: out)?|skip|take out|get rid of|ditch|scrap|bin)\s+(?:the\s+|that\s+|those\s+)?(?:(?:secondary|aerobic|extra|last|first|other)\s+(?:set\s+)?)?(\d{1,2})\s*x\s*(\d{2,4})s?\b/.exec(clause) ?? /\b(?:take|pull|get)\s+(?:the\s+|that\s+)?(\d{1,2})\s*x\s*(\d{2,4})s?\b[^,;]{0,20}\bout\b/.exec(clause);
  // "drop the 25 sprints", "lose the 50s kick": the sets of that length in that part, however many there are.
  const bare = m ? null : /\b(?:drop|remove|lose|cut(?: out)?|skip|take out|get rid of|ditch|scrap|bin)\s+(?:the\s+|that\s+|those\s+|all the\s+)?(\d{2,4})s?\s+(?:free\s+)?(sprints?|kick|pull|drill|fast ones|speed)\b/.exec(clause);
  // "cut the pre-set 75s", "drop the kick 50s": the part first, then the length of its repeats.
  const partFirst = m || bare ? null : /\b(?:drop|remove|lose|cut(?: out)?|skip|take out|get rid of|ditch|scrap|bin)\s+(?:the\s+|that\s+|those\s+|all the\s+)?(pre[- ]?set|kick|pull|drill|warm[- ]?up|sprint)(?: set)?\s+(\d{2,4})s\b/.exec(clause);
  if (partFirst) return removeByLength(Number(partFirst[2]), /^pre/.test(partFirst[1]!) ? 'preset' : /^warm/.test(partFirst[1]!) ? 'warmup' : partFirst[1]!);
  // "cut the easy 200 in the preset": the swim of that length in that part.
  const inPart = m || bare ? null : /\b(?:drop|remove|lose|cut(?: out)?|skip|take out|get rid of|ditch|scrap|bin)\s+(?:the\s+|that\s+)?(?:easy\s+|fast\s+|long\s+|single\s+|extra\s+)?(\d{2,4})\s+(?:swim\s+)?(?:in|from|of|at the end of|at the start of)\s+(?:the\s+)?(pre[- ]?set|kick|pull|drill|warm[- ]?up|sprint|cool[- ]?down)(?: set)?\b/.exec(clause);
  if (inPart) return removeByLength(Number(inPart[1]), /^pre/.test(inPart[2]!) ? 'preset' : /^warm/.test(inPart[2]!) ? 'warmup' : /^cool/.test(inPart[2]!) ? 'cooldown' : inPart[2]!);
  if (!m && !bare) return null;
  if (bare) return removeByLength(Number(bare[1]), bare[2]!);
  const [reps, distance] = [Number(m![1]), Number(m![2])];
  return {
    understood: `remove the ${reps} x ${distance}`,
    run: (d) => {
      let removed = 0;
      // "lose the 8x50 pre set … my main stays exactly like it is": the coach's own sets go only when theirs is the only match, and a
      // section named beside the set ("pre set", "kick") narrows where it is looked for.
      const named = /\bsecondary\b/.test(clause) ? 'secondary' : /\bpre[- ]?set\b/.test(clause) ? 'preset' : /\bwarm[- ]?up\b/.test(clause) ? 'warmup' : /\bcool[- ]?down\b/.test(clause) ? 'cooldown' : /\bkick\b/.test(clause) ? 'kick' : /\bpull\b/.test(clause) ? 'pull' : null;
      // With lanes, any lane's count names the set ("the 18x25" of "22 / 20 / 19 / 18 x 25").
      const matches = (s: SwimSet) => s.distance === distance && (s.reps === reps || (s.lanes ?? []).some((l) => l.reps === reps));
      const candidates = d.plan.sections.filter((section) => (!named || section.kind === named) && section.blocks.some((b) => b.sets.some(matches)));
      const engine = candidates.filter((section) => section.blocks.some((b) => !b.coachWritten && b.sets.some(matches)));
      const where = engine.length > 0 ? engine : candidates;
      for (const section of where) {
        for (const block of [...section.blocks]) {
          if (engine.length > 0 && block.coachWritten) continue;
          const at = block.sets.findIndex(matches);
          if (at < 0) continue;
          removed += block.rounds * block.sets[at]!.reps * distance;
          block.sets.splice(at, 1);
          if (block.sets.length === 0) section.blocks.splice(section.blocks.indexOf(block), 1);
          d.protect.add(section);
        }
      }
      if (removed === 0) throw new Refusal(`there is no ${reps} x ${distance} in this plan`);
      if (d.plan.sections.some((s) => s.kind === 'main' && s.blocks.length === 0)) throw new Refusal(`the ${reps} x ${distance} is the whole main set; say what goes in its place ("swap the main set to …")`);
      d.plan.sections = d.plan.sections.filter((s) => s.blocks.length > 0);
      if (!d.volumeSet) d.target -= removed;
      return `Removed the ${reps} x ${distance} (${numberText(removed)}).`;
    },
  };
}

/** Every engine-written set of `distance` in the part named (sprints by their zone, kick, pull or drill by their section or stroke). */
function removeByLength(distance: number, part: string): Op {
  const sprint = /^(?:sprints?|fast ones|speed)$/.test(part);
  const what = `${distance} ${sprint ? 'sprints' : part}`;
  const matches = (set: SwimSet, kind: string) => set.distance === distance && (sprint ? ['SP1', 'SP2', 'SP3'].includes(set.zone) : set.stroke === part || kind === part);
  return {
    understood: `remove the ${what}`,
    run: (d) => {
      let removed = 0;
      for (const section of d.plan.sections) {
        for (const block of [...section.blocks]) {
          if (block.coachWritten) continue;
          const kept = block.sets.filter((set) => !matches(set, section.kind));
          removed += block.rounds * block.sets.filter((set) => matches(set, section.kind)).reduce((sum, set) => sum + set.reps * set.distance, 0);
          if (kept.length === block.sets.length) continue;
          block.sets = kept;
          if (kept.length === 0) section.blocks.splice(section.blocks.indexOf(block), 1);
          d.protect.add(section);
        }
      }
      if (removed === 0) throw new Refusal(`there are no ${what} in this plan`);
      if (d.plan.sections.some((s) => s.kind === 'main' && s.blocks.length === 0)) throw new Refusal(`the ${what} are the whole main set; say what goes in its place ("swap the main set to …")`);
      d.plan.sections = d.plan.sections.filter((s) => s.blocks.length > 0);
      if (!d.volumeSet) d.target -= removed;
      return `Removed the ${what} (${numberText(removed)}).`;
    },
  };
}

const strokeWordsRe = String.raw`(?:free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|butterfly|side(?:stroke)?|im)`;

/**
 * "make the pyramid their choice - breast, back or sidestroke": the sets named swum as the swimmers' choice of those
 * strokes (sidestroke said beside them), on send-offs for the slowest of them.
 */
export function readStrokeChoice(clause: string, at: ReadContext): Op | null {
  const m = new RegExp(String.raw`\b(?:their|swimmers?'?|a|your) choice\b\s*(?:of|-|:|,|between)?\s*(${strokeWordsRe}(?:\s*(?:,|\/|or|and|&)\s*${strokeWordsRe})+)`).exec(clause);
  if (!m || !at.target) return null;
  const named = [...m[1]!.matchAll(new RegExp(strokeWordsRe, 'g'))].map((x) => x[0]);
  const strokes: string[] = [...new Set(named.map((w) => (/^free/.test(w) ? 'free' : /^back/.test(w) ? 'back' : /^breast/.test(w) ? 'breast' : /^(?:fly|butterfly)/.test(w) ? 'fly' : /^side/.test(w) ? 'side' : 'im')))];
  const swum: readonly Stroke[] = ['free', 'back', 'breast', 'fly'];
  const pool = swum.filter((x) => strokes.includes(x));
  if (pool.length < 1) return null;
  const target = sectionOnly(at.target) ?? at.target;
  const said = strokes.map((x) => (x === 'side' ? 'sidestroke' : x)).join(', ');
  return {
    understood: `${target.words}: choice of ${said}`,
    run: (d) => {
      const banned = new Set((d.plan.constraints ?? []).map((c) => c.rule));
      const left = pool.filter((x) => !banned.has(`no_${x}` as ConstraintRule));
      if (left.length === 0) throw new Refusal(`${said} are all ruled out by this plan's limits`);
      const hits = setsOf(d.plan.sections, target).filter(({ set }) => !['kick', 'pull', 'drill'].includes(set.stroke) && set.zone !== 'REC');
      if (hits.length === 0) throw new Refusal(`there is no swim in ${target.words} to give a choice of strokes`);
      for (const hit of hits) {
        const { legs: _legs, mix: _mix, ...plain } = hit.set;
        const next: SwimSet = { ...plain, stroke: left.length === 1 ? left[0]! : 'choice', ...(left.length > 1 ? { strokes: left } : {}), description: [hit.set.description.replace(/\b(?:free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|butterfly)\b,?\s*/gi, '').trim(), `choice: ${said}`].filter(Boolean).join(', ') };
        replaceSet(d, hit, retimed(d, next));
      }
      return `${targetName(target, 'main set')}: their choice of ${said} (${plural(hits.length, 'set')}), send-offs for the slowest of them.`;
    },
  };
}

const kickStyles: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:br|breast|breaststroke|frog|whip)$/, 'breaststroke kick'],
  [/^(?:fly|dolphin|dol|butterfly)$/, 'dolphin kick'],
  [/^(?:flutter|free|freestyle|6[- ]?beat)$/, 'flutter kick'],
  [/^(?:back|backstroke)$/, 'flutter kick on your back'],
];

/** What a kick set's words say of the kick itself: taken out when the coach names the kick. */
const kickStyleWords = /\b(?:choice(?: of kick)?|flutter(?: kick)?|dolphin(?: kick)?|breast(?:stroke)? kick|on your (?:side|back)(?:, bottom arm down)?|strong 6-beat|6-beat|whatever kick|any kick)\b,?\s*/g;

/**
 * "make the 14/12x50 kick set br kick w board", "their kick … make that br kick no fins", "all dolphin kick on the kick set":
 * the kick the coach names, in every kick set they meant (one lane's own when said for a lane), with or without the gear said.
 */
export function kickStyle(clause: string, laneAt: { index: number; words: string } | null = null): Op | null {
  const m = /\b(br|breast(?:stroke)?|frog|whip|fly|dolphin|dol|butterfly|flutter|free(?:style)?|6[- ]?beat|back(?:stroke)?)\s+kick\b/.exec(clause);
  if (!m || !/\b(?:make|change|turn|switch|swap|should be|needs? to be|all|only|do|instead|into|to)\b/.test(clause) || !/\bkick\b[^,;]*\b(?:set|kick)\b|\b(?:the|their|that|this) kick\b|\bkick set\b|\bkicks?\b.*\bkick\b|^(?:make|change|turn|switch) (?:that|it|them|those|this|these) (?:all )?[a-z0-9]+ kick\b/.test(clause)) return null;
  const found = kickStyles.find(([re]) => re.test(m[1]!))?.[1];
  if (!found) return null;
  // "make it flutter on the back": the flutter kick on the back.
  const style = found === 'flutter kick' && /\bon (?:the|your|their) backs?\b/.test(clause) ? 'flutter kick on your back' : found;
  const board = /\b(?:w\/?|with)\s*(?:a\s+)?(?:kick ?)?boards?\b/.test(clause) ? true : /\bno (?:kick ?)?boards?\b|\bwithout (?:a )?(?:kick ?)?boards?\b/.test(clause) ? false : null;
  const noFins = /\bno fins\b|\bwithout fins\b/.test(clause);
  // "make half the kick set back kick no board, arms at sides": half the repeats that way, the other half as they were.
  const half = /\bhalf (?:of )?(?:the |their |that )?kick\b/.test(clause);
  const arms = /\barms (?:at (?:your |the |their )?sides|down)\b/.test(clause) ? 'arms at your sides' : '';
  return {
    understood: `${laneAt ? `${laneAt.words}: ` : ''}kick set as ${style}${board === true ? ' with a board' : board === false ? ' without a board' : ''}${noFins ? ', no fins' : ''}`,
    run: (d) => {
      const lane = laneAt ? d.plan.laneGroups?.[laneAt.index]?.name ?? null : null;
      if (laneAt && !lane) throw new Refusal(`this plan has no ${laneAt.words}`);
      const own = lane ? d.plan.sections.filter((s) => s.kind === 'kick' && s.lanes?.includes(lane)) : [];
      if (lane && own.length === 0) throw new Refusal(`${lane} swims the kick set with the other lanes; say it for everybody ("make the kick set ${style}") or give the lane a kick set of its own`);
      const sections = lane ? own : d.plan.sections.filter((s) => s.kind === 'kick' && !s.lanes);
      const kicks = (lane ? own : sections.length > 0 ? sections : d.plan.sections.filter((s) => s.kind === 'kick')).flatMap((s) => s.blocks.filter((b) => !b.coachWritten).flatMap((b) => b.sets.filter((x) => x.stroke === 'kick').map((set) => ({ s, b, set }))));
      if (kicks.length === 0) throw new Refusal('this plan has no kick set of its own to change');
      for (const { s, b, set } of kicks) {
        const equipment = set.equipment.filter((g) => !(noFins && g === 'fins') && !(board === false && g === 'kickboard') && !(style === 'breaststroke kick' && g === 'fins'));
        if (board === true && !equipment.includes('kickboard')) equipment.push('kickboard');
        const rest = set.description.replace(kickStyleWords, '').replace(/^[,\s]+|[,\s]+$/g, '');
        const said = [style === 'flutter kick on your back' && equipment.includes('kickboard') ? 'flutter kick' : style, arms].filter(Boolean).join(', ');
        const next = { ...set, equipment, description: rest ? `${said}, ${rest}` : said };
        if (half && set.reps >= 2) {
          const first = Math.floor(set.reps / 2);
          b.sets.splice(b.sets.indexOf(set), 1, { ...set, reps: set.reps - first }, { ...next, reps: first, lanes: set.lanes?.map((l) => ({ ...l, reps: Math.max(1, Math.floor(l.reps / 2)) })) });
        } else b.sets[b.sets.indexOf(set)] = next;
        d.protect.add(s);
      }
      if (half) return `${lane ? `${lane}: half the kick set` : 'Half the kick set'} as ${style}${board === false ? ' without a board' : ''}${arms ? `, ${arms}` : ''}; the other half as it was.`;
      return `${lane ? `${lane}: kick set` : 'Kick set'} as ${style}${board === true ? ' with a board' : board === false ? ' without a board' : ''} (${plural(kicks.length, 'set')}).`;
    },
  };
}

// "kick set flutter only", "kick flutter only today": the kick said, then the style.
// "make it flutter on the back, arms at sides": the style said without the word kick after it.
export const readKickStyle: Reader = (clause) => kickStyle(clause.replace(/\b(?:the )?kick(?: set)? (?:is |should be )?(flutter|dolphin|breast(?:stroke)?|fly|free(?:style)?|back(?:stroke)?)(?: kick)? only\b/, 'make the kick set $1 kick').replace(/\b((?:make|turn|change|switch) (?:the |their )?kick(?: set)? (?:to |into )?)(flutter|dolphin)\b(?! kick)/, '$1$2 kick'));

const saysStart = /\b(?:from|off) (?:a |the )?(?:push|dive|blocks?)\b|\b(?:push|dive) starts?\b/i;

/**
 * "make the sprint 25s from a push for everybody, the blocks are off", "do the evens off the blocks": how the repeats
 * start, on the sets that say a start (or the set named). A start off the blocks is refused while "no dives" holds.
 */
export function readStart(clause: string, at: ReadContext): Op | null {
  const m = /\b(?:from|off) (?:a |the )?(push|wall|blocks?|dive)\b|\b(push|dive) starts?\b/.exec(clause);
  if (!m || !/^(?:and |so |but |just |then |now )?(?:make|do|have|put|switch|change|start|swim|go|all|every|the|those|these|evens|odds)\b/.test(clause)) return null;
  if (/\b(?:no|not|never|without|don'?t|cant|can'?t)\b/.test(clause)) return null;
  const blocks = /block|dive/.test(m[1] ?? m[2]!);
  const parity = /\b(odds|evens)\b/.exec(clause)?.[1];
  const target = at.target;
  const said = blocks ? 'from the blocks' : 'from a push';
  return {
    understood: `${target?.words ?? parity ?? 'the starts'} ${said}`,
    run: (d) => {
      if (blocks) guard(d, ['no_dives'], said);
      const named = target ? setsOf(d.plan.sections, target) : [];
      const starting = (named.length > 0 ? named : setsOf(d.plan.sections, null, { coach: false })).filter((h) => saysStart.test(h.set.description) && (!parity || new RegExp(`\\b${parity}\\b`).test(h.set.description)));
      const hits = starting.length > 0 ? starting : named;
      if (hits.length === 0) throw new Refusal(target ? `there is no ${target.words.replace(/^the /, '')} in this plan` : 'no set in this plan says how it starts; name the set ("the sprint 25s from a push")');
      let changed = 0;
      for (const hit of hits) {
        const text = hit.set.description;
        let next: string;
        if (!saysStart.test(text)) next = `${text}, ${said}`;
        else if (blocks) next = parity ? text.replace(new RegExp(`\\b${parity} (?:from|off) (?:a |the )?(?:push|wall|dive(?: start)?(?: in the water)?)\\b`), `${parity} from the blocks`) : text.replace(/\b(?:from|off) (?:a |the )?(?:push|wall|dive(?: start)?(?: in the water)?)\b|\bpush starts?\b/gi, 'from the blocks');
        else next = parity ? text.replace(new RegExp(`\\b${parity} (?:from|off) (?:a |the )?(?:dive|blocks?)\\b`), `${parity} from a push`) : text.replace(/\b(?:from|off) (?:a |the )?(?:dive|blocks?)(?: start)?\b|\bdive starts?\b/gi, 'from a push');
        if (next === text) continue;
        replaceSet(d, hit, { ...hit.set, description: next });
        changed++;
      }
      const words = target ? target.words[0]!.toUpperCase() + target.words.slice(1) : parity ? `The ${parity}` : 'The starts';
      if (changed === 0) return `${words} already ${said}.`;
      return `${target ? target.words[0]!.toUpperCase() + target.words.slice(1) : parity ? `The ${parity}` : 'The starts'} ${said} (${plural(changed, 'set')}).`;
    },
  };
}

const asWords: ReadonlyArray<readonly [RegExp, Stroke]> = [
  [/^pull(?:ing)?$/, 'pull'],
  [/^kick(?:ing)?$/, 'kick'],
  [/^drills?$/, 'drill'],
  [/^(?:back(?:stroke)?|bk)$/, 'back'],
  [/^(?:breast(?:stroke)?|br)$/, 'breast'],
  [/^(?:fly|butterfly)$/, 'fly'],
  [/^(?:free(?:style)?|fr)$/, 'free'],
  [/^im$/, 'im'],
];

/**
 * "make the 8x100 after the ladder pull w/ buoy + paddles", "swim the 100s as back", "turn the 6x200 into kick": one
 * set named by its count or its distance swum as another stroke (pull with its gear), its repeats and effort as they were.
 */
export function readSetAs(clause: string, at: ReadContext): Op | null {
  const target = at.target;
  if (!target || (target.distance == null && target.reps == null)) return null;
  const m = /^(?:and |so |just |then )?(?:make|turn|swim|do|switch|change|have (?:them|em) (?:do|swim))\s+(?:the|those|that|these|my|your)\s+(?:\d{1,2}\s*x\s*)?\d{2,4}s?\b(?:\s+(?:after|before|in|on|of|from)\s+(?:the\s+)?[a-z-]+(?:\s+set)?)?\s+(?:as\s+|into\s+|to\s+|all\s+)?(pull(?:ing)?|kick(?:ing)?|drills?|back(?:stroke)?|bk|breast(?:stroke)?|br|fly|butterfly|free(?:style)?|fr|im)\b(?:\s*\/\s*(back|breast|fly|free)\b)?(.*)$/.exec(clause);
  if (!m) return null;
  const stroke = asWords.find(([re]) => re.test(m[1]!))?.[1];
  if (!stroke) return null;
  // "make the 300s on the main back/free": each repeat split between the two strokes.
  const second = m[2] ? asWords.find(([re]) => re.test(m[2]!))?.[1] : undefined;
  m[2] = m[3]!;
  const gear = equipmentWords.filter(([, re]) => re.test(m[2]!)).map(([e]) => e);
  const wanted: Equipment[] = stroke === 'pull' ? [...new Set<Equipment>(['pull_buoy', ...gear])] : gear;
  return {
    understood: `${target.words} as ${stroke}${wanted.length ? ` (${wanted.map((g) => equipmentNames[g].toLowerCase()).join(', ')})` : ''}`,
    run: (d) => {
      guard(d, strokeBans[stroke] ?? [], stroke);
      for (const g of wanted) guard(d, gearBans[g] ?? [], equipmentNames[g].toLowerCase());
      if ((wanted.includes('paddles') || wanted.includes('band')) && !paddlesAllowed(d.plan)) throw new Refusal('paddles are not for this age group');
      const hits = setsOf(d.plan.sections, target);
      if (hits.length === 0) throw new Refusal(`there is no ${target.words.replace(/^the /, '')} in this plan`);
      if (hits.some((h) => h.block.coachWritten)) throw new Refusal(`${target.words} is your own set; change it in the request`);
      if (second) guard(d, strokeBans[second] ?? [], second);
      for (const hit of hits) {
        const { set } = hit;
        const description = swappedCue(set.stroke === 'pull' || stroke === 'pull' ? set.description.replace(/\bbuoy only,?\s*/g, '') : set.description, set.stroke, stroke);
        const mix = second && second !== stroke ? readStrokeMix(`${stroke}/${second}`, set.distance)?.mix : undefined;
        if (second && !mix) throw new Refusal(`${set.distance}s do not split evenly into ${stroke} and ${second}; say the split ("100 ${stroke} 200 ${second}")`);
        const { mix: _old, ...plain } = set;
        replaceSet(d, hit, retimed(d, { ...plain, stroke, ...(mix ? { mix } : {}), equipment: [...new Set([...set.equipment.filter((e) => stroke === 'pull' || e !== 'pull_buoy'), ...wanted])], description }));
      }
      if (second) return `${target.words[0]!.toUpperCase()}${target.words.slice(1)} as ${stroke}/${second}, half of each repeat in each (${plural(hits.length, 'set')}), send-offs for it.`;
      return `${target.words[0]!.toUpperCase()}${target.words.slice(1)} as ${stroke}${wanted.length ? ` with ${wanted.map((g) => equipmentNames[g].toLowerCase()).join(' and ')}` : ''} (${plural(hits.length, 'set')}), send-offs for it.`;
    },
  };
}
