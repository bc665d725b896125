import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/Spinner';
import { planLabel } from '../../../lib/plans';
import { Modal } from './Modal';

interface Props {
  subscriptionType: string;
  canCancel: boolean;
  /** A cancelled plan with paid time left: until when, and Reactivate keeps it. */
  cancelledUntil: string | null;
  portalBusy: boolean;
  reactivating: boolean;
  onClose: () => void;
  onPortal: () => void;
  onCancel: () => void;
  onReactivate: () => void;
}

/** Spec §2: Manage Subscription: the current plan, Change Plan, the billing portal, and Cancel for paid plans (Reactivate once cancelled). */
export function ManageSubscriptionModal({ subscriptionType, canCancel, cancelledUntil, portalBusy, reactivating, onClose, onPortal, onCancel, onReactivate }: Props) {
  return (
    <Modal
      title="Manage Subscription"
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      <dl className="billing-list">
        <div>
          <dt>Current Plan</dt>
          <dd>{planLabel(subscriptionType)}</dd>
        </div>
        {cancelledUntil && (
          <div>
            <dt>Cancelled</dt>
            <dd>Access until {cancelledUntil}</dd>
          </div>
        )}
      </dl>
      <div className="modal-actions">
        {cancelledUntil && (
          <button type="button" className="btn btn-primary" onClick={onReactivate} disabled={reactivating}>
            {reactivating ? <Spinner small /> : null}
            Reactivate Subscription
          </button>
        )}
        <Link to="/subscription" className={cancelledUntil ? 'btn btn-secondary' : 'btn btn-primary'}>
          Change Plan
        </Link>
        <button type="button" className="btn btn-secondary" onClick={onPortal} disabled={portalBusy}>
          {portalBusy ? <Spinner small /> : null}
          Billing Portal
        </button>
        {canCancel && (
          <button type="button" className="btn btn-danger-outline" onClick={onCancel}>
            Cancel Subscription
          </button>
        )}
      </div>
    </Modal>
  );
}
