import { CalendarIcon } from '../../../components/icons';
import { PlanActions } from '../../../components/plan/PlanActions';
import { PlanView } from '../../../components/plan/PlanView';
import { SeasonDayContext, type SeasonDayOpener } from '../../../components/plan/seasonDays';
import { UnderstoodStrip } from '../../../components/plan/UnderstoodStrip';
import { formatPlanDate } from '../../../lib/dates';
import { planKindLabel, planTitle } from '../../../lib/planText';
import type { WorkoutDetail } from '../../../lib/workoutsApi';

interface Props {
  workout: WorkoutDetail;
  /** The viewer owns the plan and may correct what was understood (an administrator only reads it). */
  editable: boolean;
  /** The viewer's tier writes season plans (a chip may correct a session into one). */
  seasons: boolean;
  seasonDays: SeasonDayOpener | null;
}

/** The plan itself: kind, title, date and version, what to do with its text, what was understood, the plan. */
export function PlanCard({ workout, editable, seasons, seasonDays }: Props) {
  const title = planTitle(workout);
  return (
    <article className="card plan-card print-plan" aria-labelledby="plan-title">
      <header className="plan-head">
        <span className={`badge ${workout.plan_type === 'season' ? 'badge-lane' : ''}`}>{planKindLabel(workout.plan_type)}</span>
        <h1 id="plan-title">{title}</h1>
        <p className="plan-date">
          <CalendarIcon size={18} /> {formatPlanDate(workout.date)}
          <span className="muted"> · version {workout.version} of {workout.versions.length}</span>
        </p>
        <PlanActions target={workout} text={workout.generated_workout} copiedText="Workout copied to clipboard!" />
      </header>
      {workout.brief && <UnderstoodStrip workoutId={workout.id} brief={workout.brief} plan={workout.plan} editable={editable} seasons={seasons} />}
      <SeasonDayContext.Provider value={seasonDays}>
        <PlanView plan={workout.plan} text={workout.generated_workout} coachNotes={workout.coach_notes} />
      </SeasonDayContext.Provider>
    </article>
  );
}
