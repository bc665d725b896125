import type { WorkoutPlan } from '@laneforge/contracts/plan';
import { ZONES, levelNames, minutesText, numberText, zoneNames } from '@laneforge/contracts/plan-format';
import { useMemo } from 'react';
import { workoutTableView } from '../setTable';
import { SetTable } from './SetTable';
import { ZoneBar } from './ZoneBar';

export function WorkoutTable({ plan }: { plan: WorkoutPlan }) {
  const view = useMemo(() => workoutTableView(plan), [plan]);
  const zonesUsed = ZONES.filter((z) => plan.totals.byZone[z] > 0);
  return (
    <div className="plan-table">
      <dl className="plan-facts">
        <div>
          <dt>Total</dt>
          <dd>{view.total}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{minutesText(plan.totals.minutes)}</dd>
        </div>
        <div>
          <dt>Course</dt>
          <dd>{plan.course}</dd>
        </div>
        <div>
          <dt>Level</dt>
          <dd>{levelNames[plan.level]}</dd>
        </div>
        {plan.paces && (
          <div className="plan-fact-wide">
            <dt>Paces</dt>
            <dd>{plan.paces.label.replace(/^Paces:\s*/, '')}</dd>
          </div>
        )}
      </dl>
      <SetTable view={view} caption={`${plan.title}: sets by section`} />
      {zonesUsed.length > 0 && (
        <section className="zone-totals" aria-labelledby="zone-totals-title">
          <h4 id="zone-totals-title">Distance by energy zone</h4>
          <ZoneBar byZone={plan.totals.byZone} total={plan.totals.distance} />
          <ul className="zone-list">
            {zonesUsed.map((z) => (
              <li key={z}>
                <span className={`zone zone-${z}`}>{z}</span> {zoneNames[z]} <strong>{numberText(plan.totals.byZone[z])}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
