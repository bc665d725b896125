/** Calendar days in a time zone. Plain functions, no zod: services and the browser share them. */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (YYYY-MM-DD) of an instant in an IANA time zone. Formatters are kept per zone:
 * making one costs far more than using it, and this runs on every `/auth/me`.
 */
export function localDate(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dayFormats.size > 1_000) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}
