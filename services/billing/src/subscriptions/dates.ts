/** "March 15, 2026": the dates in answers, in UTC (notifications use the user's own time zone). */
export const dayText = (unixSeconds: number | null) =>
  unixSeconds === null ? 'the end of the period' : new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(unixSeconds * 1000));
