import type { Order } from '../understand';
import { type Kit, flexible, isYoung, makeSet, profile, repsFor, rules, single } from '../templates/kit';
import { kickSet, pullSet } from '../templates/kickpull';
import { preset } from '../templates/technique';
import { cooldown, warmup } from '../templates/warmup';
import { SAFETY_LINE, type SessionDraft, addSection, emptyDraft } from './draft';
import { breathMain, openWaterMain } from './families';

/** Breath control within the safe rules (COACHING.md §5.O) and open-water skills in a pool (§5.P). */

export function composeBreathControl(kit: Kit, _intent: Order, volume: number): SessionDraft {
  const draft = emptyDraft('Breath-Control Workout');
  const young = isYoung(kit);
  const kicks = rules(kit).has('no_kick') ? 'streamline glide off each wall' : 'at most 3-5 dolphin kicks off each wall (never past 15 m), then surface and breathe freely';
  addSection(draft, kit, 'warmup', volume * 0.2, warmup);
  addSection(draft, kit, 'preset', volume * 0.1, preset);
  addSection(draft, kit, 'main', volume * 0.34, breathMain, { name: 'Breathing Patterns' });
  addSection(draft, kit, 'secondary', volume * 0.14, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, 50, 4, 12, 2), distance: 50, zone: 'EN1', description: `${kicks}. ${SAFETY_LINE}` }), 2, 12, 2))], { name: 'Off the Walls' });
  if (!rules(kit).has('no_kick')) addSection(draft, kit, 'kick', volume * 0.12, kickSet);
  if (!young && !rules(kit).has('no_pull_buoy')) addSection(draft, kit, 'pull', volume * 0.1, pullSet);
  addSection(draft, kit, 'cooldown', volume * 0.08, cooldown);
  draft.notes.push('No breath-holding for time or distance and no underwater lengths: breathing patterns at moderate speed instead.');
  draft.notes.push('Breath control only with a coach on deck; never for learn-to-swim or unsupervised swimmers.');
  return draft;
}

export function composeOpenWater(kit: Kit, _intent: Order, volume: number): SessionDraft {
  const draft = emptyDraft('Open-Water Skills Workout');
  const steady = profile(kit).noZones.includes('EN3') ? 'EN1' : 'EN2';
  addSection(draft, kit, 'warmup', volume * 0.2, warmup);
  addSection(draft, kit, 'skills', volume * 0.13, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, 50, 4, 10, 2), distance: 50, zone: 'EN1', description: 'sighting: eyes up every 6-9 strokes to a target on deck, then breathe to the side' }), 4, 12, 2))], { name: 'Sighting' });
  addSection(draft, kit, 'preset', volume * 0.1, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, 50, 4, 8, 2), distance: 50, zone: steady, timing: 'rest', rest: 30, description: 'deep-water start: tread 10 s at mid-pool, sprint 15 m, then settle to race pace' }), 2, 8, 2))], { name: 'Deep-water Starts' });
  addSection(draft, kit, 'main', volume * 0.42, openWaterMain, { name: 'Pack Swimming' });
  addSection(draft, kit, 'secondary', volume * 0.13, (k, b) => [single(flexible(k, makeSet(k, { reps: repsFor(b, 50, 4, 10, 2), distance: 50, zone: steady, description: 'surges: 15 m hard at mid-length, settle back into pace' }), 4, 12, 2))], { name: 'Surges' });
  addSection(draft, kit, 'cooldown', volume * 0.05, cooldown);
  draft.notes.push('Lane lines out if the pool allows; otherwise swim it in the widest lanes.');
  return draft;
}
