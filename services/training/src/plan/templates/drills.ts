import type { Stroke } from '@laneforge/contracts';

/** Named drills coaches use, per stroke; `drill/swim by 25` pairs each with the full stroke. */
export const drillsByStroke: Record<'free' | 'back' | 'breast' | 'fly', readonly string[]> = {
  free: ['catch-up', 'fingertip drag', '6-kick switch', 'fist drill', 'single arm', 'head-up free', 'zipper'],
  back: ['single arm back', 'spin drill', '6-kick switch', 'double arm back', 'cup on forehead', 'shoulder roll'],
  breast: ['2 kicks 1 pull', 'breast pull with flutter kick', 'heads-up breast', 'pullout practice', 'kick on back'],
  fly: ['single arm fly', '3-3-3 (right/left/full)', 'body dolphin', 'fly with free kick', '2 kicks 1 pull fly'],
};

export function drillStroke(stroke: Stroke): 'free' | 'back' | 'breast' | 'fly' {
  return stroke === 'back' || stroke === 'breast' || stroke === 'fly' ? stroke : 'free';
}
