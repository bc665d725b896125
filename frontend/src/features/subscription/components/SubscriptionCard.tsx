import type { User } from '@laneforge/contracts/user';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AlertIcon, CardIcon, CheckIcon, SparkIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { SUPPORT_EMAIL } from '../../../lib/config';
import { formatDay } from '../../../lib/dates';
import { billingCycle, planDescription, tierName } from '../../../lib/plans';
import { useBillingStatusQuery } from '../api';
import { BillingModals, type BillingModal } from './BillingModals';
import { useSubscriptionActions } from '../hooks/useSubscriptionActions';
import { PrioritySupport } from './PrioritySupport';

function StatusValue({ status }: { status: string | null | undefined }) {
  if (status === 'active') {
    return (
      <span className="status-ok">
        <CheckIcon size={16} /> Active
      </span>
    );
  }
  if (!status) return <span>Inactive</span>;
  const words: Record<string, string> = { past_due: 'Past due', cancelled: 'Cancelled', canceled: 'Cancelled', expired: 'Expired' };
  return (
    <span className="status-warn">
      <AlertIcon size={16} /> {words[status] ?? status}
    </span>
  );
}

function BillingInformation({ user, show }: { user: User; show: (modal: BillingModal) => void }) {
  const { openPortal, reactivate, busy } = useSubscriptionActions();
  const status = user.subscription_status;
  const periodEnd = user.current_period_end ? formatDay(user.current_period_end * 1000, user.timezone) : null;
  const cancelled = status === 'cancelled' || status === 'canceled';
  // A trial or an administrator's grant does not charge at the end of its period: it ends then.
  const billing = useBillingStatusQuery();
  const renews = billing.data?.renews ?? true;
  const reactivatable = billing.data?.in_grace_period ?? false;

  return (
    <>
      <h3 className="subheading">Billing Information</h3>
      <dl className="billing-list">
        <div>
          <dt>Status</dt>
          <dd>
            <StatusValue status={status} />
          </dd>
        </div>
        <div>
          <dt>Billing Cycle</dt>
          <dd>{billingCycle(user.subscription_type)}</dd>
        </div>
        {status === 'active' && renews && periodEnd && (
          <div>
            <dt>Next Billing</dt>
            <dd>{periodEnd}</dd>
          </div>
        )}
        {(cancelled || (status === 'active' && !renews)) && periodEnd && (
          <div>
            <dt>Access Until</dt>
            <dd>{periodEnd}</dd>
          </div>
        )}
      </dl>
      <div className="btn-row">
        {reactivatable && (
          <button type="button" className="btn btn-primary" onClick={() => void reactivate()} disabled={busy.reactivate}>
            {busy.reactivate ? <Spinner small /> : null}
            Reactivate Subscription
          </button>
        )}
        <button type="button" className={reactivatable ? 'btn btn-secondary' : 'btn btn-primary'} onClick={() => void openPortal()} disabled={busy.portal}>
          {busy.portal ? <Spinner small /> : null}
          {status === 'past_due' ? 'Update card' : 'Manage Billing'}
        </button>
        <Link to="/subscription" className="btn btn-secondary">
          Plans
        </Link>
      </div>
      <div className="btn-row">
        <button type="button" className="btn btn-secondary" onClick={() => show('details')}>
          Billing Details
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => show('manage')}>
          Manage Subscription
        </button>
      </div>
    </>
  );
}

/** A free user whose cancellation earned the Pro trial can still take it (DECISIONS.md, once per user). */
function TrialOffer({ show }: { show: (modal: BillingModal) => void }) {
  const { data } = useBillingStatusQuery();
  if (!data?.pro_trial_available) return null;
  return (
    <button type="button" className="btn btn-ghost" onClick={() => show('offer')}>
      <SparkIcon size={18} /> View Offer: 30 days of Pro, free
    </button>
  );
}

export function SubscriptionCard({ user }: { user: User }) {
  const free = user.subscription_type === 'free';
  const [modal, setModal] = useState<BillingModal>(null);
  return (
    <section className="card" aria-labelledby="billing-title">
      <h2 id="billing-title" className="card-title">
        <CardIcon /> Subscription &amp; Billing
      </h2>
      <div className="plan-summary">
        <p className="plan-name">{tierName(user.subscription_type)} plan</p>
        <p className="muted">{planDescription(user.subscription_type)}</p>
      </div>
      {free ? (
        <div className="btn-row">
          <Link to="/subscription" className="btn btn-accent">
            <SparkIcon size={18} /> Upgrade to Pro
          </Link>
          {user.subscription_status === 'expired' && <TrialOffer show={setModal} />}
        </div>
      ) : (
        user.subscription_type !== 'admin' && <BillingInformation user={user} show={setModal} />
      )}
      <BillingModals open={modal} setOpen={setModal} subscriptionType={user.subscription_type} />
      <p className="hint billing-help">
        Questions about billing or your plan? Email us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and a
        person will answer within one business day.
      </p>
      <PrioritySupport user={user} />
    </section>
  );
}
