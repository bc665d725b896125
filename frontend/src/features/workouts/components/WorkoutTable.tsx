import type { PlanSection, WorkoutPlan } from '@laneforge/contracts/plan';
import {
  ZONES,
  amountText,
  blockDistance,
  equipmentNames,
  levelNames,
  minutesText,
  numberText,
  sendOffText,
  setDistance,
  strokeNames,
  zoneNames,
} from '@laneforge/contracts/plan-format';
import { TableScroll } from './TableScroll';
import { ZoneBar } from './ZoneBar';

function SectionTable({ section, unit }: { section: PlanSection; unit: string }) {
  return (
    <section className="plan-section" aria-label={section.name}>
      <header className="plan-section-head">
        <h4>{section.name}</h4>
        <span>
          {numberText(section.distance)} {unit}
        </span>
      </header>
      <TableScroll label={`${section.name} sets`}>
        <table>
          <thead>
            <tr>
              <th scope="col">Set</th>
              <th scope="col">Details</th>
              <th scope="col">Send-off</th>
              <th scope="col" className="num">
                {unit === 'meters' ? 'Meters' : 'Yards'}
              </th>
            </tr>
          </thead>
          <tbody>
            {section.blocks.flatMap((block, b) => {
              const rows = block.sets.map((set, s) => (
                <tr key={`${b}-${s}`} className={block.rounds > 1 ? 'in-rounds' : undefined}>
                  <td className="set-cell">
                    <strong>{amountText(set)}</strong>
                    <span className="stroke">{strokeNames[set.stroke]}</span>
                  </td>
                  <td>
                    {set.description}
                    {set.equipment.length > 0 && <span className="equipment">{set.equipment.map((e) => equipmentNames[e]).join(', ')}</span>}
                  </td>
                  <td className="sendoff-cell">
                    <span className="nowrap">{sendOffText(set.sendOff)}</span>
                    <span className={`zone zone-${set.zone}`} title={zoneNames[set.zone]}>
                      {set.zone}
                    </span>
                  </td>
                  <td className="num">{numberText(setDistance(set))}</td>
                </tr>
              ));
              if (block.rounds <= 1) return rows;
              return [
                <tr key={`${b}-rounds`} className="rounds-row">
                  <td colSpan={3}>
                    {block.rounds} rounds{block.label ? ` · ${block.label}` : ''}
                  </td>
                  <td className="num">{numberText(blockDistance(block))}</td>
                </tr>,
                ...rows,
              ];
            })}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

export function WorkoutTable({ plan }: { plan: WorkoutPlan }) {
  const unit = plan.unit;
  const zonesUsed = ZONES.filter((z) => plan.totals.byZone[z] > 0);
  return (
    <div className="plan-table">
      <dl className="plan-facts">
        <div>
          <dt>Total</dt>
          <dd>
            {numberText(plan.totals.distance)} {unit}
          </dd>
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
      </dl>
      {plan.sections.map((section, i) => (
        <SectionTable key={`${section.kind}-${i}`} section={section} unit={unit} />
      ))}
      <div className="totals-grid">
        <div>
          <h4>Totals by section</h4>
          <TableScroll label="Totals by section">
            <table>
              <tbody>
                {plan.totals.bySection.map((s, i) => (
                  <tr key={`${s.kind}-${i}`}>
                    <th scope="row">{s.name}</th>
                    <td className="num">{numberText(s.distance)}</td>
                  </tr>
                ))}
                <tr className="total-row">
                  <th scope="row">Total</th>
                  <td className="num">
                    {numberText(plan.totals.distance)} {unit}
                  </td>
                </tr>
              </tbody>
            </table>
          </TableScroll>
        </div>
        <div>
          <h4>Totals by energy zone</h4>
          <ZoneBar byZone={plan.totals.byZone} total={plan.totals.distance} />
          <TableScroll label="Totals by energy zone">
            <table>
              <tbody>
                {zonesUsed.map((z) => (
                  <tr key={z}>
                    <th scope="row">
                      <span className={`zone zone-${z}`}>{z}</span> {zoneNames[z]}
                    </th>
                    <td className="num">{numberText(plan.totals.byZone[z])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
      </div>
    </div>
  );
}
