import type { Plan } from '@laneforge/contracts/plan';
import './plan.css';
import { SeasonTable } from './SeasonTable';
import { WorkoutTable } from './WorkoutTable';

/** The clean set table built from the structured plan, with its totals. */
export function PlanTable({ plan }: { plan: Plan }) {
  return plan.kind === 'season' ? <SeasonTable plan={plan} /> : <WorkoutTable plan={plan} />;
}
