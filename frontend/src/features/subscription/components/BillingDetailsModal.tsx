import type { BillingStatus } from '@laneforge/contracts/subscription';
import { AlertIcon, SparkIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { formatDay } from '../../../lib/dates';
import { planLabel } from '../../../lib/plans';
import { Modal } from './Modal';

const day = (seconds: number | null) => (seconds ? formatDay(seconds * 1000) : '—');

function statusClass(status: string): string {
  if (status === 'active') return 'status-badge status-active';
  if (status === 'cancelled' || status === 'canceled') return 'status-badge status-cancelled';
  if (status === 'past_due') return 'status-badge status-past-due';
  return 'status-badge status-other';
}

interface Props {
  status: BillingStatus | undefined;
  loading: boolean;
  reactivating: boolean;
  portalBusy: boolean;
  onClose: () => void;
  onReactivate: () => void;
  onPortal: () => void;
  onViewOffer: () => void;
}

const TRIAL_DAYS = 30;

/** Spec §2: Billing Details, with the grace-period, payment-issue and trial boxes when they apply. */
export function BillingDetailsModal({ status, loading, reactivating, portalBusy, onClose, onReactivate, onPortal, onViewOffer }: Props) {
  const cancelled = status?.subscription_status === 'cancelled' || status?.subscription_status === 'canceled';
  return (
    <Modal
      title="Billing Details"
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      {loading || !status ? (
        <Spinner />
      ) : (
        <>
          <dl className="billing-list">
            <div>
              <dt>Plan</dt>
              <dd>{planLabel(status.subscription_type)}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <span className={statusClass(status.subscription_status)}>{status.subscription_status.replace('_', ' ')}</span>
              </dd>
            </div>
            <div>
              <dt>Billing period start</dt>
              <dd>{day(status.billing_period_start)}</dd>
            </div>
            <div>
              <dt>Billing period end</dt>
              <dd>{day(status.billing_period_end)}</dd>
            </div>
          </dl>
          {cancelled && (
            <div className="info-box grace-box" role="status">
              <h3>Grace period</h3>
              <p>
                {status.in_grace_period
                  ? `Your subscription is cancelled. You keep access until ${day(status.grace_period_end)}.`
                  : `Your access ended on ${day(status.grace_period_end)}.`}
              </p>
              {status.pro_trial_starts_at !== null && (
                <p>
                  Your free Pro trial starts on {day(status.pro_trial_starts_at)} and runs until {day(status.pro_trial_starts_at + TRIAL_DAYS * 86_400)}. Reactivating keeps your paid plan instead.
                </p>
              )}
              {status.in_grace_period && (
                <button type="button" className="btn btn-primary" onClick={onReactivate} disabled={reactivating}>
                  {reactivating ? <Spinner small /> : null}
                  Reactivate Subscription
                </button>
              )}
            </div>
          )}
          {status.payment_issues && (
            <div className="info-box payment-box" role="alert">
              <h3>
                <AlertIcon size={16} /> Payment issue
              </h3>
              <p>
                We could not charge your card. Failed attempts: {status.failed_payment_attempts}.
                {status.next_retry_at ? ` We will try again on ${day(status.next_retry_at)}.` : ''} Update your card in the billing portal, then pay with Pay now.
              </p>
              <button type="button" className="btn btn-primary" onClick={onPortal} disabled={portalBusy}>
                {portalBusy ? <Spinner small /> : null}
                Update card
              </button>
            </div>
          )}
          {status.pro_trial_available && (
            <div className="info-box trial-box">
              <h3>
                <SparkIcon size={16} /> Pro trial available
              </h3>
              <p>
                Try Pro free for 30 days, no card needed
                {status.in_grace_period ? `, starting ${day(status.grace_period_end)} when your paid access ends.` : '.'}
              </p>
              <button type="button" className="btn btn-accent" onClick={onViewOffer}>
                View Offer
              </button>
            </div>
          )}
        </>
      )}
    </Modal>
  );
}
