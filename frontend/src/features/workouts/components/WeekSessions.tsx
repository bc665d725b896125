import type { SeasonWeek } from '@laneforge/contracts/plan';
import { numberText, seasonSessions, setNotation } from '@laneforge/contracts/plan-format';

const dayText = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
};

/** A week's practices, one click away from the week: the day, its share of the volume and its key set. */
export function WeekSessions({ week, unit }: { week: SeasonWeek; unit: string }) {
  const sessions = seasonSessions(week);
  return (
    <details className="week-sessions">
      <summary>
        {week.sessions} {week.sessions === 1 ? 'session' : 'sessions'}
        <span className="visually-hidden"> in week {week.week}</span>
      </summary>
      <ol>
        {sessions.map((s) => (
          <li key={s.number}>
            <span className="nowrap">
              {dayText(s.date)}
              {s.slot ? ` ${s.slot}` : ''}
            </span>{' '}
            · {numberText(s.volume)} {unit}
            {s.keySet && <span className="key-set">{setNotation(s.keySet)}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}
