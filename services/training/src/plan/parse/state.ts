import type { Course, DrylandPart, DrylandSession, Focus, GroupType, Level, LessonStep, PlanSection, SeasonBreak, SeasonMeet, SeasonRace, SeasonWeek, SetBlock, SwimSet, Taper } from '@laneforge/contracts';

export interface ParseProblem {
  /** 1-based line number in the text. */
  line: number;
  text: string;
  reason: string;
}

export interface Line {
  no: number;
  raw: string;
  indent: number;
  text: string;
}

interface OpenBlock {
  block: SetBlock;
  indent: number;
  braced: boolean;
  indented: boolean | null;
}

/** What the parser has read so far and where it is: the section, block, dryland session or week open. */
export class ParseState {
  problems: ParseProblem[] = [];
  title: string | null = null;
  date: string | null;
  course: Course | null;
  level: Level | null;
  focus: Focus[] = [];
  statedTotal: number | null = null;
  targetEvent: string | null = null;
  targetDate: string | null = null;
  group: GroupType;
  sessionsPerWeek: number | null = null;
  unitHint: 'yards' | 'meters' | null = null;
  assumptions: string[] = [];
  notes: string[] = [];
  substitutions: string[] = [];
  sections: PlanSection[] = [];
  dryland: DrylandSession[] = [];
  weeks: SeasonWeek[] = [];
  steps: LessonStep[] = [];
  taper: Taper | null = null;
  meets: SeasonMeet[] | null = null;
  race: SeasonRace | null = null;
  sessionVolume: number | null = null;
  breaks: SeasonBreak[] | null = null;
  practiceDays: number[] | null = null;

  section: PlanSection | null = null;
  block: OpenBlock | null = null;
  dry: DrylandSession | null = null;
  dryPart: DrylandPart = 'activation';
  week: SeasonWeek | null = null;
  inKeySets = false;
  inDays = false;
  inLesson = false;

  constructor(context: { date?: string; course?: Course; level?: Level; group?: GroupType }) {
    this.date = context.date ?? null;
    this.course = context.course ?? null;
    this.level = context.level ?? null;
    this.group = context.group ?? 'team';
  }

  problem(line: Line, reason: string): void {
    this.problems.push({ line: line.no, text: line.raw, reason });
  }

  closeBlock(): void {
    if (this.block && this.block.block.sets.length === 0) this.problems.push({ line: 0, text: '', reason: `a ${this.block.block.rounds}-round block has no sets` });
    this.block = null;
  }

  /** Leaves whatever section, dryland session, lesson or week is open. */
  leave(): void {
    this.closeBlock();
    this.section = null;
    this.dry = null;
    this.week = null;
    this.inLesson = false;
    this.inKeySets = false;
    this.inDays = false;
  }

  currentSection(): PlanSection {
    if (!this.section) {
      this.section = { kind: 'main', name: 'Workout', blocks: [], distance: -1 };
      this.sections.push(this.section);
    }
    return this.section;
  }

  openBlock(block: SetBlock, indent: number, braced: boolean): void {
    this.currentSection().blocks.push(block);
    this.block = { block, indent, braced, indented: null };
  }

  addSet(set: SwimSet, line: Line): void {
    if (this.week && this.inKeySets) {
      this.week.keySets.push(set);
      return;
    }
    const target = this.currentSection();
    const open = this.block;
    if (open && (open.braced || open.indented === null || !open.indented || line.indent > open.indent)) {
      if (open.indented === null) open.indented = line.indent > open.indent;
      open.block.sets.push(set);
      return;
    }
    this.closeBlock();
    target.blocks.push({ rounds: 1, label: null, sets: [set] });
  }
}
