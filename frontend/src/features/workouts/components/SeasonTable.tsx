import type { SeasonPlan } from '@laneforge/contracts/plan';
import { formatPlanDate } from '../../../lib/dates';
import { loadNames, numberText, phaseNames } from '@laneforge/contracts/plan-format';
import { TableScroll } from './TableScroll';

export function SeasonTable({ plan }: { plan: SeasonPlan }) {
  const unit = plan.unit;
  return (
    <div className="plan-table">
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
      </dl>
      <TableScroll label="Season week by week">
        <table>
          <caption className="visually-hidden">Week by week</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">Starts</th>
              <th scope="col">Phase</th>
              <th scope="col">Load</th>
              <th scope="col" className="num">
                Volume
              </th>
              <th scope="col" className="num">
                Sessions
              </th>
              <th scope="col">Emphasis</th>
            </tr>
          </thead>
          <tbody>
            {plan.weeks.map((week) => (
              <tr key={week.week}>
                <td>{week.week}</td>
                <td className="nowrap">{formatPlanDate(week.startDate)}</td>
                <td>{phaseNames[week.phase]}</td>
                <td>
                  <span className={`load load-${week.load}`}>{loadNames[week.load]}</span>
                </td>
                <td className="num">{numberText(week.volume)}</td>
                <td className="num">{week.sessions}</td>
                <td>{week.emphasis}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="total-row">
              <th scope="row" colSpan={4}>
                Total
              </th>
              <td className="num">
                {numberText(plan.totals.distance)} {unit}
              </td>
              <td className="num">{plan.totals.sessions}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </TableScroll>
      {plan.taper && (
        <p className="taper-note">
          <strong>Taper:</strong> {plan.taper.weeks} weeks from week {plan.taper.startWeek}, volume down{' '}
          {plan.taper.volumeReductionPercent}% from {numberText(plan.taper.peakVolume)} to{' '}
          {numberText(plan.taper.raceWeekVolume)} {unit}.
        </p>
      )}
    </div>
  );
}
