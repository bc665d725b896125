import type { SeasonPlan } from '@laneforge/contracts/plan';
import { loadNames, meetImportanceNames, numberText, phaseNames, setNotation, unitAbbreviations } from '@laneforge/contracts/plan-format';
import { formatPlanDate } from '../../lib/dates';
import { WeekSessions } from './WeekSessions';

function SeasonFacts({ plan, unit }: { plan: SeasonPlan; unit: string }) {
  return (
    <dl className="plan-facts">
      <div>
        <dt>Weeks</dt>
        <dd>{plan.totals.weeks}</dd>
      </div>
      <div>
        <dt>Season total</dt>
        <dd>
          {numberText(plan.totals.distance)} {unit}
        </dd>
      </div>
      <div>
        <dt>Peak week</dt>
        <dd>
          {numberText(plan.totals.peakWeekVolume)} {unit}
        </dd>
      </div>
      <div>
        <dt>Sessions</dt>
        <dd>{plan.totals.sessions}</dd>
      </div>
      {plan.paces && (
        <div className="plan-fact-wide">
          <dt>Paces</dt>
          <dd>{plan.paces.label.replace(/^Paces:\s*/, '')}</dd>
        </div>
      )}
    </dl>
  );
}

/** The meets the season is built around, in date order. */
function MeetCalendar({ plan }: { plan: SeasonPlan }) {
  if (!plan.meets?.length) return null;
  return (
    <section className="meet-calendar" aria-label="Meet calendar">
      <h3 className="side-title">Meets</h3>
      <ul>
        {plan.meets.map((m) => (
          <li key={`${m.date}-${m.name}`} className={`meet meet-${m.importance}`}>
            <strong>{m.name}</strong> <span className="nowrap">{formatPlanDate(m.date)}</span> <span className={`badge meet-badge-${m.importance}`}>{meetImportanceNames[m.importance]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Desktop and print: every week on one line, its key sets and its sessions beside it. */
function WeekTable({ plan, unit }: { plan: SeasonPlan; unit: string }) {
  return (
    <table className="season-table">
      <caption className="visually-hidden">{plan.title}: week by week</caption>
      <thead>
        <tr>
          <th scope="col">Week</th>
          <th scope="col">Starts</th>
          <th scope="col">Phase</th>
          <th scope="col" className="num">
            Volume ({unit})
          </th>
          <th scope="col">Emphasis</th>
          <th scope="col">Key sets</th>
          <th scope="col">Sessions</th>
        </tr>
      </thead>
      <tbody>
        {plan.weeks.map((week) => (
          <tr key={week.week} id={`week-${week.week}`}>
            <th scope="row">{week.week}</th>
            <td className="nowrap">{formatPlanDate(week.startDate)}</td>
            <td>
              {phaseNames[week.phase]} <span className={`load load-${week.load}`}>{loadNames[week.load]}</span>
            </td>
            <td className="num">{numberText(week.volume)}</td>
            <td>
              {week.emphasis}
              <WeekNotes notes={week.notes} />
            </td>
            <td>
              {week.keySets.length > 0 ? (
                <ul className="key-sets">
                  {week.keySets.map((set, i) => (
                    <li key={i}>{setNotation(set, plan.laneGroups)}</li>
                  ))}
                </ul>
              ) : (
                '—'
              )}
            </td>
            <td>
              <WeekSessions week={week} unit={unit} groups={plan.laneGroups} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="total-row">
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td className="num">{numberText(plan.totals.distance)}</td>
          <td colSpan={3}>
            {plan.totals.sessions} sessions over {plan.totals.weeks} weeks
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** What else a week holds: days off, a camp, a part of the group on its own plan, what follows a meet. */
function WeekNotes({ notes }: { notes: readonly string[] | undefined }) {
  if (!notes?.length) return null;
  return (
    <ul className="week-notes">
      {notes.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}

/** Phone: one card per week, nothing wider than the screen. */
function WeekCards({ plan, unit }: { plan: SeasonPlan; unit: string }) {
  return (
    <ol className="week-cards" aria-label={`${plan.title}: week by week`}>
      {plan.weeks.map((week) => (
        <li key={week.week} className={`week-card load-edge-${week.load}`}>
          <header>
            <h4>Week {week.week}</h4>
            <span className={`load load-${week.load}`}>{loadNames[week.load]}</span>
          </header>
          <p className="week-meta">
            {formatPlanDate(week.startDate)} · {phaseNames[week.phase]}
          </p>
          <p className="week-volume">
            <strong>
              {numberText(week.volume)} {unit}
            </strong>
          </p>
          <p>{week.emphasis}</p>
          <WeekNotes notes={week.notes} />
          {week.keySets.length > 0 && (
            <ul className="key-sets">
              {week.keySets.map((set, i) => (
                <li key={i}>{setNotation(set, plan.laneGroups)}</li>
              ))}
            </ul>
          )}
          <WeekSessions week={week} unit={unit} groups={plan.laneGroups} />
        </li>
      ))}
    </ol>
  );
}

export function SeasonTable({ plan }: { plan: SeasonPlan }) {
  const unit = unitAbbreviations[plan.unit];
  return (
    <div className="plan-table season-view">
      <SeasonFacts plan={plan} unit={unit} />
      <MeetCalendar plan={plan} />
      <WeekTable plan={plan} unit={unit} />
      <WeekCards plan={plan} unit={unit} />
      {plan.taper && (
        <p className="taper-note">
          <strong>Taper:</strong> {plan.taper.days ? `${plan.taper.days} days, ` : ''}
          {plan.taper.weeks} {plan.taper.weeks === 1 ? 'week' : 'weeks'} from week {plan.taper.startWeek}, volume down {plan.taper.volumeReductionPercent}% from{' '}
          {numberText(plan.taper.peakVolume)} to {numberText(plan.taper.raceWeekVolume)} {unit}, intensity kept.
        </p>
      )}
    </div>
  );
}
