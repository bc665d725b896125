import type { ConstraintRule, Focus, PlanSection, SectionKind, SetBlock, Stroke, SwimSet } from '@laneforge/contracts';
import { blockDistance, numberText, sectionNames } from '@laneforge/contracts';
import { buildDryland } from '../dryland';
import { readDryland as readDrylandFacts } from '../understand/session';
import { RequestText } from '../understand/text';
import { readMinutes } from '../vocabulary';
import { parseBlocks } from '../parse';
import type { Kit } from '../templates/kit';
import { kickSet, pullSet } from '../templates/kickpull';
import * as main from '../templates/main';
import { racePace, skills, sprintSet } from '../templates/secondary';
import { drillSet } from '../templates/technique';
import { relayGame, swimOff } from '../sessions/wants';
import { readWants, want } from '../vocabulary/wants';
import { cooldown, warmup } from '../templates/warmup';
import { type RefineDraft, Refusal, insertBeforeCooldown, insertBeforeMain, newSection, volumeOf } from './draft';
import { type Op, type ReadContext, guard } from './op';
import { fitVolume, repStep } from '../fit';
import { squadOf } from '../squads';
import { cleanReps } from './shape';
import { retimed, strokeBans } from './sets';
import { readTarget } from './target';
import { inStroke } from './swimmers';

/** Sections: add (in a place), remove, replace, more or less of one, and the main set's zone or stroke. */

type Write = (kit: Kit, budget: number) => SetBlock[];

interface Kind {
  kind: SectionKind;
  write: Write;
  words: RegExp;
  name?: string;
  focus?: Focus;
  /** Limits that rule this section out. */
  blocked?: ConstraintRule[];
  early?: boolean;
}

const kinds: Kind[] = [
  { kind: 'kick', write: kickSet, words: /\bkick(?:ing)?\b/, blocked: ['no_kick', 'tired_legs'], early: true },
  { kind: 'pull', write: pullSet, words: /\bpull(?:ing)?\b/, blocked: ['no_pull_buoy'], early: true },
  { kind: 'drill', write: drillSet, words: /\bdrills?\b|\btechnique\b/, early: true },
  // "add a relay at the end, 4 teams", "a fun game to finish": a relay game, raced, to close.
  { kind: 'sprint', write: relayGame(want('sprint', 'relay', { structure: 'relay', place: 'end' })), words: /\brelays?\b|\bgames?\b/, name: 'Relay Game' },
  { kind: 'sprint', write: sprintSet, words: /\bsprints?\b|\bspeed\b/ },
  { kind: 'race_pace', write: racePace, words: /\brace[- ]?pace\b/ },
  { kind: 'skills', write: skills, words: /\bstarts?\b|\bturns?\b|\bunderwaters?\b|\bskills?\b/ },
  { kind: 'secondary', write: main.im, words: /\bim\b/, name: 'IM Set', focus: 'im', blocked: ['no_im'] },
  { kind: 'secondary', write: main.threshold, words: /\bthreshold\b/, name: 'Threshold Set', focus: 'threshold' },
  { kind: 'secondary', write: main.aerobic, words: /\baerobic\b|\bendurance\b/, name: 'Aerobic Set', focus: 'aerobic' },
  { kind: 'secondary', write: main.aerobic, words: /\bsecondary\b|\bsecond set\b/ },
  { kind: 'warmup', write: warmup, words: /\bwarm[- ]?up\b/, early: true },
  { kind: 'cooldown', write: cooldown, words: /\bcool[- ]?down\b|\bwarm[- ]?down\b|\bswim[- ]?down\b/ },
  { kind: 'preset', write: main.aerobic, words: /\bpre[- ]?set\b/, early: true },
];

const kindIn = (clause: string) => kinds.find((k) => k.words.test(clause));

const sectionFor = (d: RefineDraft, k: Kind) => d.plan.sections.find((s) => s.kind === k.kind && (k.name === undefined || s.name === k.name || k.kind !== 'secondary'));

const labelOf = (k: Kind) => (k.name ?? sectionNames[k.kind]).toLowerCase().replace(/\bim\b/g, 'IM');

/** Where the coach put a new part: "before the main", "after the kick", "at the end", "to start". */
interface Place {
  at: 'start' | 'end' | 'before' | 'after';
  kind?: SectionKind;
  words: string;
}

const placeKinds: ReadonlyArray<readonly [RegExp, SectionKind]> = [
  [/main(?: set)?/, 'main'],
  [/kick(?: set)?/, 'kick'],
  [/pull(?: set)?/, 'pull'],
  [/warm[- ]?up/, 'warmup'],
  [/cool[- ]?down|warm[- ]?down/, 'cooldown'],
  [/pre[- ]?set/, 'preset'],
  [/drills?(?: set)?/, 'drill'],
  [/sprints?(?: set)?/, 'sprint'],
];

function placeIn(clause: string): Place | null {
  const rel = /\b(before|after|ahead of|following|right after|right before)\s+(?:the\s+)?([a-z-]+(?: set)?)\b/.exec(clause);
  if (rel) {
    const kind = placeKinds.find(([re]) => re.test(rel[2]!))?.[1];
    if (kind) return { at: /before|ahead/.test(rel[1]!) ? 'before' : 'after', kind, words: rel[0] };
  }
  const start = /\b(?:at the (?:start|beginning)|to (?:start|open|begin)|first thing|first up|up front|before (?:we|they) (?:get|go|jump) in|before (?:the )?(?:swim|practice|we swim|getting in)|on deck first)\b/.exec(clause);
  if (start) return { at: 'start', words: start[0] };
  const end = /\b(?:at the end|to (?:finish|close|end)|to end (?:it|practice)|end with|finish with|close with|after (?:the )?(?:swim|practice|we get out)|last thing|at the finish)\b/.exec(clause);
  if (end) return { at: 'end', words: end[0] };
  return null;
}

function insertAt(d: RefineDraft, section: PlanSection, place: Place | null, early: boolean): void {
  const sections = d.plan.sections;
  if (place?.kind) {
    const i = sections.findIndex((s) => s.kind === place.kind);
    if (i >= 0) {
      sections.splice(place.at === 'before' ? i : i + 1, 0, section);
      return;
    }
  }
  if (place?.at === 'start') {
    // The warm-up still opens the practice: a new part goes straight after it.
    const warm = sections.findIndex((s) => s.kind === 'warmup');
    sections.splice(warm >= 0 && section.kind !== 'warmup' ? warm + 1 : 0, 0, section);
    return;
  }
  if (place?.at === 'end') return insertBeforeCooldown(d, section);
  if (early) insertBeforeMain(d, section);
  else insertBeforeCooldown(d, section);
}

function add(d: RefineDraft, k: Kind, budget: number, place: Place | null): string {
  guard(d, k.blocked ?? [], `add ${labelOf(k)}`);
  if (k.kind === 'skills') d.kit = { ...d.kit, focus: [...d.kit.focus, 'starts', 'turns'] };
  const section = newSection(d, k.kind, k.write, budget, k.name);
  insertAt(d, section, place, k.early === true);
  if (k.focus && !d.plan.focus.includes(k.focus)) d.plan.focus = [...d.plan.focus, k.focus];
  return `Added ${labelOf(k)} (${numberText(volumeOf(section))})${place ? ` ${place.words}` : ''}.`;
}

/** "Add 10 min of dryland before we get in": a dryland session of those minutes, before (or after) the swim; the swim keeps its clock. */
function dryland(clause: string): Op {
  const minutes = readMinutes(clause.replace(/\b(\d{1,2})\s*(?:-\s*)?(?:m|mins?)\b/, '$1 min'))?.value ?? (/\b(\d{1,2})\s*(?:'|mins?|minutes?)/.exec(clause) ? Number(/\b(\d{1,2})\s*(?:'|mins?|minutes?)/.exec(clause)![1]) : 10);
  const place = placeIn(clause);
  // "10 min stretching on deck at the end before they leave": after the swim, whatever "before" says of leaving.
  const after = /\bat the end\b|\bafter (?:the swim|practice|we get out|swimming|they get out)\b|\bbefore (?:they|we|you) (?:leave|go home|head out|go)\b|\bto (?:finish|close|end)\b/.test(clause);
  const before = !after && (place?.at === 'start' || /\bwarm[- ]?up\b|\bactivation\b|\bbefore\b|\bfirst\b/.test(clause));
  return {
    understood: `add ${minutes} min of dryland ${before ? 'before' : 'after'} the swim`,
    run: (d) => {
      // The equipment, the place and "standing only" read from the words as a request's dryland is.
      const said = readDrylandFacts(new RequestText(/\bdry[- ]?land\b/.test(clause) ? clause : `dryland ${clause}`, null), 'practice', null);
      const kind = before && minutes <= 20 && (said?.equipment == null || /\bwarm[- ]?up\b|\bactivation\b/.test(clause)) && said?.plyo !== true ? 'warmup' : 'full';
      const built = buildDryland({ squad: d.kit.squad, minutes, kind, constraints: d.plan.constraints ?? [], ...(said ? { dryland: { ...said, minutes, when: before ? 'before' : 'after' } } : {}) }, d.kit.rng);
      const session = built.session;
      // What the coach asked of it and the engine kept ("Standing only, as you said", "Only the equipment you have: …").
      const kept = built.notes.filter((n) => /\bas you said\b|^Standing only|^Only the equipment you have|^Wet deck/.test(n)).map((n) => `Dryland: ${n}`);
      d.plan.notes = [...d.plan.notes.filter((n) => !kept.includes(n)), ...kept];
      d.plan.dryland = before ? [session, ...d.plan.dryland.filter((s) => s.title !== session.title)] : [...d.plan.dryland, session];
      return before ? `Added ${minutes} min of dryland before the swim (${session.title.toLowerCase()}); the swim is unchanged.` : `Added ${session.minutes} min of dryland after the swim; the swim is unchanged.`;
    },
  };
}

