import type { DrylandSession, LessonStep, WorkoutPlan } from '@laneforge/contracts/plan';
import { ZONES, drylandPartNames, levelText, minutesText, numberText, restText, zoneNames } from '@laneforge/contracts/plan-format';
import { useId, useMemo } from 'react';
import { workoutTableView } from './setTable';
import { SetTable } from './SetTable';
import { ZoneBar } from './ZoneBar';

const stepsTitles: Partial<Record<NonNullable<WorkoutPlan['sessionType']>, string>> = { clinic: 'Clinic schedule', open_water: 'Session plan' };

/** A lesson's, a clinic's or an open-water swim's timed steps, in order: what happens, for how long. */
function Steps({ steps, title }: { steps: LessonStep[]; title: string }) {
  const id = useId();
  const minutes = steps.reduce((m, s) => m + s.minutes, 0);
  return (
    <section className="plan-steps" aria-labelledby={id}>
      <div className="plan-section-head">
        <h4 id={id}>{title}</h4>
        <span>{minutes} min</span>
      </div>
      <ol>
        {steps.map((s, i) => (
          <li key={i}>
            <strong>{s.title}</strong> <span className="step-minutes">{s.minutes} min</span>
            <p>{s.detail}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A dryland session as a table: each part's exercises with sets, reps or holds, rest and the coaching point. */
function Dryland({ session }: { session: DrylandSession }) {
  const id = useId();
  return (
    <section className="plan-dryland" aria-labelledby={id}>
      <div className="plan-section-head">
        <h4 id={id}>{session.title}</h4>
        <span>{session.minutes} min</span>
      </div>
      <table className="dryland-table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">Exercise</th>
            <th scope="col">Amount</th>
            <th scope="col">Rest</th>
            <th scope="col" className="c-desc">
              Note
            </th>
          </tr>
        </thead>
        {session.parts.map((part, p) => (
          <tbody key={p}>
            <tr className="section-row">
              <th scope="colgroup" colSpan={4}>
                {drylandPartNames[part.part]}
              </th>
            </tr>
            {part.exercises.map((e, i) => (
              <tr key={i}>
                <th scope="row">{e.name}</th>
                <td>{e.reps !== null ? `${e.sets} × ${e.reps}` : `${e.sets} × ${e.seconds ?? 0} s`}</td>
                <td>{e.restSeconds > 0 ? restText(e.restSeconds) : '—'}</td>
                <td className="c-desc">{e.note}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}

export function WorkoutTable({ plan }: { plan: WorkoutPlan }) {
  const view = useMemo(() => workoutTableView(plan), [plan]);
  const zonesUsed = ZONES.filter((z) => plan.totals.byZone[z] > 0);
  // A lesson, a station clinic, a lake swim or a dryland session has no sets: its steps or exercises are the plan.
  const swims = plan.sections.length > 0;
  return (
    <div className="plan-table">
      <dl className="plan-facts">
        {swims && (
          <div>
            <dt>Total</dt>
            <dd>{view.total}</dd>
          </div>
        )}
        <div>
          <dt>Time</dt>
          <dd>{minutesText(plan.totals.minutes)}</dd>
        </div>
        {swims && (
          <div>
            <dt>Course</dt>
            <dd>{plan.course}</dd>
          </div>
        )}
        <div>
          <dt>Level</dt>
          <dd>{levelText(plan)}</dd>
        </div>
        {plan.paces && (
          <div className="plan-fact-wide">
            <dt>Paces</dt>
            <dd>{plan.paces.label.replace(/^Paces:\s*/, '')}</dd>
          </div>
        )}
      </dl>
      {plan.steps && plan.steps.length > 0 && <Steps steps={plan.steps} title={stepsTitles[plan.sessionType ?? 'practice'] ?? 'Lesson'} />}
      {swims && <SetTable view={view} caption={`${plan.title}: sets by section`} />}
      {plan.dryland.map((session, i) => (
        <Dryland key={i} session={session} />
      ))}
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
