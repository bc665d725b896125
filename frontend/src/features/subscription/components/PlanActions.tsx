import type { BillingStatus } from '@laneforge/contracts/subscription';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../components/Spinner';
import { formatDay } from '../../../lib/dates';
import type { PlanCard } from '../../../lib/plans';
import { price, tierOf } from '../../../lib/plans';
import { useBillingStatusQuery } from '../api';
import type { useCheckout } from '../hooks/useCheckout';
import { useSubscriptionActions } from '../hooks/useSubscriptionActions';

/** The plan a coach pays for and where it stands, or null when they pay for none (Free, a trial, an administrator's grant). */
export function heldPlan(status: BillingStatus | undefined): { plan: string; state: 'running' | 'cancelled' | 'past_due'; paidUntil: number | null } | null {
  if (!status) return null;
  const plan = status.subscription_type === 'monthly' ? 'pro_monthly' : status.subscription_type === 'annual' ? 'pro_annual' : status.subscription_type;
  if (status.payment_issues) return { plan, state: 'past_due', paidUntil: null };
  if (status.renews) return { plan, state: 'running', paidUntil: status.billing_period_end };
  if (status.in_grace_period) return { plan, state: 'cancelled', paidUntil: status.grace_period_end };
  return null;
}

/**
 * A paid card's buttons, by what the coach already has (DECISIONS.md "One subscription at a time"):
 * Subscribe when they pay for nothing; the plan they hold is their current plan, or Reactivate when
 * it is cancelled with paid time left — never bought again; another plan is a Switch, confirmed in
 * the billing portal (an upgrade now with a prorated charge, a downgrade at the renewal); after a
 * failed payment, Update card comes first.
 */
export function PlanActions({ plan, checkout }: { plan: PlanCard; checkout: ReturnType<typeof useCheckout> }) {
  const currentTier = useAppSelector((s) => (s.auth.user ? tierOf(s.auth.user.subscription_type) : null));
  // Someone on Free holds no paid plan: only a subscriber's buttons depend on billing's word.
  const status = useBillingStatusQuery(undefined, { skip: !checkout.signedIn || currentTier === 'free' });
  const actions = useSubscriptionActions();
  if (!checkout.signedIn) {
    return (
      <>
        <Link to="/register" className={`btn ${plan.badge === 'Most Popular' ? 'btn-primary' : 'btn-secondary'}`}>
          Create Account to Subscribe
        </Link>
        <p className="small muted center">
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      </>
    );
  }
  const held = heldPlan(status.data);
  const reactivate = async () => {
    if (await actions.reactivate()) void status.refetch();
  };
  const options = [
    { id: `${plan.tier}_monthly`, cycle: 'Monthly', amount: price(plan.monthly) },
    { id: `${plan.tier}_annual`, cycle: 'Annually', amount: price(plan.annual ?? 0) },
  ];
  const busy = checkout.pendingPlan !== undefined;

  return (
    <>
      {currentTier === plan.tier && <span className="badge current-plan">Your current plan</span>}
      {options.map(({ id, cycle, amount }, i) => {
        const look = `btn ${i === 0 ? 'btn-primary' : 'btn-secondary'}`;
        if (held?.plan === id && held.state === 'running') {
          return (
            <button key={id} type="button" className="btn btn-secondary" disabled>
              Current plan ({cycle})
            </button>
          );
        }
        if (held?.plan === id && held.state === 'cancelled') {
          return (
            <button key={id} type="button" className={look} onClick={() => void reactivate()} disabled={actions.busy.reactivate}>
              {actions.busy.reactivate ? <Spinner small /> : null}
              Reactivate {cycle} - no charge until {held.paidUntil ? formatDay(held.paidUntil * 1000) : 'your renewal'}
            </button>
          );
        }
        if (held?.plan === id && held.state === 'past_due') {
          return (
            <button key={id} type="button" className={look} onClick={() => void actions.openPortal()} disabled={actions.busy.portal}>
              {actions.busy.portal ? <Spinner small /> : null}
              Update card to keep {cycle}
            </button>
          );
        }
        // Busy, not disabled, while the checkout is made: if it fails, the focus is still on the button.
        return (
          <button
            key={id}
            type="button"
            className={look}
            onClick={() => {
              if (!busy) void checkout.subscribe(id);
            }}
            disabled={held?.state === 'past_due'}
            aria-disabled={busy || undefined}
          >
            {checkout.pendingPlan === id ? <Spinner small /> : null}
            {held ? `Switch to ${cycle} - ${amount}` : `Subscribe ${cycle} - ${amount}`}
          </button>
        );
      })}
    </>
  );
}
