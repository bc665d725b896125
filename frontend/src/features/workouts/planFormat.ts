import type { Equipment, SwimSet } from '@laneforge/contracts/plan';
import { equipmentNames, numberText, strokeNames } from '@laneforge/contracts/plan-format';

export {
  ZONES,
  blockDistance,
  minutesText,
  levelNames,
  loadNames,
  phaseNames,
  sendOffText,
  setDistance,
  zoneNames,
  clock,
} from '@laneforge/contracts/plan-format';

export const strokeName = (stroke: SwimSet['stroke']) => strokeNames[stroke];
export const equipmentList = (items: Equipment[]) => items.map((e) => equipmentNames[e]).join(', ');

export const setLabel = (set: SwimSet) => (set.reps > 1 ? `${set.reps} × ${set.distance}` : `${set.distance}`);

export const distanceText = numberText;
