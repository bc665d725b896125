import type { BriefSwimmer, ConstraintRule, PlanConstraint, PlanLaneGroup, PlanSection, SwimSet, SwimmerLine } from '@laneforge/contracts';
import { type Change, headAbove, pullOnly, repairSet } from './constraints/repair';
import { setBreaks } from './constraints/check';
import type { Kit } from './templates/kit';
import { setSeconds } from './paces';
import { heartCap, readShare } from './vocabulary';

/**
 * Named swimmers (COACHING.md §9b): the team's set is written once, and under each set it changes a
 * swimmer's own line — `Maria: 4 x 100 Back @ 1:40 — EN1 (no fly: shoulder)`. Their limits never touch
 * the team's sets; everyone else swims the plan as written. What holds all practice (open turns, easy
 * only, an inhaler at the wall) is said once at the top.
 */

const wholePractice: Partial<Record<ConstraintRule, string>> = {
  light_only: 'easy only (EN1 at most)',
  pregnant: 'easy to moderate, rest whenever needed, no breath-holding or all-out efforts, open turns and gentle push-offs',
  asthma: 'a longer easy build at the start (an easy swim before the warm-up), inhaler at the wall, breathe every 2-3, extra rest on anything hard',
  no_flip_turns: 'open turns',
  easy_pushoffs: 'gentle push-offs, open turns',
  no_dives: 'starts from a push, no dives',
  returning: 'coming back: EN1 at most, stop early rather than add',
  kick_only: 'kick only, on the side',
  ankle: 'no fins',
  no_underwater: 'to the surface off every wall, no underwater kicking',
  no_backstroke_flags: 'no backstroke flags: count strokes into that wall and lead with one hand',
  diabetes: 'glucose tabs or juice and a snack on the deck at the lane; out to check the blood sugar at any shaky, dizzy or "off" feeling',
  epilepsy: 'a named spotter on deck beside them the whole practice, in the lane by the wall, no breath-holding or hypoxic sets, breathe every 2-3',
};

/**
 * When a swimmer's blood sugar is checked ("a stop at the 30 min mark to check his sugar", "check every 20 min",
 * "halfway through"): the minutes into practice of each check, none when no time is said.
 */
export function sugarChecks(words: string, minutes: number): number[] {
  const t = words.toLowerCase();
  const every = /\bevery (\d{1,3})\s*(?:min|mins|minutes)\b/.exec(t);
  if (every && +every[1]! >= 10) return Array.from({ length: Math.floor((minutes - 5) / +every[1]!) }, (_, i) => (i + 1) * +every[1]!);
  if (/\bhalf ?way\b|\bmiddle of (?:the )?practice\b/.test(t)) return [Math.round(minutes / 2)];
  const at = [...t.matchAll(/\b(\d{1,3})\s*(?:min|mins|minutes?)\s*(?:mark|in)\b|\b(?:at|after) (?:the )?(?:about |around |like |~\s*)?(\d{1,3})\s*(?:min|mins|minutes?)\b/g)].map((m) => +(m[1] ?? m[2])!);
  return at.filter((m) => m >= 5 && m < minutes);
}

/**
 * What the coach said of a swimmer, once each, for the line at the top: a swimmer the coach did not name is called by their
 * condition ("Swimmer (pregnant)"), which is not said twice.
 */
export function limitWords(swimmer: BriefSwimmer): { words: string; called: string | undefined } {
  const called = /\(([^)]+)\)$/.exec(swimmer.name)?.[1]?.toLowerCase();
  return { words: [...new Set(swimmer.limits.map((c) => c.said))].filter((r) => !called || !r.toLowerCase().includes(called)).join(', '), called };
}

/** What holds a swimmer's whole practice; after a concussion, light work also means no dives, open turns and no underwaters. */
export function wholeFor(c: PlanConstraint): string {
  const kick = kickOnlyFor(c);
  // "cleared for kick only w/ fins": the fins are said with the kick.
  return c.rule === 'kick_only' && /\bwith fins\b/.test(c.said) ? kick.replace(/^kick only/, 'kick only with fins') : kick;
}

