import type { DrylandPart, Equipment, Focus, GroupType, Level, SectionKind, SendOff, SeasonPhase, SeasonWeek, SessionType, SetBlock, Squad, Stroke, SwimSet, Zone } from './plan';

/**
 * The words and number formats a plan is shown with — on screen, on paper (DOCX/PDF) and in the
 * engine's text — so every place reads alike. Plain data and functions: no zod, cheap for the browser.
 */

export const ZONES: readonly Zone[] = ['REC', 'EN1', 'EN2', 'EN3', 'SP1', 'SP2', 'SP3'];

/** EST Framework energy systems, easiest to hardest. */
export const zoneNames: Record<Zone, string> = {
  REC: 'Recovery',
  EN1: 'Aerobic base',
  EN2: 'Threshold',
  EN3: 'VO2 / overload',
  SP1: 'Lactate tolerance',
  SP2: 'Lactate production',
  SP3: 'Sprint',
};

export const strokeNames: Record<Stroke, string> = {
  free: 'Free',
  back: 'Back',
  breast: 'Breast',
  fly: 'Fly',
  im: 'IM',
  choice: 'Choice',
  drill: 'Drill',
  kick: 'Kick',
  pull: 'Pull',
};

export const equipmentNames: Record<Equipment, string> = {
  fins: 'Fins',
  paddles: 'Paddles',
  pull_buoy: 'Pull buoy',
  kickboard: 'Kickboard',
  snorkel: 'Snorkel',
  band: 'Band',
  parachute: 'Parachute',
};

export const levelNames: Record<Level, string> = {
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

export const squadNames: Record<Squad, string> = {
  learn_to_swim: 'Learn-to-swim',
  age_8_under: 'Age group 8 & under',
  age_9_10: 'Age group 9-10',
  age_11_12: 'Age group 11-12',
  age_13_14: 'Age group 13-14',
  summer_league: 'Summer league',
  hs_jv: 'High school JV',
  hs_varsity: 'High school varsity',
  club_senior: 'Club senior',
  college_d1: 'College D1',
  college_d3: 'College D2/D3',
  elite: 'Elite',
  masters_novice: 'Novice masters',
  masters: 'Masters',
  masters_advanced: 'Advanced masters',
  triathlete: 'Triathletes / open water',
  recreational: 'Recreational',
};

export const sessionTypeNames: Record<SessionType, string> = {
  practice: 'Practice',
  test: 'Test Set',
  recovery: 'Recovery',
  meet_warmup: 'Meet Warm-up',
  pre_meet: 'Pre-meet',
  race_pace: 'Race Pace',
  broken: 'Broken Swims',
  im_transitions: 'IM Transitions',
  breath_control: 'Breath Control',
  open_water: 'Open-water Skills',
  learn_to_swim: 'Learn-to-swim Lesson',
  dryland: 'Dryland',
  clinic: 'Stroke Clinic',
};

export const focusNames: Record<Focus, string> = {
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

export const groupNames: Record<GroupType, string> = {
  private: 'Private lesson',
  semi_private: 'Semi-private (2-3)',
  group: 'Group (4-8)',
  team: 'Team',
};

export const phaseNames: Record<SeasonPhase, string> = {
  general_preparation: 'General preparation',
  specific_preparation: 'Specific preparation',
  competition: 'Competition',
  taper: 'Taper',
  transition: 'Transition',
};

export const loadNames: Record<SeasonWeek['load'], string> = {
  load: 'Load',
  recovery: 'Recovery',
  taper: 'Taper',
  race: 'Race',
};

export const courseNames = { SCY: 'SCY · 25-yard pool', SCM: 'SCM · 25 m pool', LCM: 'LCM · 50 m pool' } as const;

export const unitAbbreviations = { yards: 'yd', meters: 'm' } as const;

export const drylandPartNames: Record<DrylandPart, string> = {
  activation: 'Activation',
  strength: 'Strength',
  core: 'Core',
  mobility: 'Mobility',
};

/** "1:30" on the pace clock. */
export function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** Rest is written the way coaches write it: ":20" under a minute. */
export function restText(seconds: number): string {
  return seconds < 60 ? `:${String(seconds).padStart(2, '0')}` : clock(seconds);
}

/** "@ 1:30" leaves on the clock; ":20 rest" rests after each rep; a continuous swim has neither. */
export function sendOffText(sendOff: SendOff | null): string {
  if (!sendOff) return '';
  return sendOff.type === 'interval' ? `@ ${clock(sendOff.seconds)}` : `${restText(sendOff.seconds)} rest`;
}

export const numberText = (n: number) => n.toLocaleString('en-US');

export function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

export const setDistance = (set: Pick<SwimSet, 'reps' | 'distance'>) => set.reps * set.distance;

export const blockDistance = (block: Pick<SetBlock, 'rounds' | 'sets'>) => block.rounds * block.sets.reduce((sum, set) => sum + setDistance(set), 0);

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const TITLE_LINE = /^\s*\*\*(.+?)\*\*\s*$/;

/** Spec §2 (shared plan): the line wrapped in double asterisks is the plan's title. */
export function titleLineOf(text: string): { title: string; index: number } | undefined {
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const title = TITLE_LINE.exec(lines[index]!)?.[1]?.trim();
    if (title) return { title, index };
  }
  return undefined;
}

/** A plan line as plain text: the `**` of the title line removed. */
export const plainLine = (line: string) => line.replace(/\*\*/g, '');

/** How the dashboard, the share page and the documents name a plan's kind. */
export const planLabel = (planType: 'workout' | 'season' | null | undefined) => (planType === 'season' ? 'Season Plan' : 'Training Plan');

/** "4 × 100", or "400" for a single swim. */
export const amountText = (set: Pick<SwimSet, 'reps' | 'distance'>) => (set.reps > 1 ? `${set.reps} × ${set.distance}` : `${set.distance}`);

export type ExportFormat = 'docx' | 'pdf';

/** Characters a file name may not hold on Windows, macOS or in a quoted header value. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\p{Cc}]/gu;

/**
 * Spec §7: `{product}_{plan type or Training}_{date}.{format}`, with the plan type as the dashboard
 * labels it (`LaneForge_Training_Plan_2026-11-21.pdf`). Spaces become underscores so the name
 * survives every download manager and shell.
 */
export function exportFileName(product: string, planType: 'workout' | 'season' | null | undefined, date: string, format: ExportFormat): string {
  const safe = (s: string) => s.replace(UNSAFE_IN_FILE_NAME, '').trim().replace(/\s+/g, '_');
  return `${safe(product) || 'LaneForge'}_${safe(planLabel(planType))}_${date}.${format}`;
}
