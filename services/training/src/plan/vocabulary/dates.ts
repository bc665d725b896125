import * as chrono from 'chrono-node';
import { type Read, normalise } from './text';

// ---------------------------------------------------------------- dates

const isoOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function localDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!, 12);
}

/** A calendar date that exists: "February 30" rolls over in `Date`, so it is checked by a round trip. */
export function isRealDate(iso: string): boolean {
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso;
}

/** A month's name as coaches write it ("jan", "Sept.", "february"), for patterns built on it; no capture. */
export const monthName = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;

const writtenDate = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d{1,2}\/\d{1,2}|\d{4}-\d\d-\d\d/i;

/**
 * Dates in the request, after the training date: "state meet feb 20", "March 3rd", "2026-04-12",
 * "in 6 weeks". A date written but impossible (Feb 30) is ignored rather than rolled over.
 */
export function readDates(text: string, from: string): Array<Read<string>> {
  const out: Array<Read<string>> = [];
  for (const r of chrono.parse(text, localDate(from), { forwardDate: true })) {
    const month = r.start.get('month');
    const day = r.start.get('day');
    const year = r.start.get('year');
    if (!r.start.isCertain('month') || !r.start.isCertain('day') || !writtenDate.test(r.text)) continue;
    const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (!isRealDate(iso) || isoOf(r.start.date()) !== iso || iso <= from) continue;
    out.push({ value: iso, said: r.text });
  }
  return out;
}

/** A season written as a span of months: "Sept to March", "from September through February". */
export function readMonthSpan(text: string, from: string): Read<{ start: string; end: string }> | null {
  const months = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
  // "april 5 to end of july": the start may carry its day.
  const m = new RegExp(`\\b(${months})\\.?\\s*(?:(\\d{1,2})(?:st|nd|rd|th)?\\s*)?(?:-|to|through|thru|until|till)\\s*(?:(?:the )?end of\\s+)?(${months})\\b(?!\\s*\\d)`).exec(normalise(text));
  if (!m) return null;
  const day = m[2] ? +m[2] : null;
  m.splice(2, 1);
  const index = (w: string) => ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(w.slice(0, 3));
  const [a, b] = [index(m[1]!), index(m[2]!)];
  const startYear = +from.slice(0, 4) + (a < +from.slice(5, 7) - 1 ? 1 : 0);
  const start = day && day >= 1 && day <= 31 ? `${startYear}-${String(a + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}` : a === +from.slice(5, 7) - 1 ? from : `${startYear}-${String(a + 1).padStart(2, '0')}-01`;
  const endYear = startYear + (b < a ? 1 : 0);
  const lastDay = new Date(Date.UTC(endYear, b + 1, 0)).getUTCDate();
  return { value: { start, end: `${endYear}-${String(b + 1).padStart(2, '0')}-${lastDay}` }, said: m[0] };
}
