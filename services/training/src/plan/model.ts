import type {
  Course,
  DistanceUnit,
  Focus,
  Level,
  PlanSection,
  SectionKind,
  SetBlock,
  SwimSet,
  WorkoutPlan,
  WorkoutTotals,
  Zone,
  ZoneDistances,
} from '@laneforge/contracts';
import { setSeconds } from './paces';

export const zones: readonly Zone[] = ['REC', 'EN1', 'EN2', 'EN3', 'SP1', 'SP2', 'SP3'];

export function unitOf(course: Course): DistanceUnit {
  return course === 'SCY' ? 'yards' : 'meters';
}

/** One length of the pool: every rep must be a whole number of lengths. */
export function poolLength(course: Course): number {
  return course === 'LCM' ? 50 : 25;
}

export function onGrid(course: Course, set: Pick<SwimSet, 'distance' | 'halfLength'>): boolean {
  const step = course === 'LCM' && set.halfLength ? 25 : poolLength(course);
  return set.distance % step === 0;
}

export function setDistance(set: SwimSet): number {
  return set.reps * set.distance;
}

export function blockDistance(block: SetBlock): number {
  return block.rounds * block.sets.reduce((sum, s) => sum + setDistance(s), 0);
}

export function sectionDistance(section: Pick<PlanSection, 'blocks'>): number {
  return section.blocks.reduce((sum, b) => sum + blockDistance(b), 0);
}

export function emptyZones(): ZoneDistances {
  return { REC: 0, EN1: 0, EN2: 0, EN3: 0, SP1: 0, SP2: 0, SP3: 0 };
}

export function computeTotals(plan: Pick<WorkoutPlan, 'sections' | 'level' | 'course'>): WorkoutTotals {
  const byZone = emptyZones();
  let seconds = 0;
  let setCount = 0;
  for (const section of plan.sections) {
    for (const block of section.blocks) {
      for (const set of block.sets) {
        byZone[set.zone] += block.rounds * setDistance(set);
        seconds += block.rounds * setSeconds(plan.level, plan.course, set);
        setCount += 1;
      }
    }
  }
  const bySection = plan.sections.map((s) => ({ name: s.name, kind: s.kind, distance: sectionDistance(s) }));
  const distance = bySection.reduce((sum, s) => sum + s.distance, 0);
  // Half a minute per set for the coach's explanation and the walk to the next start.
  const minutes = Math.round(seconds / 60 + setCount * 0.5);
  return { distance, bySection, byZone, minutes };
}

/** Sections with their subtotals and the plan's totals recomputed from the sets. */
export function withTotals<P extends WorkoutPlan>(plan: P): P {
  const sections = plan.sections.map((s) => ({ ...s, distance: sectionDistance(s) }));
  return { ...plan, sections, totals: computeTotals({ ...plan, sections }) };
}

export function swimSet(partial: Partial<SwimSet> & Pick<SwimSet, 'distance' | 'zone'>): SwimSet {
  return {
    reps: 1,
    stroke: 'free',
    description: '',
    sendOff: null,
    equipment: [],
    halfLength: false,
    ...partial,
  };
}

export const levelLabels: Record<Level, string> = {
  recreational: 'Recreational',
  summer_swim_team: 'Summer swim team',
  age_group_8_10: 'Age group 8-10',
  age_group_11_12: 'Age group 11-12',
  age_group_13_14: 'Age group 13-14',
  high_school: 'High school',
  college_senior: 'College/senior',
  elite: 'Elite/professional',
  masters: 'Masters',
};

export const focusLabels: Record<Focus, string> = {
  aerobic: 'Aerobic',
  threshold: 'Threshold',
  vo2: 'VO2 max',
  lactate: 'Lactate',
  sprint: 'Sprint',
  im: 'IM',
  free: 'Freestyle',
  back: 'Backstroke',
  breast: 'Breaststroke',
  fly: 'Butterfly',
  technique: 'Technique',
  distance: 'Distance',
  starts: 'Starts',
  turns: 'Turns',
  underwaters: 'Underwaters',
  pacing: 'Pacing',
};

export const sectionNames: Record<SectionKind, string> = {
  warmup: 'Warm-up',
  preset: 'Pre-set',
  drill: 'Drill',
  kick: 'Kick',
  pull: 'Pull',
  skills: 'Race Skills',
  main: 'Main Set',
  secondary: 'Secondary Set',
  sprint: 'Sprint',
  race_pace: 'Race Pace',
  cooldown: 'Cool-down',
};

export function titleCase(text: string): string {
  return text.replace(/(^|[\s/])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());
}

export function formatNumber(n: number): string {
  return n.toLocaleString('en-US');
}

export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** Rest is written the way coaches write it: ":20" under a minute. */
export function formatRest(seconds: number): string {
  return seconds < 60 ? `:${String(seconds).padStart(2, '0')}` : formatClock(seconds);
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
