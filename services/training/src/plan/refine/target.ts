import type { PlanSection, SectionKind, SetBlock, SwimSet } from '@laneforge/contracts';

/**
 * What part of the practice an instruction is about: "the kick set", "the main", "the 100s", "the
 * second round". An instruction without one is about the whole practice (or, for effort, the main set).
 */
export interface Target {
  sections: SectionKind[] | null;
  /** Repeats of this distance ("the 100s"). */
  distance: number | null;
  /** "the 8x100": the set of that many repeats of that distance. */
  reps?: number | null;
  /** The round of a set of rounds, 1-based; -1 for the last. */
  round: number | null;
  /** The coach's words for it, to say back what changed. */
  words: string;
}

const sectionTargets: ReadonlyArray<readonly [RegExp, SectionKind[], string]> = [
  [/\b(?:the |on the |in the |for the |of the )?main(?: set)?\b|\b(?:the |on the |in the |for the |of the )(?:pyramid|ladder)\b/, ['main'], 'main set'],
  [/\b(?:the |on the |in the |for the |of the )?kick(?:ing)? ?(?:set|section|part)?\b(?! ?(?:board|s\b))/, ['kick'], 'kick set'],
  [/\b(?:the |on the |in the |for the |of the )pull(?:ing)?(?: set| section| part)?\b|\bpull set\b/, ['pull'], 'pull set'],
  [/\b(?:the |on the |in the |for the |of the )?(?:warm[- ]?up|wu|w\/u)\b/, ['warmup'], 'warm-up'],
  [/\b(?:the |on the |in the |for the |of the )?(?:cool[- ]?down|warm[- ]?down|swim[- ]?down|cd|c\/d)\b/, ['cooldown'], 'cool-down'],
  [/\b(?:the |on the |in the |for the |of the )?pre[- ]?set\b/, ['preset'], 'pre-set'],
  [/\b(?:the |on the |in the |for the |of the )drills?(?: set)?\b|\bdrill set\b/, ['drill'], 'drill set'],
  [/\b(?:the |on the |in the |for the |of the )(?:sprints?|speed)(?: set)?\b|\bsprint set\b/, ['sprint'], 'sprint set'],
  [/\b(?:the |a |our |their )?(?:relay )?game\b|\bthe relays?\b/, ['sprint'], 'game'],
  [/\b(?:the )?starts?\s*(?:&|and|\+|n)\s*turns\b|\bthe (?:starts|turns)(?: set)?\b/, ['skills'], 'starts & turns'],
  [/\b(?:the )?race[- ]skills?\b|\bthe skills(?: set)?\b|\bthe breakouts?(?: set)?\b/, ['skills'], 'race skills'],
  [/\b(?:the |on the |in the |for the |of the )race[- ]?pace(?: set)?\b/, ['race_pace'], 'race-pace set'],
  [/\b(?:the |on the |in the |for the |of the )(?:secondary|second) set\b|\b(?:aerobic|threshold|im|endurance) set\b/, ['secondary'], 'secondary set'],
];

const ordinals: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, last: -1, final: -1 };

/** The part of the practice a clause names, if any. */
export function readTarget(clause: string): Target | null {
  const section = sectionTargets.find(([re]) => re.test(clause));
  const counted = /\b(?:the|those|these|that|my|your|on the|for the|of the) (\d{1,2})\s*x\s*(\d{2,4})s?\b/.exec(clause);
  const distance = /\b(?:the|those|all the|all|these|on the|for the) (\d{2,4})s\b/.exec(clause) ?? (counted ? [counted[0], counted[2]] : null);
  const round = /\b(?:the )?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final) round\b|\bround (\d)\b/.exec(clause);
  if (!section && !distance && !round) return null;
  const n = round ? (round[1] ? ordinals[round[1]]! : Number(round[2])) : null;
  // A set named for what it is ("the aerobic set") is said back in those words.
  const own = section?.[1][0] === 'secondary' ? /\b(aerobic|threshold|im|endurance|secondary|second) set\b/.exec(clause)?.[0] : undefined;
  const words = [round ? `the ${round[1] ?? `round ${round[2]}`}${round[1] ? ' round' : ''}` : null, counted ? `the ${counted[1]} x ${counted[2]}` : distance ? `the ${distance[1]}s` : null, section && !counted ? `the ${own ?? section[2]}` : null].filter(Boolean).join(' of ');
  // "the 8x100 after the ladder": the set itself, wherever it sits; the part named beside it only says where.
  return { sections: section && !counted ? section[1] : null, distance: distance ? Number(distance[1]) : null, ...(counted ? { reps: Number(counted[1]) } : {}), round: n, words };
}

/** The sections a target covers: those of its kinds, or every section. */
export function sectionsOf(sections: readonly PlanSection[], target: Target | null): PlanSection[] {
  if (!target?.sections) return [...sections];
  return sections.filter((s) => target.sections!.includes(s.kind));
}

export interface Hit {
  set: SwimSet;
  block: SetBlock;
  section: PlanSection;
}

/** The sets a target names; the coach's own sets only when it names them ("the 100s", "the main set"). */
export function setsOf(sections: readonly PlanSection[], target: Target | null, options: { coach?: boolean } = {}): Hit[] {
  const coach = options.coach ?? (target !== null && (target.distance !== null || target.sections !== null));
  return sectionsOf(sections, target).flatMap((section) =>
    section.blocks
      .filter((b) => coach || !b.coachWritten)
        .flatMap((block) => block.sets.filter((set) => (target?.distance == null || set.distance === target.distance) && (target?.reps == null || set.reps === target.reps)).map((set) => ({ set, block, section }))),
  );
}

/** "the kick set" → "kick"; the section's own name when it has one. */
export const targetName = (target: Target | null, fallback: string) => target?.words.replace(/^the /, '') || fallback;
