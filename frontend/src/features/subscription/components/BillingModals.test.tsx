import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import type { BillingStatus } from '@laneforge/contracts/subscription';
import { saveToken } from '../../../lib/tokenStorage';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderApp, signedInState } from '../../../test/render';
import { SubscriptionCard } from './SubscriptionCard';

const END = Date.UTC(2026, 11, 1, 12) / 1000;
const status = (overrides: Partial<BillingStatus> = {}): BillingStatus => ({
  subscription_type: 'pro_monthly',
  subscription_status: 'active',
  in_grace_period: false,
  grace_period_end: null,
  payment_issues: false,
  failed_payment_attempts: 0,
  pro_trial_available: false,
  billing_period_start: END - 30 * 86_400,
  billing_period_end: END,
  scheduled_plan: null,
  next_retry_at: null,
  renews: true,
  pro_trial_starts_at: null,
  ...overrides,
});

/**
 * Billing's status as it stands, changed by the actions, and auth's copy of the user agreeing with
 * it: after an action the card reads the user until it agrees with billing (refreshUserUntil), so a
 * user that never agrees would keep that loop asking for seconds after the test, into later tests.
 */
function billingHeld(initial: BillingStatus) {
  let held = initial;
  return {
    set: (next: BillingStatus) => (held = next),
    status: () => ({ body: held }),
    user: () => ({ body: aUser({ subscription_type: held.subscription_type, subscription_status: held.subscription_status, current_period_end: END }) }),
  };
}

function renderCard(user = aUser({ subscription_type: 'pro_monthly', subscription_status: 'active', current_period_end: END })) {
  saveToken('t', true);
  return renderApp(
    <>
      <SubscriptionCard user={user} />
      <ToastContainer />
    </>,
    { state: signedInState(user) },
  );
}

