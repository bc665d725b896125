import type { BriefWant, Focus, SectionKind } from '@laneforge/contracts';
import { blockDistance } from '@laneforge/contracts';
import type { Order } from '../understand';
import type { Emphasis } from '../vocabulary';
import { type Kit, flexible, grid, isYoung, makeSet, otherStructure, profile, repsFor, rounds, rules, single } from '../templates/kit';
import { kickSet, pullSet } from '../templates/kickpull';
import * as main from '../templates/main';
import { racePace, skills, sprintSet } from '../templates/secondary';
import { drillSet, preset } from '../templates/technique';
import { cooldown, warmup } from '../templates/warmup';
import { type SessionDraft, addSection, emptyDraft } from './draft';
import { topUpStroke } from '../fit';
import { relayGame, strokeKick, swimOff, wantedBreathing, wantedMain, wantedSkill, wantedSpeed } from './wants';

/**
 * A practice (COACHING.md §4, §5.A-I): warm-up first and easy, technique before fatigue, one main
 * set in its zone starting within the first two thirds, kick and pull in their shares, cool-down
 * last. Several skeletons, so a week of one request is not one skeleton with new numbers.
 */

type Template = main.Template;

const mainByFocus: ReadonlyArray<readonly [Focus, Template]> = [
  ['sprint', main.sprint],
  ['lactate', main.lactate],
  ['vo2', main.vo2],
  ['threshold', main.threshold],
  ['distance', main.distance],
  ['im', main.im],
  ['aerobic', main.aerobic],
  ['technique', main.technique],
  // A day about turns, starts or underwaters swims an aerobic main with them at every wall.
  ['turns', main.aerobic],
  ['underwaters', main.aerobic],
];

const focusZone: Partial<Record<Focus, 'EN1' | 'EN2' | 'EN3' | 'SP1' | 'SP3'>> = { aerobic: 'EN1', threshold: 'EN2', vo2: 'EN3', lactate: 'SP1', sprint: 'SP3', distance: 'EN1', technique: 'EN1' };

function mainTemplate(kit: Kit, wants: readonly BriefWant[]): Template {
  if (rules(kit).has('returning')) return main.aerobic;
  const zone = kit.focus.map((f) => focusZone[f]).find(Boolean) ?? 'EN1';
  const asked = wantedMain(wants.find((w) => w.kind === 'main'), zone);
  if (asked) return asked;
  const first = kit.focus.find((f) => mainByFocus.some(([g]) => g === f));
  return mainByFocus.find(([f]) => f === first)?.[1] ?? kit.rng.pick([main.threshold, main.aerobic, main.vo2]);
}

interface Part {
  kind: SectionKind;
  share: number;
  write: Template;
  name?: string;
}

const speedDay = (t: Template) => t === main.sprint || t === main.lactate;

/** The set after the main set: race pace for an event, skills when asked, else another zone or short speed. */
function secondary(kit: Kit, primary: Template, replaced: Template | null = null): Part | null {
  // A day about turns or starts has them as real work, not a token set.
  if (kit.focus.some((f) => f === 'starts' || f === 'turns' || f === 'underwaters')) return { kind: 'skills', share: kit.focus[0] === 'turns' || kit.focus[0] === 'starts' || kit.focus[0] === 'underwaters' ? 0.2 : 0.08, write: skills };
  if (kit.focus.includes('pacing') || kit.targetEvent) return { kind: 'race_pace', share: 0.08, write: racePace };
  // A main set the coach asked for stands for its focus: the focus's own template is not written again after it.
  const other = kit.focus.map((f) => mainByFocus.find(([g]) => g === f)?.[1]).find((t) => t && t !== primary && t !== replaced && t !== main.aerobic);
  if (other === main.sprint) return { kind: 'sprint', share: 0.06, write: sprintSet };
  if (other) return { kind: 'secondary', share: 0.12, write: other, name: other === main.im ? 'IM Set' : 'Secondary Set' };
  if (speedDay(primary)) return { kind: 'secondary', share: 0.16, write: main.aerobic, name: 'Aerobic Set' };
  if (rules(kit).has('returning') || rules(kit).has('tired_legs') || kit.tired || kit.calm) return null;
  // Triathletes and endurance days keep to their aim: no token sprints.
  if (kit.squad === 'triathlete' || kit.focus.includes('distance')) return null;
  return kit.rng.chance(0.5) ? { kind: 'sprint', share: 0.05, write: sprintSet } : null;
}

