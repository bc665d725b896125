import type { SetRowView } from './setTable';

/**
 * One set of the table. Send-offs are a list, each with the lane group it is for when groups
 * leave on their own clocks, so a row reads the same with one send-off or several.
 */
export function SetRow({ row }: { row: SetRowView }) {
  return (
    <tr className={`set-row${row.nested ? ' in-group' : ''}`}>
      <td className="c-amount">{row.amount}</td>
      <td className="c-stroke">{row.stroke}</td>
      <td className="c-desc">
        {row.description}
        {row.equipment && <span className="equipment">{row.equipment}</span>}
      </td>
      <td className="c-sendoff">
        {row.sendOffs.length === 0 ? (
          <span className="muted" aria-label="No send-off">
            —
          </span>
        ) : (
          <ul className="sendoffs">
            {row.sendOffs.map((s) => (
              <li key={`${s.group ?? ''}${s.text}`}>
                <strong>{s.text}</strong>
                {s.group && <span className="sendoff-group"> {s.group}</span>}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className="c-zone">
        <span className={`zone zone-${row.zone}`} title={row.zoneName}>
          {row.zone}
        </span>
      </td>
      <td className="c-dist num">{row.distance}</td>
    </tr>
  );
}
