import type { PlanLaneGroup, SeasonWeek } from '@laneforge/contracts/plan';
import { numberText, seasonSessions, setNotation } from '@laneforge/contracts/plan-format';
import { Spinner } from '../Spinner';
import { EnterResult } from './EnterResult';
import { useSeasonDayOpener } from './seasonDays';

const dayText = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
};

/**
 * A week day by day, one click away from the week: each session's day (AM/PM for doubles), volume,
 * focus and key set, its test or meet; on the plan page each opens as a full practice, and a test
 * day takes its result to the paces.
 */
export function WeekSessions({ week, unit, groups }: { week: SeasonWeek; unit: string; groups?: readonly PlanLaneGroup[] | undefined }) {
  const sessions = seasonSessions(week);
  const opener = useSeasonDayOpener();
  return (
    <details className="week-sessions">
      <summary>
        {week.sessions} {week.sessions === 1 ? 'session' : 'sessions'}
        <span className="visually-hidden"> in week {week.week}</span>
      </summary>
      <ol>
        {sessions.map((s) => {
          const key = `${week.week}:${s.number}`;
          return (
            <li key={s.number} className={`season-day season-day-${s.kind}`}>
              <span className="nowrap">
                {dayText(s.date)}
                {s.slot ? ` ${s.slot}` : ''}
              </span>
              {s.kind === 'meet' ? ' · ' : ` · ${numberText(s.volume)} ${unit}`}
              {s.focus && <span className="day-focus">{s.focus}</span>}
              {s.keySet && <span className="key-set">{setNotation(s.keySet, groups)}</span>}
              {opener && s.kind !== 'meet' && (
                <span className="day-actions no-print">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm open-day"
                    onClick={() => {
                      if (opener.opening === null) opener.open(week.week, s.number);
                    }}
                    aria-disabled={opener.opening !== null || undefined}
                    aria-label={`Open as workout: week ${week.week}, ${dayText(s.date)}${s.slot ? ` ${s.slot}` : ''}`}
                  >
                    {opener.opening === key ? <Spinner small /> : null} Open as workout
                  </button>
                  {s.kind === 'test' && week.test && <EnterResult kind={week.test} course={opener.course} from={opener.seasonId} where={`week ${week.week}, ${dayText(s.date)}`} />}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
