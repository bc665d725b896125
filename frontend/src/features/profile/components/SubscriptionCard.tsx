import type { User } from '@laneforge/contracts/user';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { AlertIcon, CardIcon, CheckIcon, SparkIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { SUPPORT_EMAIL } from '../../../lib/config';
import { formatDay } from '../../../lib/dates';
import { errorStatus, errorText } from '../../../lib/errors';
import { billingCycle, planDescription, tierName } from '../../../lib/plans';
import { useCustomerPortalMutation } from '../../subscription/api';

function StatusValue({ status }: { status: string | null | undefined }) {
  if (status === 'active') {
    return (
      <span className="status-ok">
        <CheckIcon size={16} /> Active
      </span>
    );
  }
  if (!status) return <span>Inactive</span>;
  return (
    <span className="status-warn">
      <AlertIcon size={16} /> {status}
    </span>
  );
}

function BillingInformation({ user }: { user: User }) {
  const [openPortal, { isLoading }] = useCustomerPortalMutation();
  const status = user.subscription_status;
  const periodEnd = user.current_period_end ? formatDay(user.current_period_end * 1000, user.timezone) : null;
  const cancelled = status === 'cancelled' || status === 'canceled';

  const manage = async () => {
    try {
      const result = await openPortal().unwrap();
      if (!result.portal_url) throw new Error('No portal address');
      window.location.assign(result.portal_url);
    } catch (err) {
      toast.error(errorStatus(err) === 400 ? 'No billing account found' : errorText(err, 'Failed to open billing portal'));
    }
  };

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
        {status === 'active' && periodEnd && (
          <div>
            <dt>Next Billing</dt>
            <dd>{periodEnd}</dd>
          </div>
        )}
        {cancelled && periodEnd && (
          <div>
            <dt>Access Until</dt>
            <dd>{periodEnd}</dd>
          </div>
        )}
      </dl>
      <div className="btn-row">
        <button type="button" className="btn btn-primary" onClick={() => void manage()} disabled={isLoading}>
          {isLoading ? <Spinner small /> : null}
          Manage Billing
        </button>
        <Link to="/subscription" className="btn btn-secondary">
          Plans
        </Link>
      </div>
    </>
  );
}

export function SubscriptionCard({ user }: { user: User }) {
  const free = user.subscription_type === 'free';
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
        <Link to="/subscription" className="btn btn-accent">
          <SparkIcon size={18} /> Upgrade to Pro
        </Link>
      ) : (
        user.subscription_type !== 'admin' && <BillingInformation user={user} />
      )}
      <p className="hint billing-help">
        Questions about billing or your plan? Email us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and a
        person will answer within one business day.
      </p>
    </section>
  );
}
