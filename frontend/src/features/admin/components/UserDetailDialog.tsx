import { adminTexts } from '@laneforge/contracts/messages';
import type { User } from '@laneforge/contracts/user';
import { FormError } from '../../../components/FormError';
import { Spinner } from '../../../components/Spinner';
import { formatDay, formatPlanDate } from '../../../lib/dates';
import { errorText } from '../../../lib/errors';
import { useAdminUserWorkoutsInfiniteQuery } from '../api';
import { planLabel, statusLabel } from '../plans';
import { PlanText } from '../../../components/plan/PlanText';
import { Dialog } from './Dialog';

/** Spec §2: view a user and list their workouts. */
export function UserDetailDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { data, error, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminUserWorkoutsInfiniteQuery(user.id);
  const workouts = data?.pages.flatMap((page) => page.items) ?? [];
  const facts: Array<[string, string]> = [
    ['Email', user.email],
    ['Role', user.role === 'admin' ? 'Admin' : 'User'],
    ['Plan', planLabel(user.subscription_type)],
    ['Status', statusLabel(user.subscription_status)],
    ['Period ends', user.current_period_end ? formatDay(user.current_period_end * 1000) : '—'],
    ['Joined', formatDay(user.created_at)],
    ['Plans made', `${user.total_workouts_created} (${user.workouts_created_today} today)`],
    ['Time zone', user.timezone],
  ];

  return (
    <Dialog title={user.name || user.email} onClose={onClose} wide>
      <dl className="admin-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="admin-subtitle">Training plans</h3>
      {error ? <FormError message={errorText(error, adminTexts.loadWorkoutsFailed)} /> : null}
      {isLoading && <Spinner />}
      {data && workouts.length === 0 && <p className="muted">No training plans yet.</p>}
      <ul className="admin-workouts">
        {workouts.map((workout) => (
          <li key={workout.id}>
            <div className="admin-workout-head">
              <strong>{workout.title}</strong>
              <span className="muted small">
                {workout.plan_type === 'season' ? 'Season Plan' : 'Training Plan'} · {formatPlanDate(workout.date)} · created {formatDay(workout.created_at)}
              </span>
            </div>
            <details>
              <summary>Show plan</summary>
              <PlanText text={workout.workout_content} label={`Plan text of ${workout.title}`} />
            </details>
            <a href={`/share/${workout.id}`} target="_blank" rel="noopener noreferrer" className="small">
              Open the shared view
            </a>
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? <Spinner small /> : null}
          Show older plans
        </button>
      )}
    </Dialog>
  );
}
