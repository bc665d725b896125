import type { ConstraintRule } from '@laneforge/contracts';
import { type RefineDraft, Refusal } from './draft';
import type { Target } from './target';

/** One understood part of a refinement: what the engine read, and the change it makes. */
export interface Op {
  /** In the coach's terms: what was read. */
  understood: string;
  /** Changes the draft; answers what was done, or throws a Refusal saying why it cannot be. */
  run: (d: RefineDraft) => string;
  /** A limit said as how the swimmers are ("legs are shot"): the reason for the other changes when there are some, context then. */
  aside?: boolean;
  /** A count said for the whole group ("only 4x100 kick"): after a clause about one lane, it is that lane's, which this does not write. */
  allLanes?: boolean;
  /** "keep the breast pre-set": run before every other part, so none of them writes that part again. */
  keeps?: boolean;
  /** Course changes and the like run after everything else. */
  last?: boolean;
  /** The part of the practice the change leaves in place ("make the pull set kick instead" → the kick set): what "it" means next. */
  produces?: Target;
}

/** What a reader knows besides the clause: the part of the practice it names. */
export interface ReadContext {
  target: Target | null;
  /** The limits the plan keeps: "shoulders are fine" lifts one only when there is one to lift. */
  limits: readonly ConstraintRule[];
  /** The part the clause before named: "move it right after the main" moves that part. */
  previous?: Target | null;
  /** The lane group a clause before named ("distance main needs to be harder. make the 400s on 4:40"): its own sets are the ones meant. */
  group?: string | null;
}

export type Reader = (clause: string, at: ReadContext) => Op | null;

/** An instruction that would undo one of the coach's own limits is refused, not quietly substituted. */
export function guard(d: RefineDraft, rules: readonly ConstraintRule[], what: string): void {
  const c = (d.plan.constraints ?? []).find((x) => rules.includes(x.rule));
  if (c) throw new Refusal(`"${what}" conflicts with "${c.said}", which this plan keeps`);
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
