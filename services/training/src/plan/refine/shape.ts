import type { PlanSection, SetBlock, SwimSet } from '@laneforge/contracts';
import { repStep } from '../fit';

/**
 * Set shapes a coach writes after a change (COACHING.md §7.29): repeat counts from the numbers coaches
 * use (8, 10, 12, 16, 20 — not 7 or 13), a "descend 1-4" in fours, and one line for one set: two
 * lines of the same kick in a block are one set of their sum.
 */

const clean = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 16, 18, 20, 24, 25, 30, 32, 36, 40, 45, 48, 50, 60];

/** The clean count nearest `n` (or the next one up or down), in steps of `step` when the set's wording needs it. */
export function cleanReps(n: number, way: 'near' | 'up' | 'down' = 'near', step = 1): number {
  // A "descend 1-3" is clean in any multiple of three.
  const pool = step > 1 ? Array.from({ length: 20 }, (_, i) => (i + 1) * step) : clean;
  if (way === 'up') return pool.find((c) => c >= n) ?? n;
  if (way === 'down') return [...pool].reverse().find((c) => c <= n) ?? n;
  return pool.reduce((best, c) => (Math.abs(c - n) < Math.abs(best - n) || (Math.abs(c - n) === Math.abs(best - n) && c > best) ? c : best), pool[0]!);
}

export const isClean = (n: number, step = 1) => cleanReps(n, 'near', step) === n;

/** Sets that differ only in their count and words: the kick written twice is one kick. */
function sameSwim(a: SwimSet, b: SwimSet): boolean {
  return a.distance === b.distance && a.stroke === b.stroke && a.zone === b.zone && JSON.stringify(a.sendOff) === JSON.stringify(b.sendOff) && JSON.stringify(a.equipment) === JSON.stringify(b.equipment) && !a.lanes && !b.lanes && !a.mix && !b.mix && !a.legs && !b.legs;
}

function mergeLines(block: SetBlock): void {
  const sets: SwimSet[] = [];
  for (const set of block.sets) {
    const last = sets.at(-1);
    if (last && sameSwim(last, set) && last.reps > 1 && set.reps > 1) sets[sets.length - 1] = { ...last, reps: last.reps + set.reps, description: last.description.replace(/descend 1-\d/, 'descend by round') };
    else sets.push(set);
  }
  block.sets = sets;
}

/**
 * The sets this refinement changed (new, or with a count that moved) made clean; the others keep the
 * shape the coach approved. Answers how far the total moved.
 */
export function cleanShapes(sections: PlanSection[], before: WeakMap<SwimSet, number>, kept: ReadonlySet<PlanSection> = new Set()): number {
  let moved = 0;
  for (const section of sections) {
    // A part whose numbers the coach gave ("make the fly 8x50", "take it out of the main") keeps them.
    if (kept.has(section)) continue;
    for (const block of section.blocks) {
      if (block.coachWritten) continue;
      if (block.sets.some((s) => !before.has(s))) mergeLines(block);
      block.sets = block.sets.map((set) => {
        const was = before.get(set);
        if (was === set.reps || set.reps <= 6) return set;
        const step = repStep(set);
        if (isClean(set.reps, step)) return set;
        const reps = cleanReps(set.reps, 'near', step);
        moved += (reps - set.reps) * set.distance * block.rounds;
        return { ...set, reps };
      });
    }
  }
  return moved;
}