function kickOnlyFor(c: PlanConstraint): string {
  const what = wholePractice[c.rule] ?? '';
  if (c.rule === 'no_kick') return pullOnly(c.said) ? 'pull with a buoy, no kick' : 'pull in place of kick';
  if (c.rule === 'kick_only' && /\bboard ok\b/.test(c.said)) return 'kick only, with a board, arms never overhead';
  if (c.rule === 'kick_only' && /\bon (?:his|her|their|the) back\b/.test(c.said)) return 'kick only, on the back, arms at the sides';
  // "no push offs w that foot": the other foot pushes, the hurt one stays off the wall.
  if (c.rule === 'easy_pushoffs' && /\b(?:w\/?|with|off|on|from) (?:(?:of|off) )?(?:that|the|her|his|their|(?:l|r|left|right))(?: (?:left|right|l|r|bad|hurt|injured))? (?:foot|leg)\b/.test(c.said)) return 'no push-off with that foot: open turns, push with the other foot only';
  if (c.rule === 'kick_only' && /\bcast\b/.test(c.said)) return 'kick only, on the back with the cast arm held up out of the water (a cast cover on it), no underwater kicking';
  if (headAbove(c)) return 'head above the water the whole practice (backstroke or head-up free), feet-first entries, no underwater push-offs or submerging';
  if (c.rule === 'light_only' && /\bconcuss/.test(c.said)) return `${what}, no dives, open turns, no underwaters; stop at any headache or dizziness`;
  // "her cardiologist wants HR under 140 always": the number said, checked at the wall.
  // "freestyle and backstroke ok at easy-mod": the moderate the coach allowed is said, the line still held to EN1.
  if (c.rule === 'light_only' && /\beasy[- ](?:to[- ])?mod(?:erate)?\b|\bnothing all[- ]out\b/.test(c.said) && !heartCap.test(c.said)) return 'easy to moderate (EN1 at most), nothing all out';
  const heart = heartCap.exec(c.said);
  if (c.rule === 'light_only' && heart) return `${what}, heart rate always under ${heart[1]}: easy enough to talk, a watch or a 10-second count at the wall every 100-200, slow down well before ${heart[1]}`;
  return what;
}

/** The swimmer's send-off for a set: their lane's when the plan has lanes and they swim in one. */
function theirSet(set: SwimSet, lane: number): SwimSet {
  const own = set.lanes?.[lane];
  const { lanes: _lanes, ...plain } = set;
  return own ? { ...plain, reps: own.reps, sendOff: own.sendOff } : plain;
}

/** Extra rest on hard repeats for a swimmer who needs it (asthma), on every repeat when the coach said "needs extra rest": 10 s more on the send-off. */
function moreRest(set: SwimSet, always = false): SwimSet {
  if (set.zone === 'REC' || (set.zone === 'EN1' && !always) || !set.sendOff || set.reps < 2) return set;
  return { ...set, sendOff: { type: set.sendOff.type, seconds: set.sendOff.seconds + 10 }, description: [set.description, '10 s more rest'].filter(Boolean).join(', ') };
}

const same = (a: SwimSet, b: SwimSet) => JSON.stringify(a) === JSON.stringify(b);

/** A swimmer's own line takes no longer than the set it stands for: kick in place of swim is fewer repeats, not a later finish. */
function withinTime(set: SwimSet, team: SwimSet, squad: Kit['squad'], paces: Kit['paces'], course: Kit['course']): SwimSet {
  const theirs = setSeconds({ squad, paces }, course, set);
  const budget = setSeconds({ squad, paces }, course, team);
  if (set.reps < 2 || theirs <= budget * 1.1) return set;
  return { ...set, reps: Math.max(1, Math.floor((set.reps * budget) / theirs)) };
}

function laneOf(swimmer: BriefSwimmer, groups: readonly PlanLaneGroup[] | null | undefined): number {
  if (!groups || !swimmer.lane) {
    const own = groups?.findIndex((g) => g.name.toLowerCase().startsWith(swimmer.name.toLowerCase())) ?? -1;
    return own >= 0 ? own : -1;
  }
  return groups.findIndex((g) => g.name.toLowerCase() === swimmer.lane!.toLowerCase());
}

/**
 * "50% volume", "half the yardage", "3000 max for him": the share of the practice a swimmer swims, as a
 * fraction of its total; null when nothing of the kind is said.
 */
