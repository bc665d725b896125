import { Spinner } from '../../../components/Spinner';
import { Modal } from './Modal';

/** Spec §2: Cancel Subscription confirmation. */
export function CancelModal({ accessUntil, busy, onKeep, onConfirm }: { accessUntil: string | null; busy: boolean; onKeep: () => void; onConfirm: () => void }) {
  return (
    <Modal
      title="Cancel Subscription"
      onClose={onKeep}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onKeep}>
            Keep Subscription
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
            {busy ? <Spinner small /> : null}
            Yes, Cancel
          </button>
        </>
      }
    >
      <p>Are you sure you want to cancel your subscription?</p>
      <p className="muted">
        {accessUntil ? `You keep access until ${accessUntil}, and you can reactivate before then.` : 'You keep access until the end of the period you paid for.'}
      </p>
    </Modal>
  );
}
