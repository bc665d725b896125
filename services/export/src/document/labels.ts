const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

const dateOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "Sat, Nov 21, 2026": the training date with its weekday, as a coach reads it on the deck. */
export function dateText(iso: string): string {
  return longDate.format(dateOf(iso));
}

/** "Sep 14–20", or "Sep 28 – Oct 4" across a month's end. */
export function dateRangeText(fromIso: string, toIso: string): string {
  const from = dateOf(fromIso);
  const to = dateOf(toIso);
  if (from.getUTCMonth() === to.getUTCMonth()) return `${shortDate.format(from)}–${to.getUTCDate()}`;
  return `${shortDate.format(from)} – ${shortDate.format(to)}`;
}
