import { useAppSelector } from '../../../app/hooks';
import { AlertIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { formatDay } from '../../../lib/dates';
import { planLabel, tierName } from '../../../lib/plans';
import { useBillingStatusQuery } from '../api';
import { useSubscriptionActions } from '../hooks/useSubscriptionActions';
import './payment-issue.css';

/**
 * A failed renewal stays in sight until it is fixed: a lasting box (not a toast) wherever the coach
 * plans or buys, saying what failed and when it is tried again, with Update card to the billing
 * portal, where a saved card pays at once (Pay now). It goes when the payment succeeds.
 */
export function PaymentIssueBanner() {
  const user = useAppSelector((s) => s.auth.user);
  const pastDue = user?.subscription_status === 'past_due';
  const { data: status } = useBillingStatusQuery(undefined, { skip: !pastDue });
  const { openPortal, busy } = useSubscriptionActions();
  if (!user || !pastDue || status?.payment_issues === false) return null;

  const plan = status?.subscription_type ?? user.subscription_type;
  const retry = status?.next_retry_at ? ` We will try again on ${formatDay(status.next_retry_at * 1000, user.timezone)}; if no try succeeds, your plan ends.` : '';
  return (
    <section className="alert alert-warning payment-issue" aria-labelledby="payment-issue-title">
      <AlertIcon size={20} />
      <div>
        <h2 id="payment-issue-title">Your payment for {planLabel(plan)} failed</h2>
        <p>
          We could not charge your card.{retry} Update your card and pay now to keep {tierName(plan)}.
        </p>
      </div>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => void openPortal()} disabled={busy.portal}>
        {busy.portal ? <Spinner small /> : null}
        Update card
      </button>
    </section>
  );
}
