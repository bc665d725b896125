import type { Stroke } from '@laneforge/contracts';
import { type Kit, rules } from './kit';

/** Named drills per stroke (COACHING.md §5.H); each belongs to its stroke. */
const drillsByStroke: Record<'free' | 'back' | 'breast' | 'fly', readonly string[]> = {
  free: ['catch-up', 'fingertip drag', '6-kick switch', 'fist drill', 'single arm', 'zipper', 'DPS (fewest strokes)', 'tarzan'],
  back: ['single arm back', 'spin drill', '6-kick switch on back', 'double arm back', 'cup on forehead', 'shoulder roll'],
  breast: ['2 kicks 1 pull', 'breast pull with flutter kick', 'pullout practice', 'breast arms with dolphin kick', 'glide 2 count'],
  fly: ['single arm fly', '3-3-3 (right/left/full)', 'fly with free kick', 'fly kick on back', '2 kicks 1 pull fly'],
};

export function drillStroke(stroke: Stroke): 'free' | 'back' | 'breast' | 'fly' {
  return stroke === 'back' || stroke === 'breast' || stroke === 'fly' ? stroke : 'free';
}

/** The drills of a stroke the coach's limits leave: no kicking drills without kick, no whip kick for knees, no head-up for necks. */
export function drillsFor(kit: Kit, stroke: Stroke): readonly string[] {
  const ruled = rules(kit);
  const noKick = ruled.has('no_kick') || ruled.has('tired_legs');
  const noWhip = ruled.has('knee') || ruled.has('no_breast_kick');
  const list = drillsByStroke[drillStroke(stroke)].filter(
    (d) => !(noKick && /kick/.test(d)) && !(noWhip && /2 kicks 1 pull$|glide/.test(d)) && !(ruled.has('lower_back') && /dolphin/.test(d)),
  );
  return list.length > 0 ? list : drillsByStroke.free.filter((d) => !/kick/.test(d));
}
