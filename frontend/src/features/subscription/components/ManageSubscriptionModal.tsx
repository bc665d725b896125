import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/Spinner';
import { planLabel } from '../../../lib/plans';
import { Modal } from './Modal';

interface Props {
  subscriptionType: string;
  canCancel: boolean;
  portalBusy: boolean;
  onClose: () => void;
  onPortal: () => void;
  onCancel: () => void;
}

/** Spec §2: Manage Subscription: the current plan, Change Plan, the billing portal, and Cancel for paid plans. */
export function ManageSubscriptionModal({ subscriptionType, canCancel, portalBusy, onClose, onPortal, onCancel }: Props) {
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
      </dl>
      <div className="modal-actions">
        <Link to="/subscription" className="btn btn-primary">
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
