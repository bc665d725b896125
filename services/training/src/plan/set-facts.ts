import type { Stroke, SwimSet } from '@laneforge/contracts';

/**
 * Facts of a set that live in its fields, not its words (COACHING.md §7): which strokes an IM swims,
 * how a repeat is split between strokes, which strokes a choice allows. Checks, repairs and the fly
 * count read these; `strokeLabel` (contracts) writes them for the coach.
 */

export const IM_ORDER: readonly Stroke[] = ['fly', 'back', 'breast', 'free'];

/** The strokes an IM set swims, leg by leg. */
export const legsOf = (set: Pick<SwimSet, 'stroke' | 'legs'>): readonly Stroke[] => (set.stroke === 'im' ? (set.legs ?? IM_ORDER) : []);

/** An IM with the strokes in `out` swum as `to` (free, or back for fly when back is allowed): "BK-BR-FR-FR". */
export function legsWithout(set: Pick<SwimSet, 'legs'>, out: ReadonlySet<Stroke>, to: (leg: Stroke) => Stroke): Stroke[] {
  return (set.legs ?? IM_ORDER).map((leg) => (out.has(leg) ? to(leg) : leg));
}

/** Whether a set swims the stroke at all: as its stroke, an IM leg, a part of a split repeat, or a choice that allows it. */
export function swims(set: Pick<SwimSet, 'stroke' | 'legs' | 'mix' | 'strokes'>, stroke: Stroke): boolean {
  if (set.mix) return set.mix.some((m) => m.stroke === stroke);
  if (set.stroke === 'im') return legsOf(set).includes(stroke);
  if (set.stroke === 'choice') return set.strokes ? set.strokes.includes(stroke) : stroke !== 'free' && stroke !== 'im';
  return set.stroke === stroke;
}

/** How much of a set is fly: all of a fly set, its fly part of a split repeat, a quarter per fly leg of an IM. */
export function flyShare(set: Pick<SwimSet, 'stroke' | 'legs' | 'mix' | 'distance'>): number {
  if (set.mix) return set.mix.filter((m) => m.stroke === 'fly').reduce((s, m) => s + m.distance, 0) / set.distance;
  if (set.stroke === 'im') return legsOf(set).filter((l) => l === 'fly').length / 4;
  return set.stroke === 'fly' ? 1 : 0;
}

/** The longest fly a repeat holds without stopping: the fly part of a split repeat, a fly leg of an IM. */
export function flyStretch(set: Pick<SwimSet, 'stroke' | 'legs' | 'mix' | 'distance'>): number {
  if (set.mix) return Math.max(0, ...set.mix.filter((m) => m.stroke === 'fly').map((m) => m.distance));
  if (set.stroke === 'im') return legsOf(set).includes('fly') ? set.distance / 4 : 0;
  return set.stroke === 'fly' ? set.distance : 0;
}