describe('billing modals', () => {
  it('Manage Subscription → Cancel → Yes, Cancel uses cancel-with-options and, with the trial offered, shows the Special Offer; the trial starts', async () => {
    const billing = billingHeld(status());
    const cancelled = status({ subscription_status: 'cancelled', in_grace_period: true, grace_period_end: END, renews: false });
    const { calls } = mockApi({
      'GET /subscription/billing-status': billing.status,
      'POST /subscription/cancel-with-options': () => {
        billing.set(cancelled);
        return { body: { success: true, message: 'x', grace_period_end: END, pro_trial_offered: true } };
      },
      'POST /subscription/pro-trial-offer': () => ({
        body: {
          success: true,
          message: 'Pro trial accepted! Your 30 days of Pro start on December 1, 2026, when your paid access ends, and run until December 31, 2026.',
          status: billing.set({ ...cancelled, pro_trial_starts_at: END }),
        },
      }),
      'GET /user/refresh': billing.user,
    });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    const manage = await screen.findByRole('dialog', { name: 'Manage Subscription' });
    expect(within(manage).getByText('Pro Monthly')).toBeInTheDocument();
    expect(within(manage).getByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', '/subscription');
    await userEvent.click(await within(manage).findByRole('button', { name: 'Cancel Subscription' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel Subscription' });
    expect(within(confirm).getByRole('button', { name: 'Keep Subscription' })).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText(/^Your subscription has been cancelled\. You keep access until Dec 1, 2026\.$/)).toBeInTheDocument();
    const offer = await screen.findByRole('dialog', { name: 'Special Offer' });
    // The trial is Pro: it offers Pro's features from the declared table, and not Elite's priority support.
    for (const text of ['Daily workout generation', 'Season plans and taper programs', 'Test-derived paces', 'Premium analytics']) expect(within(offer).getByText(text)).toBeInTheDocument();
    expect(within(offer).queryByText('Priority support')).toBeNull();
    expect(within(offer).getByRole('button', { name: 'Maybe Later' })).toBeInTheDocument();
    // The trial's 30 days start when the paid access ends, and the offer says so.
    expect(within(offer).getByText('Your 30 days start on Dec 1, 2026, when your paid access ends, so you lose none of the time you paid for.')).toBeInTheDocument();
    await userEvent.click(within(offer).getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText(/^Pro trial accepted! Your 30 days of Pro start on December 1, 2026, when your paid access ends/)).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toContain('POST /api/subscription/pro-trial-offer');
  });

  it('Billing Details of a cancelled subscription: the grace box reactivates it', async () => {
    const billing = billingHeld(status({ subscription_status: 'cancelled', in_grace_period: true, grace_period_end: END, renews: false }));
    mockApi({
      'GET /subscription/billing-status': billing.status,
      'POST /subscription/reactivate': () => ({ body: { success: true, message: 'x', status: billing.set(status()) } }),
      'GET /user/refresh': billing.user,
    });
    renderCard(aUser({ subscription_type: 'pro_monthly', subscription_status: 'cancelled', current_period_end: END }));
    await userEvent.click(screen.getByRole('button', { name: 'Billing Details' }));
    const details = await screen.findByRole('dialog', { name: 'Billing Details' });
    expect(await within(details).findByText('Your subscription is cancelled. You keep access until Dec 1, 2026.')).toBeInTheDocument();
    expect(within(details).getByText('cancelled')).toHaveClass('status-cancelled');
    await userEvent.click(within(details).getByRole('button', { name: 'Reactivate Subscription' }));
    expect(await screen.findByText('Subscription reactivated successfully!')).toBeInTheDocument();
  });

  it('Billing Details shows the payment issue with its failed attempts, and the trial box leads to the offer', async () => {
    mockApi({ 'GET /subscription/billing-status': { body: status({ subscription_status: 'past_due', payment_issues: true, failed_payment_attempts: 2, pro_trial_available: true }) } });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Billing Details' }));
    const details = await screen.findByRole('dialog', { name: 'Billing Details' });
    expect(await within(details).findByText(/Failed attempts: 2\./)).toBeInTheDocument();
    expect(within(details).getByText('past due')).toHaveClass('status-past-due');
    await userEvent.click(within(details).getByRole('button', { name: 'View Offer' }));
    expect(await screen.findByRole('dialog', { name: 'Special Offer' })).toBeInTheDocument();
  });

  it('says what went wrong in the spec’s words', async () => {
    mockApi({
      'GET /subscription/billing-status': { body: status({ subscription_status: 'cancelled', in_grace_period: true, grace_period_end: END }) },
      'POST /subscription/reactivate': { status: 500, body: {} },
      'POST /subscription/customer-portal': { status: 400, body: { detail: 'anything' } },
    });
    renderCard(aUser({ subscription_type: 'pro_monthly', subscription_status: 'cancelled', current_period_end: END }));
    await userEvent.click(screen.getByRole('button', { name: 'Manage Billing' }));
    expect(await screen.findByText('No billing account found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Billing Details' }));
    const details = await screen.findByRole('dialog', { name: 'Billing Details' });
    await userEvent.click(await within(details).findByRole('button', { name: 'Reactivate Subscription' }));
    expect(await screen.findByText('Failed to reactivate subscription')).toBeInTheDocument();
  });

  it('Manage Subscription of a cancelled plan offers Reactivate, and no second Cancel', async () => {
    const billing = billingHeld(status({ subscription_status: 'cancelled', in_grace_period: true, grace_period_end: END, renews: false }));
    const { calls } = mockApi({
      'GET /subscription/billing-status': billing.status,
      'POST /subscription/reactivate': () => ({ body: { success: true, message: 'Subscription reactivated successfully!', status: billing.set(status()) } }),
      'GET /user/refresh': billing.user,
    });
    renderCard(aUser({ subscription_type: 'pro_monthly', subscription_status: 'cancelled', current_period_end: END }));
    await userEvent.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    const manage = await screen.findByRole('dialog', { name: 'Manage Subscription' });
    expect(await within(manage).findByText('Access until Dec 1, 2026')).toBeInTheDocument();
    expect(within(manage).queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    await userEvent.click(within(manage).getByRole('button', { name: 'Reactivate Subscription' }));
    expect(await screen.findByText('Subscription reactivated successfully!')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/subscription/reactivate'))).toBe(true);
  });

  it('Billing Details of a past-due plan leads to the portal with Update card', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    mockApi({
      'GET /subscription/billing-status': { body: status({ subscription_status: 'past_due', payment_issues: true, failed_payment_attempts: 1, renews: false }) },
      'POST /subscription/customer-portal': { body: { success: true, portal_url: '/api/billing/local/portal/bps_x' } },
    });
    renderCard(aUser({ subscription_type: 'pro_monthly', subscription_status: 'past_due', current_period_end: END }));
    await userEvent.click(screen.getByRole('button', { name: 'Billing Details' }));
    const details = await screen.findByRole('dialog', { name: 'Billing Details' });
    await userEvent.click(await within(details).findByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/billing/local/portal/bps_x'));
  });
});
