import type { DrylandSession, LessonStep, PlanSection, SectionKind, SetBlock } from '@laneforge/contracts';
import { sectionNames } from '@laneforge/contracts';
import type { Order } from '../understand';
import type { Kit } from '../templates/kit';

/** What a session composer hands back: its sections and what the plan says about them. */
export interface SessionDraft {
  sections: PlanSection[];
  /** Each section's share of the volume, so the fitter does not swell a side section. */
  budgets: Map<PlanSection, number>;
  /** Sections the fitter leaves as written (a test protocol, a stop-rule set). */
  protect: Set<PlanSection>;
  /** The session's name in the title: "Threshold Workout", "T-30 Test Set". */
  name: string;
  /** Lines every coach needs on deck: stop rules, "as space allows", safety. */
  notes: string[];
  steps?: LessonStep[];
  dryland?: DrylandSession[];
}

export type SessionComposer = (kit: Kit, order: Order, volume: number) => SessionDraft;

export function emptyDraft(name: string): SessionDraft {
  return { sections: [], budgets: new Map(), protect: new Set(), name, notes: [] };
}

/** Splits a template's single-set blocks into blocks of one, so each set can be fitted on its own. */
function loose(blocks: SetBlock[]): SetBlock[] {
  return blocks.flatMap((b) => (b.rounds === 1 && b.label === null && b.sets.length > 1 ? b.sets.map((set) => ({ rounds: 1, label: null, sets: [set] })) : [b]));
}

/** Adds a section written by `write` for `budget`, with the kit told which section it is writing. */
export function addSection(draft: SessionDraft, kit: Kit, kind: SectionKind, budget: number, write: (kit: Kit, budget: number) => SetBlock[], options: { name?: string; protect?: boolean } = {}): PlanSection {
  kit.section = kind;
  const section: PlanSection = { kind, name: options.name ?? sectionNames[kind], blocks: loose(write(kit, budget)), distance: 0 };
  draft.sections.push(section);
  draft.budgets.set(section, budget);
  if (options.protect) draft.protect.add(section);
  return section;
}

export const SAFETY_LINE =
  'Safety: no hyperventilating before any swim; never ignore the urge to breathe; no breath-holding or underwater distance contests; stop and breathe at any dizziness; coach watching from deck.';