export function volumeShare(words: string, total: number): number | null {
  const t = words.toLowerCase();
  const said = readShare(t);
  if (said !== null) return said;
  const most = /\b(\d(?:\.\d)?\s*k|\d{1,2},?\d{3})\s*(?:y|yd|yds|yards|m|meters|metres)?\s*(?:max|tops|at most|cap)\b|\b(?:max(?:imum)?|no more than|nothing (?:over|above|more than)|not (?:over|more than)|under|up to|cap(?:ped)?(?: [a-z]+)? at(?: like| about| ~)?|(?:can )?only(?: do| swim| handle| manage)?)\s*(\d(?:\.\d)?\s*k|\d{1,2},?\d{3})\s*(?:y|yd|yds|yards|m|meters|metres)?\b/.exec(t);
  if (!most || total <= 0) return null;
  const raw = (most[1] ?? most[2])!.replace(/[\s,]/g, '');
  const yards = raw.endsWith('k') ? parseFloat(raw) * 1000 : +raw;
  return yards >= 300 && yards < total ? yards / total : null;
}

/** The words of a share as the coach said it ("3000 max", "capped him at 2500", "50% volume"), for the line at the top. */
export const shareWords = (t: string): string =>
  /\b(?:\d(?:\.\d)?\s*k|\d{1,2},?\d{3})\s*(?:y|yd|yds|yards|m)?\s*(?:max|tops|at most|cap)\b|\b(?:max(?:imum)?|no more than|up to|cap(?:ped)?(?: [a-z]+)? at(?: like| about| ~)?)\s*(?:\d(?:\.\d)?\s*k|\d{1,2},?\d{3})\b|\b\d{2}\s*%\s*\w+|\bhalf (?:the |of the )?\w+/i.exec(t)?.[0] ?? t.trim().slice(0, 60);

/** A set cut to a share of its volume: fewer repeats, or a shorter single swim, in whole lengths. */
function shareOf(set: SwimSet, share: number, single = false): SwimSet {
  // Rounded down: a swimmer held to a share (back from illness, a cap) swims no more than it.
  if (set.reps >= 2 && !single) return { ...set, reps: Math.max(1, Math.floor(set.reps * share + 0.001)) };
  if (set.distance >= (single ? 100 : 200)) {
    const distance = Math.max(50, Math.round((set.distance * share) / 50) * 50);
    const sendOff = set.sendOff?.type === 'interval' ? { type: 'interval' as const, seconds: Math.max(30, Math.round((set.sendOff.seconds * distance) / set.distance / 5) * 5) } : set.sendOff;
    return { ...set, distance, sendOff };
  }
  return set;
}

/**
 * The minutes a swimmer is in the water: "30-40 min max", "cleared for 40 min", "cap him at 60 min", "has to leave about 70 min in",
 * "pick her up 45 min in"; they are out of the water once that much of the practice is swum. Null when none is said.
 */
export function minutesCap(words: string): number | null {
  // The last one said holds: a refinement's "cap her at 50 min" follows what the request said.
  const m = [...words.matchAll(/\b(\d{2,3})\s*(?:-\s*\d{2}\s*)?(?:min|mins|minutes)\s*(?:max|tops|only|at most|in)\b|\b(?:max(?:imum)?|only|cleared (?:him |her |them )?for|cap(?:ped)? (?:him |her |them )?at|up to|no more than|leav(?:e|es|ing) (?:after|at|about|around)|out (?:after|at))\s*(?:about |around |like )?(\d{2,3})\s*(?:-\s*\d{2}\s*)?(?:min|mins|minutes)\b/ig)].at(-1);
  return m ? Number(m[1] ?? m[2]) : null;
}

/** What a swimmer swims: their own line where they have one, else the team's set. */
export const swumBy = (sections: readonly PlanSection[], name: string) =>
  sections.reduce((sum, sec) => sum + sec.blocks.reduce((b, block) => b + block.rounds * (block.swimmers?.find((l) => l.name === name)?.sets ?? block.sets).reduce((x, set) => x + set.reps * set.distance, 0), 0), 0);

