import { Link } from 'react-router-dom';
import { RefreshIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import type { PlanChanges } from '../hooks/usePlanChanges';
import { DeletePlan } from './DeletePlan';

/** Write the plan anew from the same description (one plan of the allowance), or delete it. */
export function ManagePlan({ season, canGenerate, changes }: { season: boolean; canGenerate: boolean; changes: PlanChanges }) {
  return (
    <section className="card plan-manage">
      <h2 className="side-title">Write it anew</h2>
      <p className="muted small">A new plan from the same description and notes. It uses one plan of your allowance; this one stays in your history.</p>
      {season && <p className="muted small">Opening a day of this season as a workout uses none of your allowance.</p>}
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={() => {
          if (!changes.regenerating) void changes.regenerate();
        }}
        disabled={!canGenerate}
        aria-disabled={changes.regenerating || undefined}
      >
        {changes.regenerating ? <Spinner small /> : <RefreshIcon size={18} />} Regenerate
      </button>
      {!canGenerate && (
        <p className="small">
          Your allowance is used up for now. <Link to="/subscription">See plans with more workouts</Link>
        </p>
      )}
      <DeletePlan deleting={changes.deleting} onDelete={() => void changes.destroy()} />
    </section>
  );
}
