import type { WorkoutTableView } from './setTable';
import { SetRow } from './SetRow';

/**
 * The workout as coaches write it on the whiteboard: a band per section with its subtotal, its
 * sets (groups of rounds heading the sets they repeat), and the total. On a phone each row folds
 * into two lines instead of scrolling sideways.
 */
export function SetTable({ view, caption }: { view: WorkoutTableView; caption: string }) {
  return (
    <table className="set-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Set</th>
          <th scope="col">Stroke</th>
          <th scope="col">Description</th>
          <th scope="col">Send-off</th>
          <th scope="col">Zone</th>
          <th scope="col" className="num">
            {view.unit === 'm' ? 'Meters' : 'Yards'}
          </th>
        </tr>
      </thead>
      {view.sections.map((section) => (
        <tbody key={section.key}>
          <tr className="section-row">
            <th scope="rowgroup" colSpan={5}>
              {section.name}
            </th>
            <td className="num">{section.subtotal}</td>
          </tr>
          {section.rows.map((row) =>
            row.kind === 'swimmer' ? (
              <tr key={row.key} className="swimmer-row">
                <td colSpan={6}>{row.label}</td>
              </tr>
            ) : row.kind === 'group' ? (
              <tr key={row.key} className="group-row">
                <td colSpan={5}>{row.label}</td>
                <td className="num">{row.distance}</td>
              </tr>
            ) : (
              <SetRow key={row.key} row={row} />
            ),
          )}
        </tbody>
      ))}
      <tfoot>
        <tr className="total-row">
          <th scope="row" colSpan={5}>
            Total
          </th>
          <td className="num">{view.total}</td>
        </tr>
        {view.laneTotals.length > 0 &&
          new Set(view.laneTotals.map((l) => l.total)).size > 1 &&
          view.laneTotals.map((l) => (
            <tr key={l.name} className="lane-total-row">
              <th scope="row" colSpan={5}>
                {l.name}
              </th>
              <td className="num">{l.total}</td>
            </tr>
          ))}
      </tfoot>
    </table>
  );
}