/** A swimmer's lines trimmed a repeat at a time, the biggest first, until they swim no more than their share; what they swim. */
function withinShare(sections: readonly PlanSection[], name: string, most: number): number {
  let swum = swumBy(sections, name);
  let ends = false;
  for (let i = 0; i < 200 && swum > most; i++) {
    // The middle gives first; a cap the middle cannot meet takes from the warm-up and cool-down too.
    if (ends) {
      for (const sec of sections.filter((x) => x.kind === 'warmup' || x.kind === 'cooldown')) {
        for (const block of sec.blocks) if (!block.swimmers?.some((l) => l.name === name)) block.swimmers = [...(block.swimmers ?? []), { name, sets: block.sets.map(({ lanes: _lanes, ...set }) => set), note: 'a shorter warm-up and cool-down for the cap' }];
      }
    }
    const candidates = sections
      .filter((sec) => ends || (sec.kind !== 'warmup' && sec.kind !== 'cooldown'))
      .flatMap((sec) => sec.blocks.flatMap((block) => (block.swimmers ?? []).filter((l) => l.name === name).flatMap((line) => line.sets.map((set, at) => ({ block, line, set, at })))))
      .filter(({ set }) => set.reps >= 2 || set.distance >= 100)
      .sort((a, b) => b.block.rounds * (b.set.reps >= 2 ? b.set.distance : 50) - a.block.rounds * (a.set.reps >= 2 ? a.set.distance : 50));
    const cut = candidates[0];
    if (!cut && !ends) {
      ends = true;
      continue;
    }
    if (!cut) break;
    // A repeat less; a single swim 50 shorter, its send-off with it.
    const shorter = (set: SwimSet): SwimSet => (set.reps >= 2 ? { ...set, reps: set.reps - 1 } : shareOf({ ...set, distance: set.distance }, (set.distance - 50) / set.distance, true));
    cut.line.sets = cut.line.sets.map((set, at) => (at === cut.at ? shorter(set) : set));
    swum -= cut.block.rounds * (cut.set.reps >= 2 ? cut.set.distance : 50);
  }
  return swum;
}

/**
 * Asthma (COACHING.md §9b): a longer warm-up. The swimmer's line under the warm-up's first set starts with an easy
 * swim of their own, in the water a few minutes before the team, and the warm-up after it as written.
 */
function longerBuild(sections: PlanSection[], name: string): void {
  const block = sections.find((sec) => sec.kind === 'warmup')?.blocks[0];
  if (!block || block.swimmers?.find((l) => l.name === name)?.note.includes('longer easy build')) return;
  const own = block.swimmers?.find((l) => l.name === name);
  const easy: SwimSet = { reps: 1, distance: 200, stroke: 'choice', zone: 'REC', equipment: [], sendOff: null, description: 'very easy, in the water about 5 min before the team, breathing every 2-3', halfLength: false };
  const sets = own?.sets ?? block.sets.map(({ lanes: _lanes, ...set }) => set);
  block.swimmers = [...(block.swimmers ?? []).filter((l) => l.name !== name), { name, sets: [easy, ...sets], note: own ? `a longer easy build first; ${own.note}` : 'a longer easy build first (asthma)' }];
}

/**
 * A stop at the wall for a blood-sugar check at each minute said: the swimmer's line under the set that starts nearest
 * that minute begins with the check (a repeat fewer, about the minutes it takes). Answers the stops, for the line at the top.
 */
function stopsForChecks(sections: PlanSection[], name: string, checks: readonly number[], kit: Pick<Kit, 'squad' | 'course'>, paces: Kit['paces'], everyone: boolean): string[] {
  if (checks.length === 0) return [];
  const starts: Array<{ section: PlanSection; block: PlanSection['blocks'][number]; at: number; first: boolean }> = [];
  let clock = 0;
  for (const section of sections) {
    section.blocks.forEach((block, i) => {
      starts.push({ section, block, at: clock, first: i === 0 });
      clock += block.rounds * block.sets.reduce((sum, set) => sum + setSeconds({ squad: kit.squad, paces }, kit.course, set), 0);
    });
  }
  const said: string[] = [];
  for (const minute of checks) {
    // A break for the whole group comes between two parts of the practice, never inside one.
    // A part swum in rounds would seem to stop every round: a part of single sets is preferred.
    const between = starts.slice(1).filter((s) => s.first);
    const candidates = !everyone ? starts.slice(1) : between.some((s) => s.block.rounds === 1) ? between.filter((s) => s.block.rounds === 1) : between;
    const nearest = candidates.sort((a, b) => Math.abs(a.at - minute * 60) - Math.abs(b.at - minute * 60))[0];
    if (!nearest) continue;
    const { block, section, first } = nearest;
    const where = first ? `before the ${section.name}` : `before the ${block.sets[0]!.reps > 1 ? `${block.sets[0]!.reps} x ` : ''}${block.sets[0]!.distance} of the ${section.name}`;
    if (everyone) {
      // "build that into the practice for everyone": the whole group stops, so the swimmer's sets stay the team's.
      block.label = `Snack break for everyone first (about 5 min out at the wall: a snack and water; ${name} checks the blood sugar), then`;
      said.push(`a snack break for everyone at the ${minute} min mark (${where}), ${name}'s blood-sugar check in it`);
      continue;
    }
    const own = block.swimmers?.find((l) => l.name === name);
    const sets = (own?.sets ?? block.sets.map(({ lanes: _lanes, ...set }) => set)).map((set, i) => (i === 0 && set.reps >= 3 ? { ...set, reps: set.reps - 1 } : set));
    const stop = `blood-sugar check at the wall first: the ${minute} min mark`;
    block.swimmers = [...(block.swimmers ?? []).filter((l) => l.name !== name), { name, sets, note: own ? `${stop}; ${own.note}` : stop }];
    said.push(`a stop at the wall to check the blood sugar at the ${minute} min mark (${where})`);
  }
  return said;
}