/** Kick and pull as the limits allow: no kick → the share goes to pull or drill; sore shoulders → no pull set, more kick (COACHING.md §6). */
function kickAndPull(kit: Kit, volume: number, young: boolean, emphasis: readonly Emphasis[]): Part[] {
  const ruled = rules(kit);
  const noKick = ruled.has('no_kick') || ruled.has('tired_legs');
  // No buoy on a pull day ("no gear today … was supposed to be a pull day"): pull sets still, swum without one.
  const noPull = ruled.has('no_pull_buoy') && !emphasis.includes('pull');
  const shoulder = ruled.has('shoulder');
  const parts: Part[] = [];
  // "Lots of kick" or "lots of pull": that set about twice its usual size, still smaller than the main set.
  const kickShare = emphasis.includes('kick') ? (young ? 0.25 : 0.22) : young ? 0.16 : shoulder ? (noKick ? 0.1 : 0.16) : 0.12;
  // Sore shoulders cut the pull: even the smallest pull set (2 x 300) would be a fifth of a 3,000 practice.
  const pullShare = shoulder ? 0 : emphasis.includes('pull') ? (young ? 0.14 : 0.2) : young ? (kit.squad === 'age_11_12' ? 0.06 : 0) : 0.1;
  if (!noKick) parts.push({ kind: 'kick', share: kickShare, write: kickSet });
  else if (!noPull && !shoulder) parts.push({ kind: 'pull', share: Math.max(kickShare, pullShare), write: pullSet });
  else parts.push({ kind: 'drill', share: kickShare, write: drillSet });
  if (!noPull && pullShare > 0 && (volume >= 3000 || emphasis.includes('pull')) && !(noKick && parts[0]?.kind === 'pull')) parts.push({ kind: 'pull', share: pullShare, write: pullSet });
  if (noKick) {
    const c = kit.constraints.find((x) => x.rule === 'no_kick' || x.rule === 'tired_legs')!;
    kit.changes.push({ rule: c.rule, said: c.said, text: `the kick set is ${noPull || shoulder ? 'a drill set' : 'a pull set with a buoy'}${!noPull && !shoulder && ruled.has('no_paddles') ? ', no paddles' : ''}, same distance` });
  }
  if (shoulder) {
    const c = kit.constraints.find((x) => x.rule === 'shoulder')!;
    kit.changes.push({ rule: 'shoulder', said: c.said, text: noKick ? 'no pull set: drill in place of the kick' : 'no pull set, more kick' });
  }
  return parts;
}

/** The parts the coach asked for by name: skills after the warm-up, speed, race pace or a relay game at the end. */
const skillNames: Record<string, string> = { sighting: 'Sighting', 'back turns': 'Backstroke Turns', pullouts: 'Pullouts', 'flip progression': 'Flip Turns', 'no-wall turns': 'No-wall Turns', streamline: 'Streamline' };

function askedParts(wants: readonly BriefWant[], volume: number, minutesPer100: number): { early: Part[]; late: Part[] } {
  const early: Part[] = [];
  const late: Part[] = [];
  for (const w of wants) {
    // Breathing patterns as a set of their own, after the warm-up; the main set stays the day's.
    if (w.structure === 'swim-off' || w.structure === 'race') (w.place === 'end' ? late : early).push({ kind: 'race_pace', share: 0.05, write: swimOff(w), name: w.structure === 'race' ? `Race ${w.distance ?? ''}`.trim() : 'Swim-off' });
    else if (w.structure === 'breathing') early.push({ kind: 'skills', share: Math.min(0.12, 500 / Math.max(volume, 1)), write: wantedBreathing(w), name: 'Breathing Patterns' });
    else if (w.kind === 'skills' && w.structure && skillNames[w.structure]) early.push({ kind: 'skills', share: Math.min(w.structure === 'flip progression' ? 0.15 : 0.1, (w.structure === 'flip progression' ? 450 : 300) / Math.max(volume, 1)), write: wantedSkill(w), name: skillNames[w.structure]! });
    else if (w.structure === 'relay' || w.structure === 'game') {
      // A relay's minutes are its share of the clock: about a length a minute per swimmer with the waiting.
      const share = w.minutes ? Math.min(0.2, (w.minutes * 25) / Math.max(volume, 1) / Math.max(0.6, minutesPer100)) : 0.06;
      late.push({ kind: 'sprint', share, write: relayGame(w), name: w.structure === 'relay' ? 'Relay Game' : 'Game' });
    } else if ((w.kind === 'race_pace' || w.kind === 'sprint') && w.structure === null) late.push({ kind: w.kind, share: 0.08, write: wantedSpeed(w), ...(w.kind === 'race_pace' ? { name: 'Race Pace' } : {}) });
  }
  return { early, late };
}

