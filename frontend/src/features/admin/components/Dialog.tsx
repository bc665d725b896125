import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { useReturnFocus } from '../../../components/focus';

/**
 * A modal dialog on the native <dialog>: focus stays inside, Escape closes it, the page behind is
 * inert. It is open while mounted; the owner unmounts it to close it, and focus goes back to what
 * opened it (components/focus.ts).
 */
export function Dialog({ title, onClose, children, wide = false }: { title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useReturnFocus();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // jsdom has no showModal; an open attribute shows the same content there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  return (
    <dialog
      ref={ref}
      className={wide ? 'admin-dialog admin-dialog-wide' : 'admin-dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="admin-dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="btn btn-ghost btn-sm" aria-label="Close" onClick={onClose}>
          <CloseIcon size={18} />
        </button>
      </div>
      {children}
    </dialog>
  );
}

/** Cancel and the dialog's action; a form's submit unless `onConfirm` is given. */
export function DialogActions({ label, busy, onCancel, onConfirm, danger = false }: { label: string; busy: boolean; onCancel: () => void; onConfirm?: () => void; danger?: boolean }) {
  return (
    <div className="btn-row admin-dialog-actions">
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type={onConfirm ? 'button' : 'submit'} className={danger ? 'btn btn-danger' : 'btn btn-primary'} onClick={onConfirm} disabled={busy}>
        {busy ? <Spinner small /> : null}
        {label}
      </button>
    </div>
  );
}