/**
 * What the coach said of a swimmer and the dryland: "he'll be on deck doing dryland instead" (out of the water all practice,
 * the team's swim untouched), "skip any dryland or deck stuff for him" (in the water, no dryland). Null when neither is said.
 */
export function deckWork(words: string): 'instead' | 'jobs' | 'none' | null {
  const t = words.toLowerCase();
  if (/\b(?:skip|no|not|avoid|without|sits? out|sitting out|out of)\b[^.;]{0,14}\b(?:dry[- ]?land|deck (?:work|stuff))\b/.test(t)) return 'none';
  if (/\b(?:on (?:the )?deck|out of the water|(?:sits?|sitting) out)\b[^.;]{0,40}\bdry[- ]?land\b|\bdry[- ]?land\b[^.;]{0,20}\binstead\b|\binstead of (?:swimming|the swim|getting in)\b/.test(t)) return 'instead';
  // "cast on his wrist, he's on deck the whole 2 hrs - give him a job each set": out of the water, helping.
  if (/\bon (?:the )?(?:pool )?deck (?:the |for the )?(?:whole|entire|all|full)\b|\b(?:can'?t|cannot|cant|not allowed to|shouldn'?t|won'?t) (?:get (?:it |the cast )?wet|go in(?:to)? the (?:water|pool)|get in the (?:water|pool)|swim (?:at all|today))\b|\bstays? (?:on (?:the )?deck|out of the (?:water|pool))\b|\bno (?:swimming|water) (?:at all|today) for\b/.test(t)) return 'jobs';
  return null;
}

/** The deck jobs a coach gave a swimmer out of the water ("counting laps/times on the main, running the starts"). */
function deckJobs(words: string): string[] {
  return [...words.toLowerCase().matchAll(/\b(counting (?:laps|strokes|times|splits)[^,;.()]*|count(?:ing)? (?:laps|strokes)[^,;.()]*|timing [^,;.()]*|running the (?:starts|clock|pace clock)[^,;.()]*|(?:some )?one[- ]handed core[^,;.()]*|(?:some )?core (?:work|stuff)[^,;.()]*|(?:being the )?starter[^,;.()]*|(?:holding|reading) the (?:clipboard|board|set)[^,;.()]*)/g)].map((m) => m[1]!.trim().replace(/\s+/g, ' ')).slice(0, 5);
}

/** "Omar has shin splints from preseason running so hes fine in the water…": what they have, for the line at the top. */
const conditionSaid = (swimmer: BriefSwimmer): string =>
  /^\s*(?:has|had|is|with|got)\s+(?:a\s+|an\s+)?([^,.;]*?)(?=\s+(?:so|but|and|from|since)\b|[,.;]|$)/i.exec((swimmer.words ?? '').replace(new RegExp(`^${swimmer.name}\\W*`, 'i'), ' '))?.[1]?.trim() ?? '';

/**
 * A swimmer who can barely swim a 50 swims each part as one easy set of 25s on rest, free or kick (never an IM or fly they
 * cannot do yet): the same yards as their share, in a line a new swimmer can follow.
 */
function shortAndEasy(sets: readonly SwimSet[]): SwimSet[] {
  const yards = sets.reduce((sum, x) => sum + x.reps * x.distance, 0);
  if (yards < 25) return [...sets];
  const kick = sets.every((x) => x.stroke === 'kick');
  const stroke = kick ? 'kick' : sets.every((x) => x.stroke === sets[0]!.stroke && ['free', 'back', 'breast', 'choice'].includes(x.stroke)) ? sets[0]!.stroke : 'free';
  const zone = sets.every((x) => x.zone === 'REC') ? 'REC' : 'EN1';
  return [{ reps: Math.max(1, Math.round(yards / 25)), distance: 25, stroke, zone, equipment: kick ? ['kickboard'] : [], sendOff: { type: 'rest', seconds: 20 }, description: 'easy, stand and rest at the wall whenever needed', halfLength: false }];
}

/** A set's words with every push of effort taken out: a swimmer coming back swims it easy. */
function easedCue(description: string): string {
  const eased = description
    .replace(/\b(?:descend(?:ing)?(?: (?:1-\d|by round|each round|in \d+s))?|negative split(?: each)?|build(?: each| by \d+| to fast)?|fast turns|fast|strong|hard|race pace|all out|sprint(?:ed)?|hold (?:best average|\d:\d\d-\d:\d\d)|at threshold feel)\b/gi, '')
    .replace(/\s*,\s*(?:,\s*)+/g, ', ')
    .replace(/^[\s,;]+|[\s,;]+$/g, '')
    .replace(/\s{2,}/g, ' ');
  if (eased === description) return description;
  return eased.length < 3 ? 'easy, smooth' : /\beasy\b/.test(eased) ? eased : `${eased}, easy`;
}

/** Writes each named swimmer's lines into the blocks they change; answers the one-line statements for the top of the plan. */
export function forNamedSwimmers(sections: PlanSection[], swimmers: readonly BriefSwimmer[], kit: Pick<Kit, 'squad' | 'paces' | 'course'> & { team?: readonly PlanConstraint[] | undefined }, groups?: readonly PlanLaneGroup[] | null): string[] {
  const said: string[] = [];
  const total = sections.reduce((sum, sec) => sum + sec.distance, 0);
  for (const swimmer of swimmers) {
    // Back after an illness or a concussion, cleared for light swimming: 50-70 % of a normal practice (COACHING.md §6), unless the coach gave a number.
    const comeback = swimmer.limits.some((c) => c.rule === 'returning' || (c.rule === 'light_only' && /\bconcuss|\bmono\b|\bsick|\bill(?:ness)?\b/i.test(`${c.said} ${swimmer.words ?? ''}`)));
    // "keep him w/ his lane": he swims what his lane swims, only easier.
    const withLane = /\bkeep (?:him|her|them) (?:w\/?|with|in) (?:his|her|their|the) (?:lane|group)\b/i.test(swimmer.words ?? '');
    // "can barely do a 50": a new swimmer swims about half of what the team does, in short repeats.
    const barely = swimmer.limits.some((c) => c.rule === 'longest_rep' && /\bbarely\b/.test(c.said));
    const share = volumeShare(swimmer.words ?? '', total) ?? (comeback && !withLane && total >= 2000 && minutesCap(swimmer.words ?? '') === null ? 0.6 : barely && total >= 1000 ? 0.5 : null);
    const diabetic = swimmer.limits.some((c) => c.rule === 'diabetes');
    const minutes = Math.round(sections.reduce((sum, sec) => sum + sec.blocks.reduce((b, block) => b + block.rounds * block.sets.reduce((x, set) => x + setSeconds({ squad: kit.squad, paces: kit.paces }, kit.course, set), 0), 0), 0) / 60);
    const checks = diabetic ? sugarChecks(swimmer.words ?? '', minutes) : [];
    // "check his sugar 30 min in": a stop to check, not the minutes they swim.
    const capSaid = minutesCap(swimmer.words ?? '');
    const cap = capSaid !== null && checks.includes(capSaid) ? null : capSaid;
    // On deck doing dryland, or in the water with no dryland: no line of their own under the team's sets.
    const deck = deckWork(swimmer.words ?? '');
    if (deck) {
      // Out of the water all practice: why is the condition ("cast"), not the water rules it would have swum on.
      const why = deck === 'jobs' ? (swimmer.limits[0]?.said.split(/[:,(]/)[0]!.trim() ?? '') || conditionSaid(swimmer) : limitWords(swimmer).words || conditionSaid(swimmer);
      const jobs = deck === 'jobs' ? deckJobs(swimmer.words ?? '') : [];
      const text = deck === 'instead' ? 'on deck for the whole practice, dryland instead of the swim (core and mobility on a mat where you can see them), nothing in the water. Everyone else as written.' : deck === 'jobs' ? `on deck for the whole practice, nothing in the water: ${jobs.length > 0 ? jobs.join('; ') : 'a job on each set (counting laps, reading the clock, starting the sets)'}. Everyone else as written.` : 'no dryland or deck work; in the water with the team, as written.';
      said.push(`${swimmer.name}${why ? ` (${why})` : ''}: ${text}`);
      continue;
    }
    if (swimmer.limits.length === 0 && share === null && cap === null && !/\b(?:extra|more) rest\b/i.test(swimmer.words ?? '')) continue;
    const lane = laneOf(swimmer, groups);
    const asthma = swimmer.limits.some((c) => c.rule === 'asthma');
    // "Linda … needs extra rest": more rest on every repeat of hers, the easy ones too.
    const restWords = /\b(?:needs?|gets?|give (?:her|him|them)|with) (?:some |a (?:bit|little) )?(?:extra|more) rest\b|\bextra rest\b/i.test(swimmer.words ?? '');
    // "extra rest on the main": that part's repeats only.
    const restPart = /\b(?:extra|more) rest (?:on|in|for) the (main|kick|pull|pre[- ]?set|sprint|warm[- ]?up)\b/i.exec(swimmer.words ?? '')?.[1]?.toLowerCase().replace(/[- ]/g, '').replace('preset', 'preset').replace('warmup', 'warmup');
    const warmAndCool = sections.filter((sec) => sec.kind === 'warmup' || sec.kind === 'cooldown').reduce((sum, sec) => sum + sec.distance, 0);
    let swum = 0;
    let out = false;
    for (const section of sections) {
      for (const block of section.blocks) {
        if (out) continue;
        // Out before the block that would run past the cap: it ends the swim with an easy 100 (about 3 min) instead.
        const paces = lane >= 0 ? (groups![lane]!.paces ?? kit.paces) : kit.paces;
        const blockSeconds = cap === null ? 0 : block.rounds * block.sets.reduce((sum, set) => sum + setSeconds({ squad: kit.squad, paces }, kit.course, theirSet(set, lane)), 0);
        if (cap !== null && swum > 0 && swum + blockSeconds > (cap - 3) * 60) {
          out = true;
          // "ends after the main ladder with a 200 easy": the easy swim the coach said, else a 100.
          const easyDistance = Number(/\b(?:with |and )?(?:an? )?(\d{2,3}) (?:easy|ez|warm[- ]?down|cool[- ]?down)\b/.exec(swimmer.words ?? '')?.[1] ?? 100);
          const easy: SwimSet = { reps: 1, distance: easyDistance >= 50 && easyDistance <= 400 ? easyDistance : 100, stroke: 'choice', zone: 'REC', equipment: [], sendOff: null, description: `easy, then out of the water (${cap} min done)`, halfLength: false };
          block.swimmers = [...(block.swimmers ?? []).filter((l) => l.name !== swimmer.name), { name: swimmer.name, sets: [easy], note: `out after ${cap} min` }];
          continue;
        }
        swum += blockSeconds;
        const own = block.sets.map((s) => theirSet(s, lane));
        const changes: Change[] = [];
        const breaks = own.some((s) => swimmer.limits.some((c) => setBreaks(s, section.kind, c.rule)));
        const adapted = own.map((s, i) => {
          // A swimmer in a lane is re-timed on that lane's paces, never the fast lane's.
          // The team's own bans hold on a swimmer's line too ("NO kick today at all": a sore shoulder's kick-instead is no kick).
          const team = (kit.team ?? []).filter((c) => c.rule.startsWith('no_') && !swimmer.limits.some((l) => l.rule === c.rule));
          const repaired = repairSet(s, { squad: kit.squad, paces, course: kit.course, section: section.kind, constraints: [...swimmer.limits, ...team], withLane });
          changes.push(...repaired.changes);
          const restSaid = restWords && (!restPart || section.kind === restPart);
          const timed = withinTime(asthma || restSaid ? moreRest(repaired.set, restSaid) : repaired.set, own[i]!, kit.squad, paces, kit.course);
          // The warm-up and cool-down are swum whole: the share comes off the middle of the practice.
          return share !== null && section.kind !== 'warmup' && section.kind !== 'cooldown' ? shareOf(timed, Math.max(0, (share * total - warmAndCool) / Math.max(1, total - warmAndCool))) : timed;
        });
        if (!breaks && adapted.every((s, i) => same(s, own[i]!))) continue;
        const why = [...new Set(changes.map((c) => c.text))].slice(0, 2).join('; ');
        // Coming back ("50% effort max" after mono): the team's cues of effort are none of theirs ("descend 1-3", "fast turns").
        const eased = comeback ? adapted.map((x) => ({ ...x, description: easedCue(x.description) })) : adapted;
        const line: SwimmerLine = { name: swimmer.name, sets: barely ? shortAndEasy(eased) : eased, note: barely ? 'new: short swims, rest at the wall' : why || swimmer.limits.map((c) => c.said).join(', ').slice(0, 200) };
        block.swimmers = [...(block.swimmers ?? []).filter((l) => l.name !== swimmer.name), line];
      }
    }
    if (asthma) longerBuild(sections, swimmer.name);
    const everyone = /\b(?:for|with) (?:everyone|everybody|the (?:whole )?(?:team|group)|all of them)\b|\b(?:everyone|everybody|whole (?:team|group)) (?:gets|takes|has|stops)\b/i.test(swimmer.words ?? '');
    const stops = stopsForChecks(sections, swimmer.name, checks, kit, lane >= 0 ? (groups![lane]!.paces ?? kit.paces) : kit.paces, everyone);
    // Each rule for the whole practice once, its parts not repeated ("open turns" from two limits).
    const parts = [...new Set(swimmer.limits.flatMap((c) => wholeFor(c).split(/,\s*|;\s*/)).filter(Boolean))];
    const { words: limitSaid, called } = limitWords(swimmer);
    // "no paddles (elbow), max 2500": the limits and the share the coach gave, each once.
    const shareSaid = volumeShare(swimmer.words ?? '', total) !== null && !called ? shareWords((swimmer.words ?? '').replace(new RegExp(`^${swimmer.name}\\W*`, 'i'), '')) : '';
    const reasons = [limitSaid, shareSaid && !limitSaid.includes(shareSaid) ? shareSaid : ''].filter(Boolean).join(', ') || (called ? '' : shareWords((swimmer.words ?? '').replace(new RegExp(`^${swimmer.name}\\W*`, 'i'), '')));
    const lines = sections.some((s) => s.blocks.some((b) => b.swimmers?.some((l) => l.name === swimmer.name)));
    const theirs = share !== null ? withinShare(sections, swimmer.name, share * total) : 0;
    const volume = share !== null ? [`about ${theirs.toLocaleString('en-US')} of the ${total.toLocaleString('en-US')}: fewer repeats on the middle sets`] : [];
    // "me walking the deck next to him": the coach is the spotter, as said.
    const spotter = swimmer.limits.some((c) => c.rule === 'epilepsy') && /\b(?:me|i'?m|i am|i'?ll|i will)\b[^.;]{0,24}\b(?:walk(?:ing)?|watch(?:ing)?|on (?:the )?deck|spot(?:ting)?)\b/i.test(swimmer.words ?? '');
    const ownParts = parts.map((p) => (spotter && p === 'a named spotter on deck beside them the whole practice' ? 'you on deck beside them the whole practice (as you said)' : p));
    const seizure = swimmer.limits.some((c) => c.rule === 'epilepsy') ? 'If a seizure starts in the water: hold the face above the water and bring them to the wall; out when it stops, and a doctor checks them. ' : '';
    const rules = ownParts.length > 0 || out || share !== null || stops.length > 0 ? `${[...stops, ...ownParts, ...volume, ...(out ? [`out of the water after about ${cap} min`] : [])].join(', ')}. ${seizure}` : '';
    said.push(`${swimmer.name}${reasons ? ` (${reasons})` : ''}: ${rules}${lines ? 'Their own line under each set it changes; everyone else as written.' : 'Everyone else as written.'}`);
  }
  return said;
}
