import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { formatPlanDate } from '../../../lib/dates';
import { planKindLabel, planTitle } from '../../../lib/planText';
import type { Workout, WorkoutDetail } from '../../../lib/workoutsApi';
import { PlanActions } from '../../../components/plan/PlanActions';
import { PlanView } from '../../../components/plan/PlanView';
import { UnderstoodStrip } from '../../../components/plan/UnderstoodStrip';

interface Props {
  workout: Workout;
  children: ReactNode;
  /** The card is scrolled to after a generation, its title just below the sticky header. */
  cardRef?: Ref<HTMLElement>;
  /** The tier writes season plans (a chip may correct a session into one). */
  seasons?: boolean;
  /** A correction of what was understood wrote a new version: show it. */
  onCorrected?: (workout: WorkoutDetail) => void;
}

export function ResultCard({ workout, children, cardRef, seasons = false, onCorrected }: Props) {
  const heading = planKindLabel(workout.plan_type);
  const title = planTitle(workout);

  return (
    <article className="card result-card print-plan" aria-labelledby="result-title" ref={cardRef} tabIndex={-1}>
      <header className="result-head">
        <h2 id="result-title">{heading}</h2>
        <p className="result-sub">
          <strong>{title}</strong> · {formatPlanDate(workout.date)}
          {workout.version > 1 && <span className="muted"> · version {workout.version}</span>}
        </p>
        {/* Left-aligned under the title: toasts (top right) never cover them. */}
        <PlanActions target={workout} text={workout.generated_workout} copiedText="Workout copied to clipboard!" printLabel="Print Workout" small />
        <Link className="btn-link plan-page-link no-print" to={`/plans/${workout.id}`}>
         Open the plan page: versions, sharing, delete
        </Link>
      </header>
      {workout.brief && <UnderstoodStrip workoutId={workout.id} brief={workout.brief} plan={workout.plan} editable seasons={seasons} headingLevel={3} onCorrected={onCorrected} />}
      <PlanView plan={workout.plan} text={workout.generated_workout} coachNotes={workout.coach_notes} />
      <div className="no-print">{children}</div>
    </article>
  );
}
