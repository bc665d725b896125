import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import type { BillingStatus } from '@laneforge/contracts/subscription';
import { saveToken } from '../../../lib/tokenStorage';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderApp, signedInState } from '../../../test/render';
import SubscriptionPage from './SubscriptionPage';

const page = (
  <>
    <SubscriptionPage />
    <ToastContainer />
  </>
);

describe('plan chooser', () => {
  it('asks visitors to create an account, with a sign-in link, and starts Free on the dashboard', () => {
    renderApp(page, { route: '/subscription' });
    expect(screen.getAllByRole('link', { name: 'Create Account to Subscribe' })).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Start Free' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByText('Ultimate')).toBeInTheDocument();
  });

  it('sends the chosen plan to checkout and shows the server reason for a bad plan', async () => {
    saveToken('t', true);
    const sent: unknown[] = [];
    mockApi({ 'POST /subscription/create-checkout-session': async (request) => (sent.push(await request.json()), { status: 400, body: {} }) });
    renderApp(page, { route: '/subscription', state: signedInState(aUser()) });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Annually - $199.99' }));
    expect(await screen.findByText('Invalid subscription plan')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      plan: 'pro_annual',
      user_id: aUser().id,
      success_url: 'http://localhost:3000/dashboard?subscription=success&plan=pro_annual',
      cancel_url: 'http://localhost:3000/subscription?cancelled=true',
    });
  });

  it('reports a checkout answer without an address', async () => {
    saveToken('t', true);
    mockApi({ 'POST /subscription/create-checkout-session': { body: {} } });
    renderApp(page, { route: '/subscription', state: signedInState(aUser()) });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Monthly - $9.99' }));
    expect(await screen.findByText('Unable to create subscription checkout. Please try again.')).toBeInTheDocument();
  });

  it("shows the service's detail while billing is unavailable", async () => {
    saveToken('t', true);
    mockApi({ 'POST /subscription/create-checkout-session': { status: 503, body: { detail: 'Billing is not available yet' } } });
    renderApp(page, { route: '/subscription', state: signedInState(aUser()) });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Monthly - $29.99' }));
    expect(await screen.findByText('Billing is not available yet')).toBeInTheDocument();
  });
});

describe('plan chooser for a coach who already pays', () => {
  const END = Date.UTC(2026, 11, 27, 12) / 1000;
  const billing = (overrides: Partial<BillingStatus>): BillingStatus => ({
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
  const pro = aUser({ subscription_type: 'pro_monthly', current_period_end: END });

  it('shows the plan held as the current plan, not for sale again, and another plan as a Switch', async () => {
    saveToken('t', true);
    const sent: unknown[] = [];
    mockApi({
      'GET /subscription/billing-status': { body: billing({}) },
      'POST /subscription/create-checkout-session': async (request) => (sent.push(await request.json()), { status: 400, body: { detail: 'x' } }),
    });
    renderApp(page, { route: '/subscription', state: signedInState(pro) });
    expect(await screen.findByRole('button', { name: 'Current plan (Monthly)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Subscribe Monthly - $19.99' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Monthly - $29.99' }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ plan: 'elite_monthly' })]));
  });

  it('offers Reactivate for a cancelled plan with paid time left, which reactivates instead of buying it again', async () => {
    saveToken('t', true);
    // Billing's status changes with the reactivation, and auth's copy (pro) agrees with it then: the
    // page reads the user until it does, a loop that would otherwise outlive this test.
    let held = billing({ subscription_status: 'cancelled', in_grace_period: true, grace_period_end: END, renews: false });
    const { calls } = mockApi({
      'GET /subscription/billing-status': () => ({ body: held }),
      'POST /subscription/reactivate': () => {
        held = billing({});
        return { body: { success: true, message: 'Subscription reactivated successfully!', status: held } };
      },
      'GET /user/refresh': { body: pro },
    });
    renderApp(page, { route: '/subscription', state: signedInState(aUser({ ...pro, subscription_status: 'cancelled' })) });
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate Monthly - no charge until Dec 27, 2026' }));
    expect(await screen.findByText('Subscription reactivated successfully!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/subscription/create-checkout-session'))).toBe(false);
  });

  it('after a failed payment: a lasting notice with Update card, and no plan change until it is paid', async () => {
    saveToken('t', true);
    mockApi({ 'GET /subscription/billing-status': { body: billing({ subscription_status: 'past_due', payment_issues: true, failed_payment_attempts: 1, next_retry_at: END + 86_400, renews: false }) } });
    renderApp(page, { route: '/subscription', state: signedInState(aUser({ ...pro, subscription_status: 'past_due' })) });
    const notice = await screen.findByRole('region', { name: 'Your payment for Pro Monthly failed' });
    expect(await within(notice).findByText(/We will try again on Dec 28, 2026; if no try succeeds, your plan ends\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update card to keep Monthly' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Switch to Monthly - $29.99' })).toBeDisabled();
  });
});