function layout(kit: Kit, volume: number, primary: Template, emphasis: readonly Emphasis[], wants: readonly BriefWant[] = []): Part[] {
  const young = isYoung(kit) || kit.squad === 'age_11_12';
  const masters = profile(kit).level === 'masters';
  const technique = kit.focus.includes('technique');
  const parts: Part[] = [{ kind: 'warmup', share: speedDay(primary) ? 0.22 : volume < 2500 ? 0.2 : 0.17, write: warmup }];
  const drillFirst = technique || young || kit.rng.chance(0.5);
  if (drillFirst) parts.push({ kind: 'drill', share: technique || young ? 0.18 : 0.09, write: drillSet });
  else if (volume >= 2500) parts.push({ kind: 'preset', share: 0.08, write: preset });
  const asked = askedParts(wants, volume, 1);
  parts.push(...asked.early);
  const replaced = wants.some((w) => w.kind === 'main') ? (mainByFocus.find(([f]) => kit.focus[0] === f)?.[1] ?? null) : null;
  const second = asked.late.length > 0 ? null : volume >= 1800 ? secondary(kit, primary, replaced) : null;
  const early = second?.kind === 'sprint' && (speedDay(primary) || kit.rng.chance(0.4));
  if (early && second) parts.push(second);
  const [kick0, pull] = kickAndPull(kit, volume, young, emphasis);
  // "A third of the yardage kick": the kick set takes that share.
  const kickWant = wants.find((w) => w.kind === 'kick' && w.share !== null);
  const strokeWant = wants.find((w) => w.kind === 'kick' && w.stroke !== null && w.stroke !== 'free');
  const sized = kick0 && kickWant?.share ? { ...kick0, share: kickWant.share } : kick0;
  const kick = sized && sized.kind === 'kick' && strokeWant?.stroke ? { ...sized, write: strokeKick(strokeWant.stroke) } : sized;
  // The main set's size moves from day to day, as a coach's does; so do its reps.
  const mainWant = wants.find((w) => w.kind === 'main' && w.volume !== null);
  const mainShare = mainWant?.volume ? Math.min(0.65, Math.max(0.3, (mainWant.volume * 1.05) / Math.max(volume, 1))) : (speedDay(primary) ? 0.28 : masters ? 0.46 : young ? 0.32 : 0.4) * kit.rng.pick([0.86, 0.93, 1, 1.07, 1.14]);
  const before = parts.reduce((sum, p) => sum + p.share, 0);
  // The main set starts within the first half of the practice: kick goes after it when the opening is already long.
  const kickBefore = before + (kick?.share ?? 0) < 0.45 && kit.rng.chance(0.6);
  if (kick && kickBefore) parts.push(kick);
  parts.push({ kind: 'main', share: mainShare, write: primary });
  // A long practice's second zone, unless the set after the main is already that one (no set written twice).
  const otherZone = primary === main.aerobic ? main.threshold : main.aerobic;
  if (volume >= 6500 && !speedDay(primary) && second?.write !== otherZone) parts.push({ kind: 'secondary', share: 0.12, write: otherZone, name: primary === main.aerobic ? 'Threshold Set' : 'Aerobic Set' });
  if (kick && !kickBefore) parts.push(kick);
  if (pull) parts.push(pull);
  if (second && !early) parts.push(second);
  parts.push(...asked.late);
  parts.push({ kind: 'cooldown', share: volume < 2500 ? 0.08 : 0.06, write: cooldown });
  // A share the coach gave ("a third of the yardage kick") stands; the other parts share the rest.
  const fixed = kickWant?.share && kick?.kind === 'kick' ? kick : null;
  const sum = parts.reduce((s, p) => s + (p === fixed ? 0 : p.share), 0);
  return parts.map((p) => (p === fixed ? p : { ...p, share: (p.share / sum) * (1 - (fixed?.share ?? 0)) }));
}

