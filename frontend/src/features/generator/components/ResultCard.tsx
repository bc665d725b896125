import type { ReactNode } from 'react';
import { CopyIcon, PrintIcon } from '../../../components/icons';
import { formatPlanDate } from '../../../lib/dates';
import { planKindLabel, planTitle } from '../../../lib/planText';
import type { Workout } from '../../workouts/api';
import { DownloadMenu } from '../../workouts/components/DownloadMenu';
import { PlanTable } from '../../workouts/components/PlanTable';
import { PlanText } from '../../workouts/components/PlanText';
import { copyPlan, openPrint } from '../../workouts/hooks/usePlanActions';

export function ResultCard({ workout, children }: { workout: Workout; children: ReactNode }) {
  const heading = planKindLabel(workout.plan_type);
  const title = workout.title || planTitle(workout.generated_workout);
  const date = formatPlanDate(workout.date);

  return (
    <article className="card result-card" aria-labelledby="result-title">
      <header className="result-head">
        <div>
          <h2 id="result-title">{heading}</h2>
          <p className="result-sub">
            <strong>{title}</strong> · {date}
          </p>
        </div>
        <div className="btn-row">
          <DownloadMenu target={workout} small />
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() =>
              openPrint({ heading, title, date, text: workout.generated_workout, coachNotes: workout.coach_notes })
            }
          >
            <PrintIcon size={18} /> Print Workout
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => void copyPlan(workout.generated_workout, 'Workout copied to clipboard!')}
          >
            <CopyIcon size={18} /> Copy
          </button>
        </div>
      </header>
      {workout.plan && (
        <section aria-labelledby="set-table-title">
          <h3 id="set-table-title" className="result-section-title">
            Set table
          </h3>
          <PlanTable plan={workout.plan} />
        </section>
      )}
      <section aria-labelledby="plan-text-title">
        <h3 id="plan-text-title" className="result-section-title">
          Full plan
        </h3>
        <PlanText text={workout.generated_workout} />
      </section>
      {workout.coach_notes && (
        <section className="coach-notes" aria-labelledby="coach-notes-title">
          <h3 id="coach-notes-title">Coach Notes</h3>
          <p>{workout.coach_notes}</p>
        </section>
      )}
      {children}
    </article>
  );
}
