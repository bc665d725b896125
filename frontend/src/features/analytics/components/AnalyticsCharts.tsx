import { minutesText, numberText, strokeName } from '@laneforge/contracts/plan-format';
import type { AnalyticsReport } from '../api';
import { BarChart, type Series } from './BarChart';

const zones = [
  { key: 'REC', label: 'REC', color: '#9cc9a8' },
  { key: 'EN1', label: 'EN1', color: '#4fa3c7' },
  { key: 'EN2', label: 'EN2', color: '#1f6fa8' },
  { key: 'EN3', label: 'EN3', color: '#0b3d6b' },
  { key: 'SP1', label: 'SP1', color: '#f2b134' },
  { key: 'SP2', label: 'SP2', color: '#d9731a' },
  { key: 'SP3', label: 'SP3', color: '#b42318' },
] as const;

const strokes = (['free', 'back', 'breast', 'fly', 'IM', 'kick', 'pull', 'drill', 'choice'] as const).map((key) => ({ key, label: strokeName(key) }));

const BRAND = '#0d6aa6';
const LANE = '#f2b134';
const weekLabel = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function Summary({ report }: { report: AnalyticsReport }) {
  const { totals, unit } = report;
  const items = [
    { label: 'Distance written', value: `${numberText(totals.distance)} ${unit}` },
    { label: 'Sessions', value: numberText(totals.sessions) },
    { label: 'Time', value: minutesText(totals.minutes) },
    { label: 'Planned in seasons', value: `${numberText(totals.planned.distance)} ${unit}` },
  ];
  return (
    <dl className="analytics-summary">
      {items.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Empty({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="analytics-empty card">
      <h3>No plans in these weeks yet</h3>
      <p className="muted">Analytics add up the workouts and season plans you generate. Write one and it shows here, week by week.</p>
      <button type="button" className="btn btn-primary" onClick={onCreate}>
        Create a plan
      </button>
    </div>
  );
}

/** The weekly charts of one report; every chart also reads as a table. */
export function AnalyticsCharts({ report, onCreate }: { report: AnalyticsReport; onCreate: () => void }) {
  const { weeks, totals, unit } = report;
  if (totals.sessions === 0 && totals.planned.distance === 0) return <Empty onCreate={onCreate} />;
  const categories = weeks.map((w) => weekLabel(w.week_start));
  const short = unit === 'yards' ? ' yd' : ' m';
  const distance = (v: number) => `${numberText(Math.round(v))}${short}`;
  const count = (v: number) => numberText(Math.round(v));
  const range = `${weekLabel(report.from)} to ${weekLabel(report.to)}`;
  const volume: Series[] = [{ key: 'distance', label: 'Written', color: BRAND, values: weeks.map((w) => w.distance) }];
  const zoneMix: Series[] = zones.map((z) => ({ ...z, values: weeks.map((w) => w.by_zone[z.key]) }));
  const plannedVsWritten: Series[] = [
    { key: 'planned', label: 'Planned (season)', color: LANE, values: weeks.map((w) => w.planned.distance) },
    { key: 'written', label: 'Written (workouts)', color: BRAND, values: weeks.map((w) => w.distance) },
  ];
  return (
    <>
      {report.note && <p className="alert alert-info small">{report.note}</p>}
      <Summary report={report} />
      <div className="chart-grid-2">
        <BarChart title="Weekly volume" categoryLabel="Week" summary={`${distance(totals.distance)} written from ${range}.`} categories={categories} series={volume} format={distance} unitSuffix={short} />
        <BarChart
          title="Sessions per week"
          categoryLabel="Week"
          summary={`${totals.sessions} sessions from ${range}.`}
          categories={categories}
          series={[{ key: 'sessions', label: 'Sessions', color: '#19a3b4', values: weeks.map((w) => w.sessions) }]}
          format={count}
        />
        <BarChart title="Zone mix" categoryLabel="Week" summary={`Distance per energy zone each week, stacked, from ${range}.`} categories={categories} series={zoneMix} format={distance} unitSuffix={short} />
        <BarChart
          title="Stroke mix"
          categoryLabel="Stroke"
          summary={`Distance per stroke over the whole range; most is ${strokes.reduce((a, b) => (totals.by_stroke[b.key] > totals.by_stroke[a.key] ? b : a)).label}.`}
          categories={strokes.map((s) => s.label)}
          series={[{ key: 'stroke', label: 'Distance', color: BRAND, values: strokes.map((s) => totals.by_stroke[s.key]) }]}
          format={distance}
          unitSuffix={short}
          nameEvery
        />
        <BarChart
          title="Planned vs written"
          categoryLabel="Week"
          mode="grouped"
          summary={`Season plans planned ${distance(totals.planned.distance)}; workouts written ${distance(totals.distance)}.`}
          categories={categories}
          series={plannedVsWritten}
          format={distance}
          unitSuffix={short}
        />
      </div>
    </>
  );
}
