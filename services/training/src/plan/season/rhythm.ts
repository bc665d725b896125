import type { Squad } from '@laneforge/contracts';
import { squads } from '../squads';

/**
 * The load rhythm (COACHING.md §8): at most K loading weeks in a row — 3 for seniors, 2 for young
 * swimmers, masters and triathletes — then a lighter week. The calendar sets the blocks: a mini-rest
 * into a B meet and the taper are lighter weeks already, so the blocks between them are laid out
 * to end there instead of on a fixed every-fourth week.
 */

export function loadWeeksInRow(squad: Squad): number {
  const p = squads[squad];
  return p.young || p.level === 'masters' || p.level === 'recreational' ? 2 : 3;
}

export type Slot = 'load' | 'recovery' | 'anchor';

/**
 * Loading and recovery weeks for a run of `length` training weeks that ends at an anchor (a meet,
 * the taper or the plan's end): as few recovery weeks as keep every block within `k`, the blocks
 * as even as they can be, longer ones first.
 */
export function segment(length: number, k: number): Slot[] {
  if (length <= 0) return [];
  const recoveries = Math.max(0, Math.ceil((length - k) / (k + 1)));
  const loads = length - recoveries;
  const blocks = recoveries + 1;
  const out: Slot[] = [];
  for (let b = 0; b < blocks; b++) {
    const size = Math.floor(loads / blocks) + (b < loads % blocks ? 1 : 0);
    for (let i = 0; i < size; i++) out.push('load');
    if (b < blocks - 1) out.push('recovery');
  }
  return out;
}

/**
 * The rhythm of a whole season: `anchors[i]` marks weeks that are lighter by the calendar (mini-rest,
 * taper, holidays, camps); `restful[i]` marks anchors that rest the group (a holiday off), so the run
 * before one may hold a loading week more.
 */
export function rhythm(anchors: readonly boolean[], k: number, restful: readonly boolean[] = []): Slot[] {
  const out: Slot[] = [];
  let run = 0;
  for (let i = 0; i <= anchors.length; i++) {
    if (i === anchors.length || anchors[i]) {
      out.push(...segment(run, restful[i] ? k + 1 : k));
      if (i < anchors.length) out.push('anchor');
      run = 0;
    } else run++;
  }
  return out;
}
