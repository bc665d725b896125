import { useCallback, useId, useRef, useState } from 'react';
import { ChevronDownIcon, DownloadIcon } from '../icons';
import { Spinner } from '../Spinner';
import { useDismiss } from '../useDismiss';
import type { ExportFormat } from '../../lib/planText';
import type { DownloadTarget } from './usePlanActions';
import { useDownloadPlan } from './usePlanActions';

/** A watch workout is one practice: a season goes to the calendar instead. */
const formats: { format: ExportFormat; label: string; workoutsOnly?: boolean }[] = [
  { format: 'docx', label: 'Word (DOCX)' },
  { format: 'pdf', label: 'PDF' },
  { format: 'fit', label: 'Garmin watch (FIT)', workoutsOnly: true },
  { format: 'ics', label: 'Calendar (ICS)' },
];

/**
 * The Download button and its list of formats. Choosing one (or Esc) closes the list and gives the
 * focus back to the button, which stays focusable while the file comes (busy, not disabled).
 */
export function DownloadMenu({ target, small = false }: { target: DownloadTarget; small?: boolean }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { download, downloading } = useDownloadPlan();
  const close = useCallback(() => {
    setOpen(false);
    // Focus in the list goes with it: back to the button. A click elsewhere keeps where it went.
    if (ref.current?.contains(document.activeElement)) toggle.current?.focus();
  }, []);
  useDismiss(open, ref, close);

  return (
    <div className="popover-anchor" ref={ref}>
      <button
        ref={toggle}
        type="button"
        className={`btn btn-secondary${small ? ' btn-sm' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          if (!downloading) setOpen((v) => !v);
        }}
        aria-disabled={downloading || undefined}
        aria-busy={downloading || undefined}
      >
        {downloading ? <Spinner small /> : <DownloadIcon size={18} />}
        Download
        <ChevronDownIcon size={16} />
      </button>
      {open && (
        <ul id={listId} className="popover-list">
          {formats
            .filter((f) => !(f.workoutsOnly && target.plan_type === 'season'))
            .map(({ format, label }) => (
            <li key={format}>
              <button
                type="button"
                onClick={() => {
                  close();
                  void download(target, format);
                }}
              >
                {label}
              </button>
            </li>
            ))}
        </ul>
      )}
    </div>
  );
}
