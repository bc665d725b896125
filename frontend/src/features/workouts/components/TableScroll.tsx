import type { ReactNode } from 'react';

/** Wide tables scroll sideways on a phone; the region takes focus so keyboards can scroll it too. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
