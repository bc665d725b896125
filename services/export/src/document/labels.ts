import type { DrylandPart, Equipment, Focus, GroupType, Level, SeasonPhase, SeasonWeek, SendOff, Stroke, Zone } from '@laneforge/contracts/plan';

/** The words the dashboard's set table uses (frontend planFormat), so paper and screen read alike. */

export const ZONES: readonly Zone[] = ['REC', 'EN1', 'EN2', 'EN3', 'SP1', 'SP2', 'SP3'];

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

export const drylandPartNames: Record<DrylandPart, string> = {
  activation: 'Activation',
  strength: 'Strength',
  core: 'Core',
  mobility: 'Mobility',
};

export const courseNames = { SCY: 'SCY · 25-yard pool', SCM: 'SCM · 25 m pool', LCM: 'LCM · 50 m pool' } as const;

export const unitAbbreviations = { yards: 'yd', meters: 'm' } as const;

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

export function numberText(n: number): string {
  return n.toLocaleString('en-US');
}

export function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const m = minutes % 60;
  return m === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${m} min`;
}

const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

const dateOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "Sat, Nov 21, 2026": the training date with its weekday, as a coach reads it on the deck. */
export function dateText(iso: string): string {
  return longDate.format(dateOf(iso));
}

export function shortDateText(iso: string): string {
  return shortDate.format(dateOf(iso));
}

export function addDays(iso: string, days: number): string {
  const d = dateOf(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
