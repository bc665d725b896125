import type { KeyboardEvent, RefObject } from 'react';
import { useEffect, useId, useRef, useState } from 'react';

export interface Series {
  key: string;
  label: string;
  color: string;
  values: number[];
}

interface Props {
  title: string;
  /** One line saying what the chart shows, read first by screen readers. */
  summary: string;
  /** What the categories are ("Week", "Stroke"): the table's first column. */
  categoryLabel: string;
  categories: string[];
  series: Series[];
  /** `stacked`: one bar per category, series on top of each other; `grouped`: side by side. */
  mode?: 'stacked' | 'grouped';
  format: (value: number) => string;
  /** After the axis numbers: " yd", " m", or nothing for counts. */
  unitSuffix?: string;
  /**
   * Categories that are names (strokes), not a run of weeks: every bar keeps its name, slanted when
   * the names do not fit side by side, since a missing week can be told from its neighbours and a
   * missing stroke cannot.
   */
  nameEvery?: boolean;
}

const HEIGHT = 200;
/** Room below the plot for names slanted at 40°. */
const SLANT_ROOM = 34;
const PAD = { top: 10, right: 6, bottom: 24, left: 58 };
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** The element's width in CSS pixels, so the chart draws at 1:1 and its text stays readable on a phone. */
function useWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return width;
}

/** A round top for the axis (1, 2, 2.5 or 5 times a power of ten), at least 2 so its middle line is a whole number. */
function niceMax(value: number): number {
  if (value <= 2) return 2;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 2.5, 5, 10].find((m) => m * power >= value) ?? 10) * power;
}

/** Every label when there is room, else every second, fourth… so labels never overlap. */
const labelStep = (count: number, width: number) => Math.max(1, 2 ** Math.ceil(Math.log2(Math.max(1, (count * 56) / width))));

function Bars({ series, mode, index, x, band, y }: { series: Series[]; mode: 'stacked' | 'grouped'; index: number; x: number; band: number; y: (v: number) => number }) {
  const width = mode === 'grouped' ? band / series.length : band;
  const values = series.map((s) => s.values[index] ?? 0);
  // Where each bar starts: on the ones below it when stacked, on the axis when grouped.
  const bottoms = values.map((_, i) => (mode === 'stacked' ? values.slice(0, i).reduce((a, b) => a + b, 0) : 0));
  return (
    <>
      {series.map((s, i) => {
        const top = y(bottoms[i]! + values[i]!);
        return <rect key={s.key} x={mode === 'grouped' ? x + i * width : x} y={top} width={Math.max(1, width - 1)} height={Math.max(0, y(bottoms[i]!) - top)} fill={s.color} />;
      })}
    </>
  );
}

/**
 * A hand-drawn SVG bar chart: keyboard (arrow keys pick a bar, read aloud), a readout for touch,
 * and the same figures as a table for anyone who would rather read them.
 */
export function BarChart({ title, summary, categoryLabel, categories, series, mode = 'stacked', format, unitSuffix = '', nameEvery = false }: Props) {
  const id = useId();
  const [picked, setPicked] = useState<number | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame, 640);
  const totals = categories.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const peak = mode === 'stacked' ? Math.max(0, ...totals) : Math.max(0, ...series.flatMap((s) => s.values));
  const top = niceMax(peak);
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, categories.length);
  const band = slot * 0.72;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const fitting = labelStep(categories.length, plotWidth);
  const slanted = nameEvery && fitting > 1;
  const step = nameEvery ? 1 : fitting;
  const height = HEIGHT + (slanted ? SLANT_ROOM : 0);
  const labelY = PAD.top + plotHeight + (slanted ? 12 : 16);
  const describe = (i: number) => `${categories[i]}: ${series.map((s) => `${s.label} ${format(s.values[i] ?? 0)}`).join(', ')}`;

  const onKey = (event: KeyboardEvent) => {
    const last = categories.length - 1;
    const moves: Record<string, number> = { ArrowRight: Math.min(last, (picked ?? -1) + 1), ArrowLeft: Math.max(0, (picked ?? 1) - 1), Home: 0, End: last };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setPicked(next);
  };

  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="chart-title">
        {title}
      </figcaption>
      {series.length > 1 && (
        <ul className="chart-legend" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key}>
              <span className="swatch" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div ref={frame}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className="chart-svg"
        role="img"
        aria-label={`${title}. ${summary} Use the arrow keys to read each bar.`}
        tabIndex={0}
        onKeyDown={onKey}
        onBlur={() => setPicked(null)}
      >
        {[0, 0.5, 1].map((f) => (
          <g key={f} className="chart-grid">
            <line x1={PAD.left} x2={width - PAD.right} y1={y(top * f)} y2={y(top * f)} />
            <text x={PAD.left - 6} y={y(top * f) + 4} textAnchor="end">
              {`${compact.format(top * f)}${unitSuffix}`}
            </text>
          </g>
        ))}
        {categories.map((label, i) => {
          const x = PAD.left + i * slot + (slot - band) / 2;
          return (
            <g key={label} className={picked === i ? 'chart-bar picked' : 'chart-bar'} onClick={() => setPicked(i)}>
              <rect className="chart-hit" x={PAD.left + i * slot} y={PAD.top} width={slot} height={plotHeight} />
              <Bars series={series} mode={mode} index={i} x={x} band={band} y={y} />
              {i % step === 0 && (
                <text
                  x={x + band / 2}
                  y={labelY}
                  textAnchor={slanted ? 'end' : 'middle'}
                  transform={slanted ? `rotate(-40 ${x + band / 2} ${labelY})` : undefined}
                  className="chart-label"
                >
                  {label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      </div>
      <p className="chart-readout small" aria-live="polite">
        {picked === null ? '\u00a0' : describe(picked)}
      </p>
      <details className="chart-table">
        <summary>Show {title.toLowerCase()} as a table</summary>
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{categoryLabel}</th>
                {series.map((s) => (
                  <th key={s.key} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {categories.map((label, i) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {series.map((s) => (
                    <td key={s.key}>{format(s.values[i] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
