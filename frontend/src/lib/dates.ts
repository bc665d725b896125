/** Today's date where the coach is, as the generator's YYYY-MM-DD default. */
export function todayISO(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A plan date is a calendar day, not an instant: read it without shifting it through UTC. */
export function formatPlanDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  return new Date(y, m - 1, d).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
}

/** A zone the runtime knows, or undefined (the browser's own) for a missing or unknown one. */
function knownZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

function format(value: string | number | Date, options: Intl.DateTimeFormatOptions, timeZone: string | undefined): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', { ...options, timeZone: knownZone(timeZone) });
}

/**
 * An instant's calendar day in the user's time zone (the profile's, DECISIONS.md): a renewal at
 * midnight in Auckland is that day in Auckland, whatever zone the browser is in.
 */
export function formatDay(value: string | number | Date, timeZone?: string): string {
  return format(value, { month: 'short', day: 'numeric', year: 'numeric' }, timeZone);
}

/** "Jun 9, 2025, 6:00 PM" in the user's time zone. */
export function formatDateTime(value: string | number | Date, timeZone?: string): string {
  return format(value, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }, timeZone);
}
