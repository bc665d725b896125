import { EyeIcon } from '../../../components/icons';
import { formatDay, formatPlanDate } from '../../../lib/dates';
import { planKindLabel, previewLines } from '../../../lib/planText';
import type { Workout } from '../../workouts/api';
import { DownloadMenu } from '../../workouts/components/DownloadMenu';

export function HistoryItem({ workout }: { workout: Workout }) {
  const kind = planKindLabel(workout.plan_type);
  const headingId = `history-${workout.id}`;
  return (
    <li className="history-item" aria-labelledby={headingId}>
      <header className="history-head">
        <div>
          <h3 id={headingId}>
            <span className={`badge ${workout.plan_type === 'season' ? 'badge-lane' : ''}`}>{kind}</span>{' '}
            {formatPlanDate(workout.date)}
          </h3>
          <p className="muted small">Created {formatDay(workout.created_at)}</p>
        </div>
        <div className="btn-row">
          <DownloadMenu target={workout} small />
          <a className="btn btn-secondary btn-sm" href={`/share/${workout.id}`} target="_blank" rel="noopener noreferrer">
            <EyeIcon size={18} /> View
            <span className="visually-hidden"> {kind} of {formatPlanDate(workout.date)} (opens in a new window)</span>
          </a>
        </div>
      </header>
      <pre className="history-preview" aria-label="Preview">
        {previewLines(workout.generated_workout).join('\n')}
      </pre>
    </li>
  );
}
