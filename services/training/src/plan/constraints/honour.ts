import type { PlanSection, SectionKind } from '@laneforge/contracts';
import { sectionNames } from '@laneforge/contracts';
import type { Kit } from '../templates/kit';
import { repairSet } from './repair';

/**
 * The last pass over a composed or refined workout: every set the engine wrote is made to keep the
 * coach's limits (the sets the coach wrote are theirs and are only checked), and what changed is
 * recorded on the kit for the plan's statement.
 */
export function honourLimits(sections: PlanSection[], kit: Pick<Kit, 'squad' | 'paces' | 'course' | 'constraints' | 'changes'>): void {
  if (kit.constraints.length === 0) return;
  for (const section of sections) {
    for (const block of section.blocks) {
      if (block.coachWritten) continue;
      block.sets = block.sets.map((set) => {
        const repaired = repairSet(set, { squad: kit.squad, paces: kit.paces, course: kit.course, section: section.kind, constraints: kit.constraints });
        kit.changes.push(...repaired.changes);
        return repaired.set;
      });
    }
  }
  renameSubstituted(sections);
}

/** A kick section whose sets all became pull or drill is named for what it now holds. */
export function renameSubstituted(sections: PlanSection[]): void {
  for (const section of sections) {
    if (section.kind !== 'kick') continue;
    const strokes = new Set(section.blocks.flatMap((b) => b.sets.map((s) => s.stroke)));
    if (strokes.has('kick')) continue;
    const kind: SectionKind = strokes.has('pull') ? 'pull' : 'drill';
    section.kind = kind;
    if (section.name === sectionNames.kick) section.name = sectionNames[kind];
  }
}