/**
 * The main set filled to its share: a structure that comes in well under it (one round of a ladder
 * that a second round would overshoot) is followed by repeats at the same pace the fitter can move,
 * so the main set stays where the level's proportions put it.
 */
function filled(primary: Template): Template {
  return (kit, budget) => {
    const blocks = primary(kit, budget);
    const got = blocks.reduce((s, b) => s + blockDistance(b), 0);
    if (got >= budget * 0.85) return blocks;
    const work = blocks.flatMap((b) => b.sets).filter((x) => x.zone !== 'REC');
    // A speed main is topped up with speed: a fast 25 and an easy swim, over and over, not aerobic yards.
    if (work.some((x) => x.zone === 'SP2' || x.zone === 'SP3') && !profile(kit).young) {
      const n = Math.max(2, Math.min(12, Math.round((budget - got) / (grid(kit, 25) + grid(kit, 75)))));
      const sprintStroke = work.find((x) => x.stroke !== 'im' && x.stroke !== 'choice')?.stroke ?? 'free';
      return [...blocks, rounds(n, null, [
        makeSet(kit, { distance: 25, stroke: sprintStroke, zone: 'SP3', timing: 'none', description: 'race speed from a push', halfLength: true }),
        makeSet(kit, { distance: grid(kit, 75), stroke: 'choice', zone: 'REC', timing: 'none', description: 'easy, loosen out' }),
      ])];
    }
    const zone = work.some((x) => x.zone === 'SP1' || x.zone === 'SP2' || x.zone === 'SP3') ? 'EN1' : (work[0]?.zone ?? 'EN1');
    const stroke = topUpStroke(work, kit.course);
    const description = zone === 'EN1' && work.some((x) => x.zone.startsWith('SP')) ? 'aerobic between the efforts, long strokes' : 'same pace as the set above';
    const top = makeSet(kit, { reps: repsFor(budget - got, 100, 2, 20), distance: 100, stroke, zone, description });
    return [...blocks, single(flexible(kit, top, 2, 24))];
  };
}

/** A set the coach asked more of: when one structure stops short of its share (a kick set tops out at 12 x 50), a second one follows. */
function twice(write: Template): Template {
  return (kit, budget) => {
    const blocks = write(kit, budget);
    const got = blocks.reduce((s, b) => s + blockDistance(b), 0);
    return got >= budget * 0.8 ? blocks : [...blocks, ...write(kit, budget - got)];
  };
}

export function composePractice(kit: Kit, order: Order, volume: number): SessionDraft {
  const wants = order.brief.wants;
  const primary = mainTemplate(kit, wants);
  const parts = layout(kit, volume, primary, order.emphasis, wants);
  kit.drillSection = parts.some((p) => p.kind === 'drill');
  const draft = emptyDraft('Workout');
  // A second set of the main set's kind takes another structure than the main set.
  const asked = (part: Part) => (part.kind === 'kick' || part.kind === 'pull') && order.emphasis.includes(part.kind);
  for (const part of parts) {
    // A main set the coach named by its structure ("the 12 days of Christmas") is swum as it is, not topped up.
    const named = wants.some((w) => w.kind === 'main' && w.structure !== null);
    const write = part.kind === 'main' && !named ? filled(part.write) : asked(part) ? twice(part.write) : part.write;
    addSection(draft, part.kind === 'secondary' ? otherStructure(kit) : kit, part.kind, volume * part.share, write, part.name ? { name: part.name } : {});
  }
  return draft;
}
