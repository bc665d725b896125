import type { WorkoutDetail } from '@laneforge/contracts/training';
import { numberText } from '@laneforge/contracts/plan-format';
import { Spinner } from '../../../components/Spinner';
import { formatDateTime } from '../../../lib/dates';

interface Props {
  workout: WorkoutDetail;
  timeZone: string | undefined;
  reverting: number | null;
  onRevert: (version: number) => void;
}

/** Every version kept of the plan, newest first, each with the instruction that made it. */
export function VersionList({ workout, timeZone, reverting, onRevert }: Props) {
  const unit = workout.plan?.unit === 'meters' ? 'm' : 'yd';
  return (
    <section className="card versions" aria-labelledby="versions-title">
      <h2 id="versions-title">Versions</h2>
      <p className="muted small">Each refinement and correction is kept. Show any version again; nothing is lost, so you can always come back.</p>
      <ol className="version-list" reversed>
        {[...workout.versions].reverse().map((v) => {
          const current = v.version === workout.version;
          return (
            <li key={v.version} className={current ? 'current' : undefined} aria-current={current ? 'true' : undefined}>
              <div className="version-head">
                <strong>Version {v.version}</strong>
                {current && <span className="badge">Shown</span>}
                <span className="muted small">{formatDateTime(v.created_at, timeZone)}</span>
              </div>
              <p className="version-what">
                {v.prompt === null ? 'Generated' : v.kind === 'correction' ? v.prompt : <q>{v.prompt}</q>}
                {v.based_on !== null && v.based_on !== v.version - 1 && <span className="muted small"> (refined from version {v.based_on})</span>}
              </p>
              <p className="muted small">
                {v.title}
                {v.total !== null ? ` · ${numberText(v.total)} ${unit}` : ''}
              </p>
              {!current && (
                <button type="button" className="btn btn-secondary btn-sm" disabled={reverting !== null} onClick={() => onRevert(v.version)}>
                  {reverting === v.version ? <Spinner small /> : null} Show version {v.version}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
