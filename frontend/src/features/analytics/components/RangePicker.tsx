import type { AnalyticsArgs } from '../api';

const ranges = [4, 12, 26, 52];

export function RangePicker({ value, onChange }: { value: AnalyticsArgs; onChange: (next: AnalyticsArgs) => void }) {
  return (
    <div className="range-picker">
      <label className="label" htmlFor="analytics-weeks">
        Range
      </label>
      <select id="analytics-weeks" className="input" value={value.weeks} onChange={(e) => onChange({ ...value, weeks: Number(e.target.value) })}>
        {ranges.map((weeks) => (
          <option key={weeks} value={weeks}>
            Last {weeks} weeks
          </option>
        ))}
      </select>
      <label className="label" htmlFor="analytics-unit">
        Unit
      </label>
      <select id="analytics-unit" className="input" value={value.unit} onChange={(e) => onChange({ ...value, unit: e.target.value as AnalyticsArgs['unit'] })}>
        <option value="auto">As most plans</option>
        <option value="yards">Yards</option>
        <option value="meters">Meters</option>
      </select>
    </div>
  );
}
