/** The browser's IANA zone: allowances reset at midnight where the coach is (DECISIONS.md). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
