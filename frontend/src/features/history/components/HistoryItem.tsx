import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { EyeIcon } from '../../../components/icons';
import { formatDay, formatPlanDate } from '../../../lib/dates';
import { planKindLabel, planTitle, previewLines } from '../../../lib/planText';
import type { WorkoutListItem } from '../../../lib/workoutsApi';
import { DownloadMenu } from '../../../components/plan/DownloadMenu';

export function HistoryItem({ workout }: { workout: WorkoutListItem }) {
  const kind = planKindLabel(workout.plan_type);
  const headingId = `history-${workout.id}`;
  const timeZone = useAppSelector((s) => s.auth.user?.timezone);
  const title = planTitle(workout);
  return (
    <li className="history-item" aria-labelledby={headingId}>
      <header className="history-head">
        <div>
          <h3 id={headingId}>
            <span className={`badge ${workout.plan_type === 'season' ? 'badge-lane' : ''}`}>{kind}</span>{' '}
            <Link to={`/plans/${workout.id}`} className="history-open">
              {formatPlanDate(workout.date)}
              <span className="visually-hidden">: open {title}</span>
            </Link>
          </h3>
          <p className="history-title">
            {title}
            {workout.version > 1 ? <span className="muted"> · version {workout.version}</span> : null}
          </p>
          {workout.brief_summary?.length ? <p className="history-understood small">{workout.brief_summary.join(' · ')}</p> : null}
          <p className="muted small">Created {formatDay(workout.created_at, timeZone)}</p>
        </div>
        <div className="btn-row">
          <Link className="btn btn-primary btn-sm" to={`/plans/${workout.id}`} aria-label={`Open ${kind} of ${formatPlanDate(workout.date)}`}>
            Open
          </Link>
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
