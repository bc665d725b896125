import { useCallback, useState } from 'react';

/**
 * The one rule for a form's own checks (spec §5): the fields a failed check is about are marked
 * aria-invalid, point to the error line, and the first of them takes the focus, so a keyboard or
 * screen-reader user lands where the fix is rather than on a message alone.
 */
export function useInvalidFields(errorId: string) {
  const [invalid, setInvalid] = useState<readonly string[]>([]);
  /** Marks these fields (element ids) invalid and focuses the first; none clears the marks. */
  const mark = useCallback((ids: readonly string[]) => {
    setInvalid(ids);
    if (ids[0]) document.getElementById(ids[0])?.focus();
  }, []);
  const field = (id: string) => (invalid.includes(id) ? { 'aria-invalid': true as const, 'aria-errormessage': errorId } : {});
  return { mark, field };
}

/** The ids of the fields left empty (blank after trimming, or an unticked box). */
export function emptyFields(fields: Record<string, string | boolean>): string[] {
  return Object.entries(fields)
    .filter(([, value]) => (typeof value === 'boolean' ? !value : !value.trim()))
    .map(([id]) => id);
}
