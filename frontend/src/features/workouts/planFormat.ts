import type { Equipment, SendOff, SetBlock, Stroke, SwimSet, Zone } from '@laneforge/contracts/plan';

export const ZONES: Zone[] = ['REC', 'EN1', 'EN2', 'EN3', 'SP1', 'SP2', 'SP3'];

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

const strokeNames: Record<Stroke, string> = {
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

const equipmentNames: Record<Equipment, string> = {
  fins: 'Fins',
  paddles: 'Paddles',
  pull_buoy: 'Pull buoy',
  kickboard: 'Kickboard',
  snorkel: 'Snorkel',
  band: 'Band',
  parachute: 'Parachute',
};

export const strokeName = (stroke: Stroke) => strokeNames[stroke];
export const equipmentList = (items: Equipment[]) => items.map((e) => equipmentNames[e]).join(', ');

export function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** "@ 1:30" leaves on the clock; ":20 rest" rests after each rep. */
export function sendOffText(sendOff: SendOff | null): string {
  if (!sendOff) return '';
  if (sendOff.type === 'interval') return `@ ${clock(sendOff.seconds)}`;
  return sendOff.seconds >= 60 ? `${clock(sendOff.seconds)} rest` : `:${String(sendOff.seconds).padStart(2, '0')} rest`;
}

export const setLabel = (set: SwimSet) => (set.reps > 1 ? `${set.reps} × ${set.distance}` : `${set.distance}`);

export const setDistance = (set: SwimSet) => set.reps * set.distance;

export const blockDistance = (block: SetBlock) => block.rounds * block.sets.reduce((sum, set) => sum + setDistance(set), 0);

export const distanceText = (n: number) => n.toLocaleString('en-US');

export const humanize = (value: string) => value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}