/** "add 8 x 50 fly @ 1:00": the coach's own set, kept as written, on top of the total. */
function coachSet(clause: string): Op | null {
  const m = /\b(\d{1,2}\s*x\s*(?:\(|\d{2,4}).*?)(?=\s+(?:before|after|at the|to (?:start|finish|close|end))\b|$)/.exec(clause);
  if (!m?.[1] || !/\b(?:add|include|put in|throw in|with|finish with|end with|start with)\b/.test(clause)) return null;
  const blocks = parseBlocks(m[1], 'secondary');
  if (typeof blocks === 'string') return null;
  const place = placeIn(clause);
  return {
    understood: `add ${m[1]}`,
    run: (d) => {
      const written = blocks.map((b) => ({ ...b, coachWritten: true }));
      const section: PlanSection = { kind: 'secondary', name: 'Coach Set', blocks: written, distance: 0 };
      insertAt(d, section, place ?? { at: 'end', words: '' }, false);
      d.protect.add(section);
      const added = written.reduce((s, b) => s + blockDistance(b), 0);
      if (!d.volumeSet) d.target += added;
      return `Added your set as written: ${m[1]} (${numberText(added)})${place ? ` ${place.words}` : ''}.`;
    },
  };
}

export function readDryland(clause: string): Op | null {
  // "put the 45 min weight room circuit in too, before the swim": the lift is the dryland.
  if (!/\bdry[- ]?land\b|\bon deck\b.*\b(?:core|bands|stretch)|\bcore\b|\bstretch(?:ing)?\b|\bactivation\b|\bweight ?room\b|\b(?:lift(?:ing)?|weights|strength) (?:circuit|session|block|part)\b|\bcircuit\b(?=[^,;]*\b(?:before|after)\b)/.test(clause)) return null;
  if (!/\b(?:add|include|put in|put\b[^,;]{0,40}\bin|throw in|do|start with|finish with|end with|want|need|give (?:them|me)|get in)\b|\bbefore\b|\bafter\b|\bmin\b|\bminutes?\b/.test(clause)) return null;
  if (/\b(?:no|drop|skip|remove|cut|without)\b/.test(clause)) return null;
  return dryland(clause);
}

/**
 * "after the test put a 300 easy recovery swim before anything else", "add a 200 ez after the main": one easy swim of that
 * length, in its own place next to the part named; the practice is that much longer.
 */
/**
 * "add like 5 min of water walking / aqua jog in the shallow end at the start": that many minutes of it in its own part,
 * first (or last), written on the board with its minutes; it is counted at about 20 a minute.
 */
export function readWaterWalk(clause: string): Op | null {
  const m = /\b(?:add|start with|give (?:them|em)|put in|throw in|do)\b[^,;]*?\b(\d{1,2})\s*(?:min(?:ute)?s?)\s+(?:of\s+)?((?:water |pool |deep[- ]water )?(?:walk(?:ing)?|jog(?:ging)?|running)(?:\s*(?:\/|or|and|&)\s*(?:aqua |water )?(?:walk(?:ing)?|jog(?:ging)?|running))?|aqua ?jog(?:ging)?(?:\s*(?:\/|or|and|&)\s*(?:water )?walk(?:ing)?)?)\b/.exec(clause);
  if (!m) return null;
  const minutes = Number(m[1]);
  if (minutes < 2 || minutes > 20) return null;
  const what = m[2]!.replace(/\s*(?:\/|or|and|&)\s*/, ' / ');
  const where = /\bshallow end\b/.test(clause) ? ' in the shallow end' : /\bdeep end\b/.test(clause) ? ' in the deep end' : '';
  const last = /\bat the end\b|\bto finish\b|\bafter\b/.test(clause) && !/\bat the start\b|\bfirst\b|\bbefore\b/.test(clause);
  return {
    understood: `${minutes} min of ${what}${last ? ' at the end' : ' at the start'}`,
    run: (d) => {
      const unit = d.plan.course === 'LCM' ? 50 : 25;
      const distance = Math.max(unit, Math.round((minutes * 20) / unit) * unit);
      const set: SwimSet = { reps: 1, distance, stroke: 'choice', description: `${what}${where}, about ${minutes} min, ease in`, sendOff: null, zone: 'REC', equipment: [], halfLength: false };
      const part: PlanSection = { kind: last ? 'cooldown' : 'warmup', name: `${what.charAt(0).toUpperCase()}${what.slice(1)}`, blocks: [{ rounds: 1, label: null, sets: [set] }], distance };
      const at = last ? Math.max(0, d.plan.sections.findIndex((s) => s.kind === 'cooldown')) : 0;
      d.plan.sections.splice(last && at === 0 ? d.plan.sections.length : at, 0, part);
      d.protect.add(part);
      d.kept.add(part);
      if (!d.volumeSet) d.target += distance;
      return `${minutes} min of ${what}${where} ${last ? 'before the cool-down' : 'first, before the warm-up'}.`;
    },
  };
}

export function readAddEasySwim(clause: string): Op | null {
  if (!/\b(?:add|put|throw in|stick|insert|give (?:them|em)|tack on)\b/.test(clause) || !/\b(?:easy|ez|recovery|loosen(?:[- ]up)?|swim[- ]?down|warm[- ]?down)\b/.test(clause)) return null;
  const amount = /\b(?:a|an|one)\s+(\d{2,4})\b(?!\s*(?:x|min|sec))/.exec(clause);
  const place = /\b(right after|after|before|ahead of)\s+(?:the\s+|their\s+)?(?!anything|everything|any)([a-z][a-z0-9 -]{1,30}?)(?:\s+(?:set|section|part))?(?=$|[,;]|\s+(?:put|add|give|before|after|so|and|they|we)\b)/.exec(clause);
  if (!amount || !place) return null;
  const distance = Number(amount[1]);
  if (distance < 50 || distance > 1000 || distance % 25 !== 0) return null;
  const before = /before|ahead/.test(place[1]!);
  const named = place[2]!.trim();
  const stroke = /\bkick\b/.test(clause.replace(place[0], '')) ? 'kick' : /\bpull\b/.test(clause.replace(place[0], '')) ? 'pull' : 'choice';
  return {
    understood: `${distance} easy ${before ? 'before' : 'after'} the ${named}`,
    run: (d) => {
      const plain = (x: string) => x.toLowerCase().replace(/[-—–]/g, ' ');
      const target = readTarget(`the ${named}`);
      const anchor = d.plan.sections.find((x) => plain(x.name).includes(plain(named)) || plain(named).includes(plain(x.name))) ?? (target?.sections ? d.plan.sections.find((x) => target.sections!.includes(x.kind)) : undefined);
      if (!anchor) throw new Refusal(`there is no ${named} in this plan to put the easy ${distance} ${before ? 'before' : 'after'}`);
      const set: SwimSet = { reps: 1, distance, stroke, description: stroke === 'choice' ? 'easy recovery swim, loosen up' : 'easy', sendOff: null, zone: 'REC', equipment: stroke === 'pull' ? ['pull_buoy'] : [], halfLength: false };
      const next: PlanSection = { kind: anchor.kind === 'main' || anchor.kind === 'warmup' ? 'secondary' : anchor.kind, name: 'Recovery Swim', blocks: [{ rounds: 1, label: null, sets: [set] }], distance, ...(anchor.lanes ? { lanes: anchor.lanes } : {}) };
      const at = d.plan.sections.indexOf(anchor) + (before ? 0 : 1);
      d.plan.sections.splice(at, 0, next);
      d.protect.add(next);
      d.kept.add(next);
      if (!d.volumeSet) d.target += distance;
      return `An easy ${distance} ${before ? 'before' : 'right after'} the ${anchor.name.toLowerCase()}.`;
    },
  };
}

/**
 * "put a 200 from a dive at the end, their choice of stroke", "have them race a 100 to finish": one swim raced for time
 * with a short build before it, where the coach said (the end when not said).
 */
export function readAddRace(clause: string): Op | null {
  if (!/\b(?:add|put|throw|give|want|need|have (?:them|em)|let (?:them|em)|end with|finish with|race)\b/.test(clause)) return null;
  const race = readWants(clause).find((w) => w.structure === 'race');
  if (!race) return null;
  const place = placeIn(clause) ?? { at: 'end' as const, words: 'at the end' };
  const name = `Race ${race.distance}`;
  return {
    understood: `add a ${race.distance} raced ${place.words}`,
    run: (d) => {
      if (d.plan.sections.some((s) => s.name === name)) return `The ${name.toLowerCase()} is in the plan already, ${d.plan.sections.at(-2)?.name === name ? 'at the end' : 'where it was'}.`;
      const was = d.plan.sections.reduce((sum, x) => sum + volumeOf(x), 0);
      const said = add(d, { kind: 'race_pace', write: swimOff({ ...race, place: place.at === 'end' ? 'end' : 'start' }), words: /race/, name }, (race.distance ?? 100) + 100, place);
      const added = d.plan.sections.reduce((sum, x) => sum + volumeOf(x), 0) - was;
      if (!d.volumeSet) d.target += added;
      return said;
    },
  };
}

export function readAdd(clause: string): Op | null {
  // "need 7000 scy hard aerobic": the total the coach needs, not a set to add.
  if (/\b(?:need|needs|want|wants)\s+(?:like\s+|about\s+|around\s+|~\s*)?\d{1,2}(?:[.,]\d{3}|\d{3,4}|(?:\.\d)?\s*k)\b/.test(clause)) return null;
  // "take out anything with a board": a thing ruled out, never one to add.
  if (/\b(?:take out|take away|remove|get rid of|no more|without|ditch|lose)\b[^,;]*\b(?:anything|everything|all|sets?)\s+(?:with|w\/)\b/.test(clause)) return null;
  if (!/\b(?:add|include|put in|throw in|insert|give (?:them|me)|want|need|with|finish with|end with|start with|tack on|stick in)\b|\bput (?:a|an|some)\b[^,]*\bin\b/.test(clause)) return null;
  const own = coachSet(clause);
  if (own) return own;
  const clean = clause.replace(/\b(?:before|after|ahead of|following)\s+(?:the\s+)?(?:main|kick|pull|warm[- ]?up|cool[- ]?down|pre[- ]?set|drills?|sprints?)(?: set)?\b/, ' ');
  const k = kindIn(clean);
  if (!k) return null;
  const place = placeIn(clause);
  // "400-600 ish": the middle of the range said.
  const range = /\b(\d{3,4})\s*(?:-|to)\s*(\d{3,4})\b/.exec(clean);
  const single = /\b(\d{3,4})\b(?!\s*(?:x|s\b))/.exec(clean);
  const amount = range ? { 1: String(Math.round((Number(range[1]) + Number(range[2])) / 100) * 50) } : single;
  // "put a 10 min kick set in": the set's minutes at the group's base, a little slower for kick or drill.
  const minutes = /\b(\d{1,2})\s*(?:-\s*)?(?:min|mins|minutes?|')\b/.exec(clean);
  return {
    understood: `add ${labelOf(k)}${minutes ? ` (${minutes[1]} min)` : ''}${place ? ` ${place.words}` : ''}`,
    run: (d) => {
      const perHundred = (d.plan.paces?.base ?? 90) * (k.kind === 'kick' || k.kind === 'drill' ? 1.35 : 1.1);
      const budget = amount ? Number(amount[1]) : minutes ? Math.max(100, Math.round((+minutes[1]! * 60 * 100) / perHundred / 50) * 50) : Math.max(200, d.target * 0.08);
      const was = d.plan.sections.reduce((sum, x) => sum + volumeOf(x), 0);
      const said = add(d, k, budget, place);
      const added = d.plan.sections.reduce((sum, x) => sum + volumeOf(x), 0) - was;
      d.added = added > 0 ? added : budget;
      // What the coach adds is more work: the total grows by what was written (a clock the plan keeps still fits it).
      if (!d.volumeSet) d.target += added > 0 ? added : budget;
      return said;
    },
  };
}

/**
 * "drop the starts & turns 25s", "get rid of the T-20", "take out the technique set": a part named as the plan names it
 * taken out, the practice that much shorter.
 */
export function readRemoveNamed(clause: string): Op | null {
  const m = /^(?:and |so |but |just |pls |please )?(?:drop|remove|take out|get rid of|lose|ditch|scrap|skip|cut out|cut)\s+(?:the\s+|that\s+|those\s+|all the\s+)?(.{3,40}?)(?:\s+set)?$/.exec(clause.replace(/[.!]+$/, '').trim());
  if (!m || /\bto\s+\d|\bsome of\b|\bhalf\b|\bdown\b|\bround\b/.test(clause)) return null;
  // "lose the technique 50s first": the order the coach cuts in is not the part's name.
  const words = m[1]!.replace(/\s+(?:first|too|as well|also|then|now|today|please|pls)$/, '').replace(/\s+\d{2,4}s$/, '').trim();
  // Parts the plan names in its own words; the kick, pull, main and the rest are the section readers'.
  if (!/^[a-z][a-z0-9 &'-]+$/.test(words) || !/\bstarts?\b|\bturns\b|\btechnique\b|\btest\b|\bt-?\d{2}\b|\bsighting\b|\bskills\b|\bgame\b|\brelays?\b|\baerobic\b|\bpack swim|\bsurges?\b|\bdeep[- ]water\b|\bno[- ]wall\b|\bbreathing\b|\brace\b|\bswim[- ]?off\b|\bstreamline\b|\bpullouts?\b|\bflip turns\b|\bcoach set\b|\bthreshold set\b|\bim set\b/.test(words)) return null;
  const plain = (x: string) => x.toLowerCase().replace(/[-—–]/g, ' ').replace(/\s+/g, ' ').trim();
  return {
    understood: `remove the ${words}`,
    run: (d) => {
      const test = /\bt[- ]?\d{2}\b|\btest\b/.test(words);
      const section = d.plan.sections.find((s) => s.kind !== 'warmup' && s.kind !== 'cooldown' && (plain(s.name) === plain(words) || (plain(words).length >= 5 && plain(s.name).includes(plain(words))) || (test && /\btest\b|\bt[- ]?\d{2}\b/i.test(s.name))));
      if (!section) throw new Refusal(`there is no ${words} in this plan to take out`);
      if (section.blocks.some((b) => b.coachWritten)) throw new Refusal(`the ${section.name.toLowerCase()} is the set you wrote; say "drop my ${words}" to take it out`);
      keptBy(d, section, 'it');
      d.plan.sections = d.plan.sections.filter((s) => s !== section);
      if (!d.volumeSet) d.target -= volumeOf(section);
      if (test && d.plan.sessionType === 'test') d.plan.sessionType = 'practice';
      return `Removed the ${section.name.toLowerCase()} (${numberText(volumeOf(section))}).`;
    },
  };
}

export function readRemove(clause: string): Op | null {
  const m = /\b(?:remove|drop|take out|delete|skip|cut(?: out)?|lose|get rid of|ditch|scrap|no more|leave out|bin)\b\s*(?:the\s*|all\s*(?:the\s*)?)?(.*)$/.exec(clause);
  const k = m?.[1] ? kindIn(m[1]) : undefined;
  if (!k || /\d/.test(m![1]!) || k.kind === 'warmup' || k.kind === 'cooldown' || /\bround\b/.test(m![1]!)) return null;
  return {
    understood: `remove the ${labelOf(k)}`,
    run: (d) => {
      const section = sectionFor(d, k);
      if (!section || section.kind === 'main') throw new Refusal(`there is no ${labelOf(k)} in this plan to remove`);
      keptBy(d, section, 'it');
      d.plan.sections = d.plan.sections.filter((s) => s !== section);
      if (!d.volumeSet) d.target -= volumeOf(section);
      return `Removed the ${labelOf(k)} (${numberText(volumeOf(section))}).`;
    },
  };
}

function coachSetFor(from: Kind, spec: string): Op | null {
  const fast = /\b(?:fast|sprints?|speed|all[- ]out|max|race pace)\b/.test(spec);
  const kind: SectionKind = fast ? 'sprint' : from.kind;
  const words = spec.replace(/\s+/g, ' ').trim();
  const blocks = parseBlocks(words, kind);
  if (typeof blocks === 'string' || blocks.length === 0) return null;
  // "w lots of rest": full rest said without a number is a long rest on each.
  const restful = /\b(?:lots of|plenty of|full|long|big) rest\b/.test(words);
  const sets = blocks.map((b) => ({ ...b, coachWritten: true, sets: b.sets.map((x) => (x.sendOff || !restful ? x : { ...x, sendOff: { type: 'rest' as const, seconds: x.distance <= 25 ? 40 : x.distance <= 50 ? 60 : 90 } })) }));
  return {
    produces: { sections: [kind], distance: null, round: null, words: `the ${sectionNames[kind].toLowerCase()}` },
    understood: `replace the ${labelOf(from)} with ${words}`,
    run: (d) => {
      const section = sectionFor(d, from);
      if (!section) throw new Refusal(`there is no ${labelOf(from)} in this plan to replace`);
      keptBy(d, section, 'it');
      // "4x100 IM" with no send-off written: the send-off this group swims such a set on, every lane its own.
      const timed = sets.map((b) => ({ ...b, sets: b.sets.map((x) => (x.sendOff ? x : retimed(d, { ...x, sendOff: { type: 'interval' as const, seconds: 0 } }))) }));
      const next: PlanSection = { kind, name: kind === section.kind ? section.name : sectionNames[kind], blocks: timed, distance: timed.reduce((a, b) => a + blockDistance(b), 0) };
      d.plan.sections[d.plan.sections.indexOf(section)] = next;
      d.protect.add(next);
      d.kept.add(next);
      if (!d.volumeSet) d.target += volumeOf(next) - volumeOf(section);
      return `Replaced the ${section.name.toLowerCase()} (${numberText(volumeOf(section))}) with ${words} (${numberText(volumeOf(next))}), as you wrote it.`;
    },
  };
}

export function readReplace(clause: string): Op | null {
  const swap = /\b(?:replace|swap|change|switch|turn|trade)\s*(?:out\s*)?(?:the\s*)?(.+?)\s*(?:set\s*)?(?:for|with|to|into|->|→)\s*(?:a\s*|an\s*|some\s*)?(.+)$/.exec(clause);
  const instead = /^(?:do\s+)?(?:a\s*|an\s*|some\s*)?(.+?)\s+instead of\s+(?:the\s*)?(.+)$/.exec(clause);
  // "make the pull set kick instead", "the drill set should be sprint instead".
  const made = /\b(?:make|have)\s+(?:the\s+)?([a-z-]+(?:\s+[a-z-]+)?)\s+(?:set\s+)?(?:a\s+|an\s+|some\s+)?([a-z-]+(?:\s+set)?)\s+instead\b|\b(?:the\s+)?([a-z-]+)\s+(?:set\s+)?(?:should be|is|becomes?)\s+(?:a\s+|an\s+|some\s+)?([a-z-]+(?:\s+set)?)\s+instead\b/.exec(clause);
  const [fromText, toText] = swap ? [swap[1], swap[2]] : instead ? [instead[2], instead[1]] : made ? [made[1] ?? made[3], made[2] ?? made[4]] : [undefined, undefined];
  const from = fromText ? kindIn(fromText) : undefined;
  // "swap it for like 16x25 fast w lots of rest": the coach's own set in that part's place, as they wrote it.
  // "into 4x100 IM instead of the 50s": what it was is said after, not part of the set.
  const spec = toText ? /^(?:like |about |maybe |some |just )?(\d{1,2}\s*x\s*\d{2,4}\b.*)$/.exec(toText.trim().replace(/\s+(?:instead of|rather than|in place of|not)\b.*$/, ''))?.[1] : undefined;
  if (from && spec && !/\bmain\b/.test(fromText ?? '')) return coachSetFor(from, spec);
  const to = toText ? kindIn(toText) : undefined;
  if (!from || !to || from === to || /\bmain\b/.test(fromText ?? '')) return null;
  return {
    produces: { sections: [to.kind], distance: null, round: null, words: `the ${labelOf(to)}` },
    understood: `replace the ${labelOf(from)} with ${labelOf(to)}`,
    run: (d) => {
      guard(d, to.blocked ?? [], `${to.name ?? sectionNames[to.kind]}`);
      const section = sectionFor(d, from);
      if (!section) throw new Refusal(`there is no ${labelOf(from)} in this plan to replace`);
      keptBy(d, section, 'it');
      // "swap the sprint 25s for an easy 300 pull": the size the coach gave, else the size of the part it replaces.
      const size = /\b(\d{3,4})\b(?!\s*x)/.exec(toText!)?.[1];
      // "for an easy 300 pull": one easy swim of that size, as said.
      const easy = size && /\b(?:easy|ez|loose|recovery|smooth)\b/.test(toText!) && ['pull', 'kick', 'drill', 'cooldown'].includes(to.kind);
      const stroke = to.kind === 'pull' || to.kind === 'kick' || to.kind === 'drill' ? to.kind : 'choice';
      const next = easy
        ? newSection(d, to.kind, () => [{ rounds: 1, label: null, sets: [{ reps: 1, distance: Number(size), stroke, description: 'easy', sendOff: null, zone: 'REC', equipment: stroke === 'pull' ? ['pull_buoy'] : [], halfLength: false }] }], Number(size), `Easy ${to.name ?? sectionNames[to.kind]}`)
        : newSection(d, to.kind, to.write, size ? Number(size) : volumeOf(section), to.name);
      if (size && !easy) fitVolume([next], Number(size), { squad: squadOf(d.plan), paces: d.plan.paces, course: d.plan.course, reps: d.kit.flexReps, stretch: d.kit.flexDistance });
      // "a turns set, like 40s back/breast": repeats of that length, half of each stroke, so every one has that turn.
      const mixed = easy ? null : /\b(\d{2,3})s?\s+(free|back|breast|fly)\s*(?:\/|and|&|\+)\s*(free|back|breast|fly)\b/.exec(toText!);
      const unit = d.kit.length ?? (d.plan.course === 'LCM' ? 50 : 25);
      if (mixed && Number(mixed[1]) % (2 * unit) === 0) {
        const n = Number(mixed[1]);
        const [a, b] = [mixed[2] as Stroke, mixed[3] as Stroke];
        next.blocks = next.blocks.map((block) => ({
          ...block,
          sets: block.sets.map((x) => {
            const per = (reps: number) => Math.max(1, Math.round((reps * x.distance) / n));
            // Strokes slower than the free they replace leave a little later.
            const slower = x.stroke === 'free' && (a !== 'free' || b !== 'free') ? 1.15 : 1;
            const send = (o: SwimSet['sendOff']) => (o?.type === 'interval' ? { ...o, seconds: Math.max(15, Math.round((o.seconds * n * slower) / x.distance / 5) * 5) } : o);
            return { ...x, reps: per(x.reps), distance: n, stroke: a, strokes: undefined, mix: [{ stroke: a, distance: n / 2 }, { stroke: b, distance: n / 2 }], sendOff: send(x.sendOff), ...(x.lanes ? { lanes: x.lanes.map((l) => ({ reps: per(l.reps), sendOff: send(l.sendOff) })) } : {}) };
          }),
        }));
      }
      if (size && !d.volumeSet) d.target += volumeOf(next) - volumeOf(section);
      d.plan.sections[d.plan.sections.indexOf(section)] = next;
      return `Replaced the ${section.name.toLowerCase()} with ${next.name.toLowerCase()} (${numberText(volumeOf(next))}).`;
    },
  };
}

/** A side section grown by about `extra`: its own repeats first (10 x 100 kick, not 6 x 100 and 4 x 100), a set of its kind when they cannot take it. */
function grow(d: RefineDraft, section: PlanSection, k: Kind, extra: number): number {
  // A set of rounds grows by a round: "4 rounds" of the same, not 10 fast 25s in each.
  const rounds = section.blocks.find((b) => !b.coachWritten && b.rounds > 1);
  if (rounds) {
    const one = volumeOf({ ...section, blocks: [{ ...rounds, rounds: 1 }] });
    const more = Math.max(1, Math.round(extra / one));
    if (rounds.rounds + more <= 8) {
      rounds.rounds += more;
      d.protect.add(section);
      return more * one;
    }
  }
  const sets = section.blocks.filter((b) => !b.coachWritten).flatMap((b) => b.sets.filter((s) => s.reps > 1 && s.sendOff !== null).map((set) => ({ set, block: b })));
  // The steady work takes the extra; fast repeats stay few.
  const easy = (z: string) => (z === 'EN1' || z === 'REC' ? 1 : 0);
  const biggest = sets.sort((a, b) => easy(b.set.zone) - easy(a.set.zone) || b.set.reps * b.set.distance * b.block.rounds - a.set.reps * a.set.distance * a.block.rounds)[0];
  if (biggest) {
    const { set, block } = biggest;
    const reps = cleanReps(set.reps + Math.max(1, Math.round(extra / (set.distance * block.rounds))), 'near', repStep(set));
    if (reps > set.reps && reps <= Math.max(40, set.reps * 2)) {
      const added = (reps - set.reps) * set.distance * block.rounds;
      block.sets[block.sets.indexOf(set)] = { ...set, reps, description: set.description.replace(/descend 1-\d/, (m) => (reps % Number(m.slice(-1)) === 0 ? m : 'descend by round')) };
      d.protect.add(section);
      return added;
    }
  }
  const more = newSection(d, k.kind, k.write, extra, section.name);
  section.blocks.push(...more.blocks);
  d.protect.add(section);
  return volumeOf(more);
}

/** "Double the warm-up", "shorter cool-down": the easy swim that opens or closes the practice stretched or shortened. */
function easyEnds(k: Kind, more: boolean, double: boolean): Op {
  const label = labelOf(k);
  return {
    understood: `${double ? 'double' : more ? 'more' : 'less'} ${label}`,
    run: (d) => {
      const section = sectionFor(d, k);
      if (!section) throw new Refusal(`there is no ${label} in this plan`);
      const was = volumeOf(section);
      const want = double ? was : Math.max(100, Math.round((was * (more ? 0.5 : -0.4)) / 50) * 50);
      const swim = section.blocks.filter((b) => !b.coachWritten).flatMap((b) => b.sets).find((s) => s.reps === 1 && s.sendOff === null);
      if (swim && (more || swim.distance + Math.round(want / 50) * 50 >= 100)) {
        const i = section.blocks.findIndex((b) => b.sets.includes(swim));
        const block = section.blocks[i]!;
        block.sets[block.sets.indexOf(swim)] = { ...swim, distance: Math.max(100, swim.distance + (more ? want : -Math.abs(want))) };
      } else if (more) section.blocks.push(...newSection(d, k.kind, k.write, want, section.name).blocks);
      else throw new Refusal(`the ${label} has no easy swim to shorten`);
      d.protect.add(section);
      if (!d.volumeSet) d.target += volumeOf(section) - was;
      return `${label[0]!.toUpperCase()}${label.slice(1)}: ${numberText(volumeOf(section))} instead of ${numberText(was)}.`;
    },
  };
}

/**
 * "Take the kick down to 400", "make the warm up 600", "kick set up to 1000": that section at that size,
 * rewritten for it; the total moves by the difference (the rest of the practice as it was).
 */
const partWords = String.raw`(main|kick(?:ing)?|pull(?:ing)?|drills?|warm[- ]?up|cool[- ]?down|pre[- ]?set|sprints?|aerobic|threshold|im|secondary|technique)`;

/** The section a part word names: the main set, or the first section of its kind. */
function partSection(d: RefineDraft, word: string): { section: PlanSection | undefined; label: string } {
  if (/^main/.test(word)) return { section: d.plan.sections.find((s) => s.kind === 'main'), label: 'main set' };
  const k = kindIn(word);
  if (!k) return { section: undefined, label: word };
  return { section: sectionFor(d, k), label: labelOf(k) };
}

/**
 * A part grown or cut by about `by` on its own, the rest of the practice as it was: a round more or fewer of its set of
 * rounds ("put that yardage in the main as another round"), else repeats of one of its sets. Returns what it moved.
 */
export function changePart(d: RefineDraft, section: PlanSection, by: number, rounds?: number): number {
  const was = volumeOf(section);
  const block = section.blocks.find((b) => !b.coachWritten && b.rounds > 1) ?? (rounds ? section.blocks.find((b) => !b.coachWritten) : undefined);
  const per = block ? blockDistance({ ...block, rounds: 1 }) : 0;
  const n = rounds ?? (per > 0 ? Math.round(by / per) : 0);
  if (block && n !== 0 && block.rounds + n >= 1 && per > 0 && (rounds !== undefined || Math.abs(n * per - by) <= per / 2)) block.rounds += n;
  else if (!resized(section, Math.round(by / 25) * 25) && !resized(section, Math.round(by / 50) * 50) && !resized(section, Math.round(by / 100) * 100)) return 0;
  section.distance = volumeOf(section);
  const moved = volumeOf(section) - was;
  d.target += moved;
  d.protect.add(section);
  d.kept.add(section);
  return moved;
}

/** Why a part cannot move by a number: its rounds are bigger than the number ("the main set is 3 rounds of 400 …"). */
function roundsWords(section: PlanSection, label: string, by: number): string {
  const block = section.blocks.find((b) => !b.coachWritten && b.rounds > 1);
  const per = block ? blockDistance({ ...block, rounds: 1 }) : 0;
  if (block && per > Math.abs(by)) return `the ${label} is ${block.rounds} rounds of ${numberText(per)}: ${numberText(Math.abs(by))} is not a whole round; say "${by > 0 ? 'another round of' : 'take a round off'} the ${label}" for ${numberText(per)} ${by > 0 ? 'more' : 'less'}`;
  return `the ${label} could not ${by < 0 ? 'lose' : 'take'} ${numberText(Math.abs(by))} in whole repeats`;
}

/**
 * "cut the kick to 200 and put the yards into the pull", "put that yardage back in the main as another round", "give that
 * 400 to the distance aerobic set": what the cuts before it took, given to that part; the rest of the practice as it was.
 */
export function readMoveYards(clause: string): Op | null {
  const m = new RegExp(String.raw`\b(?:put|move|give|add|shift|throw|use)\s+(?:the\s+|those\s+|that\s+|all the\s+|all that\s+)?(yards|yardage|meters|metres|volume|extra|rest|time|it|that|them|those|\d{2,4})\s+(?:back\s+)?(?:in(?:to)?|to|on(?:to)?|for)\s+(?:the\s+)?(?:[a-z]+\s+){0,2}?${partWords}(?: set)?\b`).exec(clause);
  if (!m) return null;
  const said = /^\d/.test(m[1]!) ? Number(m[1]) : null;
  const another = /\b(?:as |for |make it )?(?:another|one more|an extra|a \w+ extra) round\b/.test(clause) ? 1 : undefined;
  const word = m[2]!;
  return {
    understood: `the yards into the ${/^main/.test(word) ? 'main set' : word}`,
    run: (d) => {
      const { section, label } = partSection(d, word);
      if (!section) throw new Refusal(`this plan has no ${label} to give the yards to`);
      if (section.blocks.every((b) => b.coachWritten)) throw new Refusal(`the ${label} is your own set; change it in the request`);
      const volume = d.plan.sections.reduce((sum, s) => sum + volumeOf(s), 0);
      let missing = said ?? Math.max(0, d.target === volume ? d.plan.totals.distance - volume : d.plan.totals.distance - d.target);
      // "fill it out to the full 2 hrs and put the extra into pulling": what filling the clock adds goes to that part alone.
      if (missing < 50 && !another && d.fillTo) {
        const now = Math.max(1, d.plan.totals.minutes);
        missing = Math.max(0, Math.round((volume * (d.fillTo - 2)) / now / 50) * 50 - volume);
        d.fillTo = undefined;
      }
      if (missing < 50 && !another) throw new Refusal(`nothing was cut before it to give the ${label}`);
      const moved = changePart(d, section, missing, another);
      if (moved === 0) throw new Refusal(roundsWords(section, label, missing));
      return another ? `The ${label}: another round (${numberText(moved)}).` : `The ${numberText(moved)} goes into the ${label}.`;
    },
  };
}

/** "add 300 to the main", "take 200 off the kick", "another round of the main": one part bigger or smaller, nothing else moved. */
export function readPartBy(clause: string): Op | null {
  const add = new RegExp(String.raw`\b(?:add|put|throw|tack on)\s+(?:on\s+)?(?:~|about\s+|like\s+|another\s+|an extra\s+)?(\d{2,4})\s*(?:yds?|yards|m|meters|metres|more)?\s+(?:more\s+)?(?:to|in(?:to)?|on(?:to)?)\s+(?:the\s+)?${partWords}(?: set)?\b`).exec(clause);
  const cut = new RegExp(String.raw`\b(?:take|cut|trim|shave|knock|drop)\s+(?:~|about\s+|like\s+)?(\d{2,4})\s*(?:yds?|yards|m|meters|metres)?\s+(?:off|from|out of)\s+(?:of\s+)?(?:the\s+)?${partWords}(?: set)?\b`).exec(clause);
  const round = new RegExp(String.raw`\b(?:add\s+)?(?:another|one more|an extra|1 more)\s+round\s+(?:of|to|on)\s+(?:the\s+)?${partWords}(?: set)?\b|^(?:and |so )?(?:the\s+)?${partWords}(?: set)?\s+(?:gets?|needs?|should get)\s+(?:another|one more|an extra)\s+round\b`).exec(clause);
  const less = new RegExp(String.raw`\b(?:take|drop|cut|lose|knock)\s+(?:a|one|1)\s+round\s+(?:off|of|from|out of)\s+(?:the\s+)?${partWords}(?: set)?\b`).exec(clause);
  // "trim the kick", "shorten the warm-up a bit": about a third less, in whole repeats.
  const trim = new RegExp(String.raw`^(?:and |so |just )?(?:trim|shorten|shave|cut down|cut back|reduce)\s+(?:the\s+)?${partWords}(?: set)?(?: a (?:bit|little|touch))?$`).exec(clause);
  if (trim) {
    const word = trim[1]!;
    return {
      understood: `trim the ${word}`,
      run: (d) => {
        const { section, label } = partSection(d, word);
        if (!section) throw new Refusal(`this plan has no ${label}`);
        if (section.blocks.every((b) => b.coachWritten)) throw new Refusal(`the ${label} is your own set; change it in the request`);
        const volume = volumeOf(section);
        const moved = changePart(d, section, -Math.max(50, Math.round(volume / 3 / 50) * 50)) || changePart(d, section, -Math.max(25, Math.round(volume / 4 / 25) * 25));
        if (moved === 0) throw new Refusal(`the ${label} (${numberText(volume)}) has no repeats to trim; say the size ("the ${label} to ${numberText(Math.round((volume * 2) / 3 / 50) * 50)}")`);
        return `${label.charAt(0).toUpperCase()}${label.slice(1)} trimmed: ${numberText(volumeOf(section))} (was ${numberText(volume)}); the rest as it was.`;
      },
    };
  }
  const m = add ?? cut ?? round ?? less;
  if (!m) return null;
  const word = (round ? round[1] ?? round[2] : less ? less[1] : m[2])!;
  const by = round || less ? 0 : (cut ? -1 : 1) * Number(m[1]);
  const rounds = round ? 1 : less ? -1 : undefined;
  return {
    understood: rounds ? `${rounds > 0 ? 'another round' : 'one round less'} of the ${word}` : `${by > 0 ? 'add' : 'take'} ${Math.abs(by)} ${by > 0 ? 'to' : 'off'} the ${word}`,
    run: (d) => {
      const { section, label } = partSection(d, word);
      if (!section) throw new Refusal(`this plan has no ${label}`);
      if (section.blocks.every((b) => b.coachWritten)) throw new Refusal(`the ${label} is your own set; change it in the request`);
      const moved = changePart(d, section, by, rounds);
      if (moved === 0) throw new Refusal(rounds ? `the ${label} has no rounds to ${rounds > 0 ? 'add to' : 'take from'}` : roundsWords(section, label, by));
      return `${label.charAt(0).toUpperCase()}${label.slice(1)} ${moved > 0 ? `${numberText(moved)} longer` : `${numberText(-moved)} shorter`}${rounds ? ` (${rounds > 0 ? 'another round' : 'one round less'})` : ''}: ${numberText(volumeOf(section))}; the rest as it was.`;
    },
  };
}

/** A section's own sets grown or cut by `by` in whole repeats of one set (a repeat set first, then one swim's length). */
function resized(section: PlanSection, by: number): boolean {
  if (by === 0) return false;
  const sets = section.blocks.filter((b) => !b.coachWritten && b.rounds === 1).flatMap((b) => b.sets);
  const repeats = sets.filter((x) => x.reps >= 2 || x.sendOff !== null).sort((a, b) => Number(!!a.lanes) - Number(!!b.lanes) || b.reps - a.reps);
  for (const set of repeats) {
    if (by % set.distance !== 0) continue;
    const step = by / set.distance;
    const reps = set.reps + step;
    // Lanes of their own counts ("8 / 8 / 7 x 50") each swim the same repeats more or fewer.
    // A set whose count is not its first lane's ("1" beside "9 / 7 / 5 x 50") is sized by its lanes, which a step cannot say.
    if (reps < 2 || reps > 40 || set.lanes?.some((l) => l.reps + step < 2) || (set.lanes && set.lanes[0]?.reps !== set.reps)) continue;
    set.reps = reps;
    set.lanes = set.lanes?.map((l) => ({ ...l, reps: l.reps + step }));
    section.distance = volumeOf(section);
    return true;
  }
  const swim = sets.find((x) => x.reps === 1 && x.sendOff === null && (x.distance + by) % 50 === 0 && x.distance + by >= 100);
  if (!swim) return false;
  swim.distance += by;
  section.distance = volumeOf(section);
  return true;
}

/**
 * "i asked for ~10 min kick and 14x50 @1:15 is like 17 min, cut it": the part cut to the minutes said, its sets as they
 * were with fewer repeats on their send-offs.
 */
/**
 * "the game needs way more time … give it 10 min at the end": the game (a relay, a fun set) is played for about that long,
 * more rounds of it; the practice is that much longer unless the coach says what makes room.
 */
export function readGameMinutes(clause: string, at: ReadContext): Op | null {
  const m = /\b(?:give|make|let|play)\b[^,;]*?\b(\d{1,2})\s*(?:min(?:ute)?s?)\b/.exec(clause);
  const game = /\bgame\b|\brelays?\b/.test(clause) || at.target?.words === 'game' || (at.previous?.words === 'game' && /\b(?:it|that)\b/.test(clause));
  if (!m || !game) return null;
  const minutes = Number(m[1]);
  if (minutes < 3 || minutes > 30) return null;
  return {
    understood: `the game for about ${minutes} min`,
    run: (d) => {
      const section = d.plan.sections.find((s) => s.kind === 'sprint' && /game|relay/i.test(s.name + s.blocks.flatMap((b) => b.sets.map((x) => x.description)).join(' '))) ?? d.plan.sections.find((s) => /game|relay/i.test(s.name));
      if (!section) throw new Refusal('this plan has no game to give more time; say "add a relay game at the end"');
      const sets = section.blocks.flatMap((b) => b.sets);
      const legSeconds = (x: SwimSet) => (x.sendOff?.type === 'interval' ? x.sendOff.seconds : x.distance <= 25 ? 45 : 90);
      const now = section.blocks.reduce((a, b) => a + b.rounds * b.sets.reduce((s, x) => s + x.reps * legSeconds(x), 0), 0);
      const was = volumeOf(section);
      const scale = (minutes * 60) / Math.max(30, now);
      for (const x of sets) x.reps = Math.max(1, Math.round(x.reps * scale));
      section.distance = volumeOf(section);
      d.protect.add(section);
      d.kept.add(section);
      if (!d.volumeSet) d.target += volumeOf(section) - was;
      return `${section.name}: about ${minutes} min (${sets.map((x) => `${x.reps} x ${x.distance}`).join(', ')}), ${numberText(volumeOf(section))} instead of ${numberText(was)}.`;
    },
  };
}

export function sectionToMinutes(kind: SectionKind, minutes: number, words: string): Op {
  const label = sectionNames[kind].toLowerCase();
  return {
    understood: `${label} to about ${minutes} min`,
    run: (d) => {
      const section = d.plan.sections.find((s) => s.kind === kind);
      if (!section) throw new Refusal(`this plan has no ${label}`);
      const sets = section.blocks.filter((b) => !b.coachWritten).flatMap((b) => b.sets.map((set) => ({ set, rounds: b.rounds })));
      const timed = sets.filter(({ set }) => set.sendOff?.type === 'interval');
      if (timed.length === 0 || timed.length !== sets.length) throw new Refusal(`the ${label} has no send-offs to time it by; say its size ("${label} 400")`);
      const secondsNow = timed.reduce((a, { set, rounds }) => a + rounds * set.reps * set.sendOff!.seconds, 0);
      if (secondsNow <= minutes * 60) return `The ${label} already fits ${minutes} min (${words}).`;
      const was = volumeOf(section);
      const scale = (minutes * 60) / secondsNow;
      for (const { set } of timed) {
        const reps = Math.max(1, Math.round(set.reps * scale));
        set.reps = reps;
        set.lanes = set.lanes?.map((l) => ({ ...l, reps: Math.max(1, Math.round(l.reps * scale)) }));
      }
      section.distance = volumeOf(section);
      d.target += volumeOf(section) - was;
      // The count the minutes made is the coach's: no later tidying rounds it back up.
      d.protect.add(section);
      d.kept.add(section);
      const shown = timed.map(({ set }) => `${set.reps} x ${set.distance}`).join(', ');
      const after = timed.reduce((a, { set, rounds }) => a + rounds * set.reps * set.sendOff!.seconds, 0);
      return `${sectionNames[kind]}: ${shown} (about ${Math.round(after / 60)} min, was ${Math.round(secondsNow / 60)}), ${numberText(volumeOf(section))} instead of ${numberText(was)}.`;
    },
  };
}

export function readSectionSize(clause: string): Op | null {
  const m = /\b(?:take|bring|cut|drop|make|trim|knock|bump|raise|set|get|put|shorten|lengthen)?\s*(?:the\s+)?(kick(?:ing)?|pull(?:ing)?|drills?|warm[- ]?up|cool[- ]?down|warm[- ]?down|pre[- ]?set|sprints?)(?:\s+set)?(?:\s+(?:down|up|back))?\s*(?:to|at|=|is|should be)?\s*(?:~|about\s+|like\s+|around\s+|maybe\s+|just\s+)?(\d{1,2}(?:[.,]\d{3})|\d{2,4})\b(?!\s*(?:x|s\b|'s|min|%))/.exec(clause);
  if (!m) return null;
  const k = kindIn(m[1]!);
  const value = +m[2]!.replace(/[.,]/g, '');
  if (!k || value < 50) return null;
  const label = labelOf(k);
  return {
    understood: `${label} to ${numberText(value)}`,
    run: (d) => {
      const section = sectionFor(d, k);
      if (!section) {
        guard(d, k.blocked ?? [], label);
        return add(d, k, value, null);
      }
      if (section.blocks.every((b) => b.coachWritten)) throw new Refusal(`the ${label} is your own set; change it in the request`);
      const was = volumeOf(section);
      // "make warm up 400 not 300": the sets the coach saw, with more or fewer repeats, when whole repeats make the number.
      if (resized(section, value - was)) {
        d.target += volumeOf(section) - was;
        if (volumeOf(section) > was) d.added = volumeOf(section) - was;
        d.protect.add(section);
        return `${label.charAt(0).toUpperCase()}${label.slice(1)} ${volumeOf(section) < was ? 'cut' : 'raised'} to ${numberText(volumeOf(section))} (was ${numberText(was)}): the same sets, ${volumeOf(section) < was ? 'fewer' : 'more'} repeats.`;
      }
      const next = newSection(d, k.kind, k.write, value, section.name);
      // The template writes its usual shape; the coach's number is then met as closely as the pool allows.
      fitVolume([next], value, { squad: squadOf(d.plan), paces: d.plan.paces, course: d.plan.course, reps: d.kit.flexReps, stretch: d.kit.flexDistance });
      d.plan.sections[d.plan.sections.indexOf(section)] = next;
      d.target += volumeOf(next) - was;
      // "make warm up 400 … take it out of the main": what the part grew by, for the part that gives it.
      if (volumeOf(next) > was) d.added = volumeOf(next) - was;
      return `${label.charAt(0).toUpperCase()}${label.slice(1)} ${volumeOf(next) < was ? 'cut' : 'raised'} to ${numberText(volumeOf(next))} (was ${numberText(was)}).`;
    },
  };
}

export function readMoreLess(clause: string): Op | null {
  const more = /\bmore\b|\bextra\b|\bincrease\b|\bdouble\b|\bbigger\b|\blonger\b/.test(clause);
  const less = /\bless\b|\bfewer\b|\breduce\b|\bhalf\b|\bcut down\b|\bshorter\b|\bsmaller\b|\bcut back\b/.test(clause);
  const k = kindIn(clause);
  if (more !== less && k && (k.kind === 'warmup' || k.kind === 'cooldown')) return easyEnds(k, more, /\bdouble\b/.test(clause));
  if (more === less || !k) return null;
  const label = labelOf(k);
  return {
    understood: `${more ? 'more' : 'less'} ${label}`,
    run: (d) => {
      if (more) guard(d, k.blocked ?? [], `more ${label}`);
      const section = sectionFor(d, k);
      if (!more) {
        if (!section) throw new Refusal(`there is no ${label} in this plan to cut down`);
        keptBy(d, section, 'it');
        const keep = Math.max(100, volumeOf(section) / 2);
        const next = newSection(d, k.kind, k.write, keep, section.name);
        d.plan.sections[d.plan.sections.indexOf(section)] = next;
        return `Less ${label}: ${numberText(volumeOf(next))} instead of ${numberText(volumeOf(section))}.`;
      }
      if (!section) return add(d, k, Math.max(200, d.target * 0.1), null);
      const was = volumeOf(section);
      grow(d, section, k, Math.max(200, d.target * 0.08));
      return `More ${label}: ${numberText(volumeOf(section))} instead of ${numberText(was)}.`;
    },
  };
}

const mainZones: ReadonlyArray<readonly [RegExp, main.Template, Focus]> = [
  [/\bthreshold\b|\ben2\b|\bcss\b/, main.threshold, 'threshold'],
  [/\baerobic\b|\bendurance\b|\ben1\b/, main.aerobic, 'aerobic'],
  [/\bsprint\b|\bspeed\b|\bsp3\b/, main.sprint, 'sprint'],
  [/\bvo2\b|\ben3\b/, main.vo2, 'vo2'],
  [/\blactate\b|\bsp1\b|\bsp2\b|\btolerance\b/, main.lactate, 'lactate'],
  [/\bdistance\b|\blong(?:er)? reps\b/, main.distance, 'distance'],
  [/\bim\b/, main.im, 'im'],
];

const strokeWords: ReadonlyArray<readonly [RegExp, Stroke]> = [
  [/\bback(?:stroke)?\b/, 'back'],
  [/\bbreast(?:stroke)?\b/, 'breast'],
  [/\bfly\b|\bbutterfly\b/, 'fly'],
  [/\bfree(?:style)?\b/, 'free'],
];

const mainStrokeIn = (clause: string) => strokeWords.find(([re]) => re.test(clause))?.[1];

const zoneTemplate: Record<string, main.Template> = { EN1: main.aerobic, REC: main.aerobic, EN2: main.threshold, EN3: main.vo2, SP1: main.lactate, SP2: main.lactate, SP3: main.sprint };

/** "Make the main set threshold", "swap the main set to back": the main set written again, same size. */
/** "sprint lanes are only the last 5 min like i said": the minutes the meet's sprint lanes are open, as the plan says them. */
export function readSprintLaneMinutes(clause: string): Op | null {
  const m = /\bsprint lanes?\b[^,;]*?\b(?:last|final)\s+(\d{1,2})\s*(?:min(?:ute)?s?)\b/.exec(clause);
  if (!m) return null;
  const minutes = Number(m[1]);
  return {
    understood: `sprint lanes the last ${minutes} min`,
    run: (d) => {
      if (d.plan.sessionType !== 'meet_warmup') throw new Refusal('this plan is no meet warm-up with sprint lanes');
      d.plan.notes = d.plan.notes.map((n) => n.replace(/^Sprint lanes open in the last [\d-]+ minutes/, `Sprint lanes open in the last ${minutes} minutes`));
      return `Sprint lanes open in the last ${minutes} minutes.`;
    },
  };
}

/**
 * "the 3 aerobic sets after the pull are kinda messy, make it one aerobic set like 5x300 free @ 4:00, roughly same yardage":
 * the parts of that kind become the one set the coach wrote, where the first of them stood.
 */
export function readMergeParts(clause: string, at?: ReadContext): Op | null {
  const m = /^(?:and |so |just )?(?:make|turn|combine|merge)\s+(?:it|them|those|that|the\s+(?:aerobic|secondary)\s+sets?)\s+(?:into\s+)?(?:one|a single|1)\s+(?:aerobic\s+|secondary\s+)?set\b(?:,?\s*(?:like|something like|say|e\.?g\.?)\s+(\d{1,2}\s*x\s*\d{2,4}\b[^,;]*))?/.exec(clause);
  if (!m || !(at?.previous?.sections?.includes('secondary') || /\baerobic|secondary\b/.test(clause))) return null;
  const spec = m[1]?.replace(/\s+/g, ' ').trim();
  const parsed = spec ? parseBlocks(spec, 'secondary') : null;
  if (spec && (typeof parsed === 'string' || !parsed || parsed.length === 0)) return null;
  return {
    understood: `the aerobic sets as one${spec ? `: ${spec}` : ''}`,
    run: (d) => {
      const parts = d.plan.sections.filter((s) => s.kind === 'secondary' && /aerobic|secondary/i.test(s.name) && !s.blocks.some((b) => b.coachWritten));
      if (parts.length < 2 && !spec) throw new Refusal('this plan has one aerobic set already');
      if (parts.length === 0) throw new Refusal('this plan has no aerobic set to make one of');
      const was = parts.reduce((sum, s) => sum + volumeOf(s), 0);
      const blocks = (parsed as SetBlock[] | null)?.map((b) => ({ ...b, coachWritten: true, sets: b.sets.map((x) => (x.sendOff ? x : retimed(d, { ...x, sendOff: { type: 'interval' as const, seconds: 0 } }))) })) ?? parts.flatMap((s) => s.blocks);
      const one: PlanSection = { kind: 'secondary', name: 'Aerobic Set', blocks, distance: blocks.reduce((a, b) => a + blockDistance(b), 0) };
      const at0 = d.plan.sections.indexOf(parts[0]!);
      d.plan.sections = d.plan.sections.filter((s) => !parts.includes(s));
      d.plan.sections.splice(at0, 0, one);
      d.protect.add(one);
      d.kept.add(one);
      if (!d.volumeSet) d.target += volumeOf(one) - was;
      return `The ${parts.length} aerobic sets as one${spec ? `: ${spec}` : ''} (${numberText(volumeOf(one))}, was ${numberText(was)}).`;
    },
  };
}

/**
 * "make the main something like 4 rounds of 2x50 + 100 w/ some back mixed in", "change the main to 8x100 @1:30": the coach's
 * own main set in place of the one written, as they wrote it; what they say of it ("w/ some back mixed in") goes on its sets.
 */
export function readMainWritten(clause: string, at?: ReadContext): Op | null {
  // "… a broken 3000 as the main, something like 3x1000 on :20 rest": the set said right after the main was named.
  const after = at?.previous?.sections?.includes('main') ? /^(?:something like|like|maybe|say|e\.?g\.?|i\.?e\.?)\s+(\d{1,2}\s*(?:x|×)\s*\d{2,4}\b.*)$/.exec(clause) : null;
  const m = after ?? /^(?:(?:can you|can u|pls|please|just|and|so)\s+)?(?:make|change|turn|swap|switch|replace|do|rewrite)\s+(?:the\s+|my\s+|their\s+)?main(?:\s+set)?\s+(?:(?:to|into|with|for|as|be|is|as)\s+)?(?:something like\s+|like\s+|about\s+|maybe\s+|just\s+|more like\s+)?(\d{1,2}\s*(?:x|×|rounds?\s+of)\s*.+)$/.exec(clause);
  if (!m) return null;
  const how = /\s+(?:w\/?|with)\s+(?!(?:a |the )?(?:buoy|paddles|fins|snorkel|board))(.+)$/.exec(m[1]!);
  const written = (how ? m[1]!.slice(0, how.index) : m[1]!).trim();
  // "3x1000 on :20 rest": the rest after each, as the set notation writes it.
  const spec = written.replace(/^(\d{1,2})\s*rounds?\s+of\s+(?!\()(.+)$/, '$1 x ($2)').replace(/\b(?:on|w\/?|with)\s+(:\d\d|\d{1,2}\s*s(?:ec)?)\s*rest\b/g, 'rest $1');
  const blocks = parseBlocks(spec, 'main');
  if (typeof blocks === 'string' || blocks.length === 0) return null;
  const said = how?.[1]?.trim();
  return {
    understood: `the main as ${written}`,
    run: (d) => {
      const i = d.plan.sections.findIndex((s) => s.kind === 'main');
      if (i < 0) throw new Refusal('this plan has no main set to change');
      const current = d.plan.sections[i]!;
      keptBy(d, current, 'the main set as you liked it');
      const sets = blocks.map((b) => ({ ...b, coachWritten: true, sets: b.sets.map((x, j) => {
        const timed = x.sendOff ? x : retimed(d, { ...x, sendOff: { type: 'interval' as const, seconds: 0 } });
        return said && j === 0 ? { ...timed, description: [timed.description, said].filter(Boolean).join(', ') } : timed;
      }) }));
      const next: PlanSection = { ...current, blocks: sets, distance: sets.reduce((a, b) => a + blockDistance(b), 0) };
      d.plan.sections[i] = next;
      d.protect.add(next);
      d.kept.add(next);
      if (!d.volumeSet) d.target += volumeOf(next) - volumeOf(current);
      return `Main set as you wrote it: ${written}${said ? `, ${said}` : ''} (${numberText(volumeOf(next))}, was ${numberText(volumeOf(current))}).`;
    },
  };
}

export function readMain(clause: string, at: ReadContext): Op | null {
  if (!/\bmain\b/.test(clause) || at.target?.distance) return null;
  // "add a short IM set after the main": the main names where the new set goes, it is not the set changed.
  if (/^(?:add|put in|throw in|stick in|insert|tack on)\b/.test(clause) && /\b(?:after|before|following|behind|ahead of|in front of)\s+(?:the\s+|my\s+)?main\b/.test(clause)) return null;
  const zone = mainZones.find(([re]) => re.test(clause));
  const stroke = mainStrokeIn(clause);
  if (!zone && !stroke) return null;
  return {
    understood: `main set as ${[stroke, zone?.[2]].filter(Boolean).join(' ')}`,
    run: (d) => {
      const i = d.plan.sections.findIndex((s) => s.kind === 'main');
      if (i < 0) throw new Refusal('this plan has no main set to change');
      const current = d.plan.sections[i]!;
      if (current.blocks.some((b) => b.coachWritten)) throw new Refusal('the main set is the one you wrote, kept as written');
      keptBy(d, current, 'the main set as you liked it');
      const dominant = current.blocks.flatMap((b) => b.sets).sort((a, b) => b.reps * b.distance - a.reps * a.distance)[0];
      // "make the main 400s free neg split": the repeats named swum in that stroke, the set as it is.
      const reps = /\b(\d{2,4})s\b/.exec(clause)?.[1];
      const swims = current.blocks.flatMap((b) => b.sets).filter((x) => x.zone !== 'REC');
      const named = reps ? current.blocks.flatMap((b) => b.sets).filter((x) => x.distance === Number(reps)) : [];
      // "make the main 400s free" on a main of other repeats: the main as that many 400s, the same volume and effort.
      if (stroke && !zone && reps && dominant && named.length < swims.length && !current.blocks.some((b) => b.coachWritten)) {
        guard(d, strokeBans[stroke] ?? [], `main set ${stroke}`);
        const distance = Number(reps);
        const how = /\bneg(?:ative)?[- ]?split\b/.test(clause) ? 'negative split' : /\bdescend\b/.test(clause) ? 'descend' : 'steady';
        const count = Math.max(1, Math.round(volumeOf(current) / distance));
        const { lanes: _l, mix: _m, legs: _g, strokes: _s, ...plain } = dominant;
        const set = inStroke(d.plan, { ...plain, stroke: 'free', reps: count, distance, description: how }, stroke);
        const next: PlanSection = { ...current, blocks: [{ rounds: 1, label: null, sets: [{ ...set, reps: count, distance, description: how }] }] };
        d.plan.sections[i] = next;
        d.protect.add(next);
        if (stroke !== 'free') d.plan.focus = [stroke as Focus, ...d.plan.focus.filter((f) => f !== stroke)];
        return `Main set: ${count} x ${distance} ${stroke === 'free' ? 'freestyle' : stroke}, ${how} (${numberText(volumeOf(next))}).`;
      }
      if (stroke && !zone && named.length > 0) {
        guard(d, strokeBans[stroke] ?? [], `main set ${stroke}`);
        const how = /\bneg(?:ative)?[- ]?split\b/.test(clause) && !named.some((x) => /negative split/.test(x.description)) ? 'negative split' : '';
        for (const block of current.blocks) block.sets = block.sets.map((x) => (named.includes(x) ? { ...inStroke(d.plan, x, stroke), description: [inStroke(d.plan, x, stroke).description, how].filter(Boolean).join(', ') } : x));
        d.protect.add(current);
        if (stroke !== 'free') d.plan.focus = [stroke as Focus, ...d.plan.focus.filter((f) => f !== stroke)];
        else if (named.length === current.blocks.flatMap((b) => b.sets).length) d.plan.focus = d.plan.focus.filter((f) => !['back', 'breast', 'fly'].includes(f) || d.plan.sections.some((s) => s !== current && s.blocks.some((b) => b.sets.some((x) => x.stroke === f))));
        return `Main set: the ${reps}s as ${stroke === 'free' ? 'freestyle' : stroke}${how ? `, ${how}` : ''} (${numberText(volumeOf(current))}).`;
      }
      const template = zone?.[1] ?? zoneTemplate[dominant?.zone ?? 'EN1'] ?? main.aerobic;
      if (stroke) {
        guard(d, strokeBans[stroke] ?? [], `main set ${stroke}`);
        d.kit.stroke = stroke as Kit['stroke'];
      }
      const next = newSection(d, 'main', template, volumeOf(current), current.name);
      d.plan.sections[i] = next;
      if (zone) d.plan.focus = [zone[2], ...d.plan.focus.filter((f) => f !== zone[2])];
      if (stroke && stroke !== 'free') d.plan.focus = [stroke as Focus, ...d.plan.focus.filter((f) => f !== stroke)];
      return `Main set rewritten${stroke ? ` as ${stroke === 'free' ? 'freestyle' : stroke}` : ''}${zone ? ` as ${zone[2]} work` : ''} (${numberText(volumeOf(next))}).`;
    },
  };
}

/**
 * "cut what you need but keep the main", "keep the kick as is": that part stays as the coach approved
 * it; whatever else the instruction changes fits around it.
 */
export function readKeep(clause: string): Op | null {
  // "keep the total about the same", "same volume": the practice's volume stays where it is (a change to parts moves none).
  if (/^(?:but |and |so )?(?:keep|leave|hold)\s+(?:the\s+)?(?:total|volume|yardage|meterage|distance)\s+(?:about |roughly |around |pretty much |more or less )?(?:the same|where it is|as is|the way it is)\b|^(?:same|similar)\s+(?:total|volume|yardage)\b/.test(clause.replace(/[.!]+$/, '').trim())) {
    return { understood: 'the total kept', keeps: true, run: (d) => `The total kept at ${d.target.toLocaleString('en-US')}.` };
  }
  // "keep the EN3 set": the sets swum at that effort stay as they are.
  const zone = /^(?:but |and )?(?:keep|leave|don'?t (?:touch|change|cut))\s+(?:the\s+|my\s+)?(en[123]|sp[123])\s+(?:set|work|stuff)s?\b/.exec(clause.replace(/[.!]+$/, '').trim());
  if (zone) {
    const z = zone[1]!.toUpperCase();
    return {
      understood: `keep the ${z} set`,
      run: (d) => {
        const kept = d.plan.sections.filter((s) => s.blocks.some((b) => b.sets.some((x) => x.zone === z)));
        if (kept.length === 0) throw new Refusal(`this plan has no ${z} set to keep`);
        for (const s of kept) d.protect.add(s);
        return `The ${z} set kept as it was.`;
      },
    };
  }
  // "keep the breast pre-set", "keep the 6 rounds main", "keep all 3 rounds of the main for every lane": the words before the part say which it is.
  const m = /^(?:but |and )?(?:keep|leave|don'?t (?:touch|change|cut)|do not (?:touch|change|cut)|no changes? to)\s+(?:all\s+)?(?:the\s+|my\s+|our\s+)?(?:(?:\d{1,2}|long|big|short|aerobic|threshold|sprint|kick|ladder|pyramid|css|coach'?s|own|free|back|breast|fly|im|rounds?|of|the|en[123]|sp[123])\s+){0,4}(main(?: set)?|kick(?: set)?|pull(?: set)?|warm[- ]?up|cool[- ]?down|pre[- ]?set|drills?(?: set)?|sprints?(?: set)?|pyramid|ladder)\b(?:\s+(?:as is|as it is|like it is|the same|alone|untouched|intact|exactly|as written|for (?:every|each|all) lanes?|for everyone|exactly (?:the same|as is|as written)))?$/.exec(clause.replace(/[.!]+$/, '').trim());
  const kind = m ? (/^(?:pyramid|ladder)$/.test(m[1]!) ? 'main' : placeKinds.find(([re]) => re.test(m[1]!))?.[1]) : praised(clause);
  if (kind) return keepPart(kind);
  // "whatever u cut keep the backstroke turn stuff", "keep my 10x200 main exactly as is": the part named, however it is said.
  const any = /^(?:(?:but |and |so )?(?:whatever|anything|what) (?:u|you|ya) (?:cut|trim|take out|drop),?\s+)?(?:but |and )?(?:keep|leave|don'?t (?:touch|cut|change)|do not (?:touch|cut|change)|save)\s+(?:all\s+)?(?:the|my|our|that|those|this)\s+(.{2,40}?)(?:\s+(?:stuff|work|part|bits?))?(?:\s+(?:exactly\s+)?(?:as is|as it is|like it is|the same|alone|untouched|intact|as written|in|the way it is|the way (?:it was|i wrote it)|how (?:it is|it was|i wrote it)|as it was))?$/.exec(clause.replace(/[.!]+$/, '').trim());
  const part = any ? kindOfPart(any[1]!) : undefined;
  // A part named by its sets ("the 8x100 IM") is the coach's own or read by the set readers; words alone name a section.
  if (any && (part || !/\d/.test(any[1]!))) return keepNamed(any[1]!.replace(/\s+set$/, ''), part);
  // "warm up stays exactly how i wrote it", "main set exactly as is": the part said first, then that it stays.
  const stays = /^(?:and |but |so )?(?:the |my |our )?([a-z][a-z &'-]{1,30}?)(?:\s+set)?\s+(?:(?:stays?|stay|remains?)(?:\s+exactly)?(?:\s+(?:the same|as is|as it is|as written|(?:how|as|the way) (?:i|we) (?:wrote|had|have) it|like it is|alone|put))?|(?:exactly\s+)?(?:as is|as it is|as written|(?:how|as|the way) (?:i|we) (?:wrote|had|have) it|untouched))$/.exec(clause.replace(/[.!]+$/, '').trim());
  const stayed = stays ? kindOfPart(stays[1]!) : undefined;
  return stays && stayed ? keepNamed(stays[1]!, stayed) : null;
}

/** "keep the sighting + deep water starts": the sections the plan names so, each kept; else the kind of part the words say. */
function keepNamed(words: string, kind: SectionKind | undefined): Op | null {
  const pieces = words.split(/\s*(?:\+|&|,|\band\b|\/)\s*/).map((p) => p.replace(/^(?:the|my|our)\s+/, '').trim()).filter((p) => p.length >= 3);
  const plain = (name: string) => name.toLowerCase().replace(/[-—–]/g, ' ').replace(/\s+/g, ' ');
  const matches = (sections: readonly PlanSection[]) => sections.filter((s) => pieces.some((p) => plain(s.name).includes(plain(p)) || plain(p).includes(plain(s.name))));
  if (pieces.length === 0 && !kind) return null;
  return {
    understood: `keep the ${pieces.join(' and ') || sectionNames[kind!].toLowerCase()}`,
    keeps: true,
    run: (d) => {
      const named = matches(d.plan.sections);
      // "keep my fly set exactly how it is": the part whose sets swim that stroke, the coach's own first.
      const stroke = /\b(fly|back|breast|im|kick|pull|drill)\b/.exec(words)?.[1];
      const ofStroke = stroke ? d.plan.sections.filter((s) => s.blocks.some((b) => b.sets.some((x) => x.stroke === stroke))) : [];
      const bystroke = ofStroke.filter((s) => s.blocks.some((b) => b.coachWritten)).length > 0 ? ofStroke.filter((s) => s.blocks.some((b) => b.coachWritten)) : ofStroke.slice(0, 1);
      const kept = named.length > 0 ? named : kind ? d.plan.sections.filter((s) => s.kind === kind) : bystroke;
      if (kept.length === 0) throw new Refusal(`this plan has no ${words} to keep`);
      for (const s of kept) {
        d.protect.add(s);
        d.kept.add(s);
      }
      return `${kept.map((s) => s.name).join(' and ')} kept as ${kept.length > 1 ? 'they were' : 'it was'}.`;
    },
  };
}

/** The kind of part a coach's name for it says: "the backstroke turn stuff" is the skills, "the 10x200 main" the main. */
function kindOfPart(part: string): SectionKind | undefined {
  if (/\busrpt\b|\brace[- ]?pace\b/.test(part)) return 'race_pace';
  if (/\bturns?\b|\bstarts?\b|\bskills?\b|\bunderwaters?\b|\bbreakouts?\b|\bflags?\b/.test(part)) return 'skills';
  if (/\b(?:main|pyramid|ladder)\b/.test(part)) return 'main';
  return placeKinds.find(([re]) => re.test(part))?.[1];
}

/** "threshold main is perfect", "the usrpt part is great", "love the back turn stuff": the part the coach likes, kept as it is. */
function praised(clause: string): SectionKind | undefined {
  const c = clause.replace(/[.!]+$/, '').trim();
  const m = /^(?:i |we |they )?(?:love|like|really like|dig) (?:the |your |this |that )?(.{2,40})$/.exec(c) ?? /^(?:the |your |that |this |my )?(.{2,40}?) (?:is|was|looks|'s|are) (?:perfect|great|good|fine|awesome|spot on|exactly right|just right|solid|nice|money)(?: as is)?$/.exec(c);
  if (!m || /\b(?:but|not|too|except|rest|everything|it|that|all)\b/.test(m[1]!)) return undefined;
  return kindOfPart(m[1]!);
}

function keepPart(kind: SectionKind): Op {
  const label = sectionNames[kind].toLowerCase();
  return {
    understood: `keep the ${label}`,
    keeps: true,
    run: (d) => {
      const kept = d.plan.sections.filter((s) => s.kind === kind);
      if (kept.length === 0) throw new Refusal(`this plan has no ${label} to keep`);
      for (const s of kept) {
        d.protect.add(s);
        d.kept.add(s);
      }
      return `The ${label} kept as it was.`;
    },
  };
}

/** A part the coach said to keep is not written again by another part of the same instruction. */
export function keptBy(d: RefineDraft, section: PlanSection, what: string): void {
  if (d.kept.has(section)) throw new Refusal(`you said to keep the ${section.name.toLowerCase()} as it is, so ${what} was left`);
}

/**
 * "take it out of the pull so the time still works": what was just added comes off that part; the total stays.
 * "take it out of the kick and pull": what a cut takes comes off those parts, shared by their size.
 */
export function readTakeFrom(clause: string): Op | null {
  const part = String.raw`(?:kick|pull|drills?|warm[- ]?up|cool[- ]?down|sprints?|pre[- ]?set|aerobic(?: set)?|main(?: set)?)`;
  // "cut from the main not the warm up", "trim it out of the kick": where the cut is taken, said with any cutting word.
  // "trim the kick to make it fit": the part the clock's cut comes out of, said first.
  const m = new RegExp(String.raw`\b(?:take|cut|trim|steal|shave)(?: (?:it|that|the time|them|those yards|the yards|time|yards|some))? (?:out of|from|off) (?:the\s+)?(${part}(?:\s*(?:,|and|&|\/|or|\+)\s*(?:the\s+)?${part})*)\b`).exec(clause) ?? new RegExp(String.raw`^(?:and |so )?(?:trim|cut|shorten|shave)\s+(?:the\s+)?(${part})(?: set)?\s+(?:down\s+)?(?:to (?:make it )?fit|so (?:it|we) fits?|to get (?:it )?(?:there|under))\b`).exec(clause) ?? new RegExp(String.raw`^(?:and |but |the )?(${part})(?: set)?\s+can\s+(?:shrink|be shorter|be cut|go shorter|lose some|give|come down|get shorter)\b`).exec(clause);
  if (!m) return null;
  const named = [...m[1]!.matchAll(new RegExp(part, 'g'))].map((x) => x[0]);
  const kinds = [...new Set(named.map((w) => placeKinds.find(([re]) => re.test(w))?.[1] ?? (/aerobic/.test(w) ? 'secondary' : undefined)).filter((k): k is SectionKind => k !== undefined))];
  if (kinds.length === 0) return null;
  const labels = kinds.map((k) => sectionNames[k].toLowerCase());
  // "cut from the main not the warm up": the part said after "not" stays as it is.
  const spared = new RegExp(String.raw`\bnot (?:from )?(?:the\s+)?(${part})`).exec(clause.slice(m.index + m[0].length));
  const keep = spared ? placeKinds.find(([re]) => re.test(spared[1]!))?.[1] : undefined;
  return {
    understood: `the time from the ${labels.join(' and ')}${keep ? `, not the ${sectionNames[keep].toLowerCase()}` : ''}`,
    last: true,
    run: (d) => {
      const sections = kinds.map((kind) => d.plan.sections.find((s) => s.kind === kind && !s.blocks.every((b) => b.coachWritten))).filter((s): s is PlanSection => s !== undefined);
      for (const s of d.plan.sections.filter((x) => x.kind === keep)) {
        d.protect.add(s);
        d.kept.add(s);
      }
      if (sections.length === 0) throw new Refusal(`there is no ${labels.join(' or ')} to take it from`);
      for (const s of sections) keptBy(d, s, 'the time was taken from the rest');
      const now = d.plan.sections.reduce((sum, s) => sum + volumeOf(s), 0);
      // What was just added, else what the volume said takes off, else half of the parts named.
      const wanted = d.added ?? (d.volumeSet && now > d.target ? now - d.target : Math.round(sections.reduce((sum, s) => sum + volumeOf(s), 0) / 2));
      const sizes = sections.map((s) => volumeOf(s));
      const all = sizes.reduce((a, b) => a + b, 0);
      const said: string[] = [];
      let taken = 0;
      sections.forEach((section, i) => {
        const was = sizes[i]!;
        // A warm-up gives at most half of itself: a practice still starts warm (COACHING.md §4).
        const take = Math.min(section.kind === 'warmup' ? Math.floor(was / 2 / 50) * 50 : was - 100, Math.round((wanted * was) / all));
        if (take <= 0) return;
        fitVolume([section], was - take, { squad: squadOf(d.plan), paces: d.plan.paces, course: d.plan.course, reps: d.kit.flexReps, stretch: d.kit.flexDistance });
        d.protect.add(section);
        // The coach named where it comes from: the main set keeps that size, whatever its usual share.
        d.kept.add(section);
        taken += was - volumeOf(section);
        if (volumeOf(section) === was) return;
        said.push(volumeOf(section) === 0 ? `the ${section.name.toLowerCase()} (${numberText(was)}) taken out` : `the ${section.name.toLowerCase()} ${numberText(volumeOf(section))} instead of ${numberText(was)}`);
      });
      if (said.length === 0 && (d.volumeSet || wanted <= 0)) return `The ${labels.join(' and ')} as ${labels.length > 1 ? 'they are' : 'it is'}: the practice already fits.`;
      if (said.length === 0) throw new Refusal(`the ${labels.join(' and ')} ${labels.length > 1 ? 'are' : 'is'} too short to give more`);
      if (!d.volumeSet) d.target -= taken;
      const text = said.join(', ');
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}, to make the ${d.added ? 'time' : 'cut'}.`;
    },
  };
}

/**
 * "make the warmup ~600 with some build 50s": the part grown to the number with a set of those repeats added to it, the
 * sets it had as they were.
 */
export function sizeWithSet(sizeClause: string, withClause: string): Op | null {
  const size = readSectionSize(sizeClause);
  const m = /^(?:and )?(?:with|w\/)\s+(?:some |a few |a couple of |more )?(build|descend(?:ing)?|easy|fast|smooth|drill|kick|choice|free)?\s*(\d{2,3})s\b/.exec(withClause);
  const part = /\b(kick(?:ing)?|pull(?:ing)?|drills?|warm[- ]?up|cool[- ]?down|pre[- ]?set)\b/.exec(sizeClause)?.[1];
  const value = /(\d{1,2}(?:[.,]\d{3})|\d{2,4})\b(?!\s*(?:x|s\b|'s|min|%))/.exec(sizeClause.replace(/^.*?\b(?:kick(?:ing)?|pull(?:ing)?|drills?|warm[- ]?up|cool[- ]?down|pre[- ]?set)\b/, ''))?.[1];
  const k = part ? kindIn(part) : undefined;
  if (!size || !m || !k || !value) return null;
  const distance = Number(m[2]);
  const how = m[1] ?? 'build';
  const stroke: Stroke = how === 'kick' ? 'kick' : how === 'drill' ? 'drill' : how === 'choice' ? 'choice' : 'free';
  const target = Number(value.replace(/[.,]/g, ''));
  const label = labelOf(k);
  return {
    understood: `${label} to ${numberText(target)} with ${how} ${distance}s`,
    run: (d) => {
      const section = sectionFor(d, k);
      if (!section) return size.run(d);
      const was = volumeOf(section);
      const reps = Math.round((target - was) / distance);
      if (reps < 1) return size.run(d);
      const words = how === 'build' ? 'build each one' : how === 'descend' || how === 'descending' ? 'descend' : how === 'easy' ? 'easy' : how === 'fast' ? 'fast, full rest' : 'smooth';
      const set = retimed(d, { reps, distance, stroke, zone: how === 'fast' ? 'EN3' : 'EN1', equipment: [], sendOff: { type: 'interval', seconds: 60 }, description: words, halfLength: false });
      const block = section.blocks.filter((b) => !b.coachWritten).at(-1);
      if (block && block.rounds === 1) block.sets.push(set);
      else section.blocks.push({ label: null, rounds: 1, sets: [set] });
      section.distance = volumeOf(section);
      d.target += volumeOf(section) - was;
      d.added = volumeOf(section) - was;
      d.protect.add(section);
      d.kept.add(section);
      return `${label.charAt(0).toUpperCase()}${label.slice(1)} raised to ${numberText(volumeOf(section))} (was ${numberText(was)}) with ${reps} x ${distance} ${how}; its sets as they were.`;
    },
  };
}

/** "add a water break out of the pool halfway, its gonna be 95": a break the coach runs, said on the plan where they read it. */
export function readWaterBreak(clause: string): Op | null {
  const m = /\b(?:add|give|put|need|want|have|do|schedule|throw in)\b[^,;]{0,20}\b(?:water|drink|hydration|bathroom|shade)\s+break\b([^,;]*)/.exec(clause);
  if (!m) return null;
  const when = /\bhalf ?way\b|\bin the middle\b|\bmid(?:dle)?\b/.test(m[1]!) ? 'halfway, after the main set' : /\bevery (\d{1,2}) ?min/.exec(m[1]!) ? `every ${/\bevery (\d{1,2}) ?min/.exec(m[1]!)![1]} min` : 'halfway';
  const out = /\bout of the (?:pool|water)\b/.test(m[0]);
  return {
    understood: m[0].trim(),
    run: (d) => {
      const line = `Water break ${when}: ${out ? 'everyone out of the pool, ' : ''}3-5 min to drink${/\bshade\b/.test(m[0]) ? ' in the shade' : ''}.`;
      d.plan.notes = [...(d.plan.notes ?? []).filter((n) => !/^Water break\b/.test(n)), line];
      // The break itself is the plan's note; the refinement's own line only says it was added (no second copy of it).
      return `Water break added ${when}.`;
    },
  };
}

/** "put underwaters to the flags on every push off", "streamline off every wall": a cue for every swim of the practice. */
export function readEveryWall(clause: string): Op | null {
  const m = /\b(underwaters?|uw|uws|dolphin kicks?|streamlines?|breakouts?|tight streamlines?)\b([^,;]{0,30}?)\s+(?:on|off|at)\s+(?:every|each|all(?: the)?)\s+(?:push[- ]?offs?|walls?|turns?)\b/.exec(clause);
  if (!m || /\b(?:no|not|don'?t|without|skip)\b/.test(clause.slice(0, m.index))) return null;
  const cue = `${/^uws?$/.test(m[1]!) ? 'underwaters' : m[1]}${m[2]!.trim() ? ` ${m[2]!.trim()}` : ''} off every wall`;
  return {
    understood: cue,
    run: (d) => {
      const rules = new Set((d.plan.constraints ?? []).map((c) => c.rule));
      if (/underwater|uw|dolphin/.test(cue) && (rules.has('no_underwater') || rules.has('no_breath_control'))) throw new Refusal(`"${cue}" conflicts with the plan's no-underwater limit`);
      let n = 0;
      for (const s of d.plan.sections) {
        if (s.kind === 'warmup' || s.kind === 'cooldown') continue;
        for (const b of s.blocks) for (const x of b.sets) if (x.zone !== 'REC' && !x.description.includes(cue)) { x.description = [x.description, cue].filter(Boolean).join(', '); n++; }
      }
      d.plan.notes = [...(d.plan.notes ?? []).filter((l) => !l.endsWith('off every wall.')), `${cue.charAt(0).toUpperCase()}${cue.slice(1)}.`];
      return `${cue.charAt(0).toUpperCase()}${cue.slice(1)}: said on ${n} set${n === 1 ? '' : 's'} and in the notes.`;
    },
  };
}
