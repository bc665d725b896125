import type { UsageCheck } from '@laneforge/contracts/training';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/tokenStorage';
import { aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderApp, signedInState } from '../../test/render';
import DashboardPage from './DashboardPage';
import { allowanceText } from './StatCards';

const usage = { can_use: true, tier: 'free', allowance: 1, period: 'week', used: 0, renews_at: null };

function renderDashboard(route = '/dashboard', user = aUser()) {
  saveToken('t', true);
  mockApi({ 'GET /usage/check': { body: usage }, 'GET /user/workouts': { body: [] } });
  return renderApp(<DashboardPage />, { route, path: '/dashboard', state: signedInState(user) });
}

describe('dashboard', () => {
  it('welcomes a brand-new coach, and welcomes back one who has been here before', () => {
    const { unmount } = renderDashboard('/dashboard', aUser({ name: 'Dana Reyes', created_at: new Date().toISOString(), total_workouts_created: 0 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome, Dana$/);
    unmount();
    renderDashboard('/dashboard', aUser({ name: 'Dana Reyes', created_at: new Date().toISOString(), total_workouts_created: 3 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome back, Dana$/);
  });

  it('keeps a failed payment in sight: a lasting box with Update card, and Past due on the header’s plan', async () => {
    saveToken('t', true);
    const retry = Date.UTC(2026, 11, 28, 15) / 1000;
    mockApi({
      'GET /usage/check': { body: { ...usage, tier: 'pro', period: 'day' } },
      'GET /user/workouts': { body: [] },
      'GET /subscription/billing-status': {
        body: { subscription_type: 'pro_monthly', subscription_status: 'past_due', in_grace_period: false, grace_period_end: null, payment_issues: true, failed_payment_attempts: 1, pro_trial_available: false, billing_period_start: null, billing_period_end: null, scheduled_plan: null, next_retry_at: retry, renews: false, pro_trial_starts_at: null },
      },
    });
    renderApp(<DashboardPage />, { route: '/dashboard', path: '/dashboard', state: signedInState(aUser({ subscription_type: 'pro_monthly', subscription_status: 'past_due' })) });
    const banner = screen.getByRole('region', { name: 'Your payment for Pro Monthly failed' });
    expect(await within(banner).findByText(/We will try again on Dec 28, 2026; if no try succeeds, your plan ends\. Update your card and pay now to keep Pro\./)).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Update card' })).toBeEnabled();
    expect(screen.getByText('Pro Monthly · Past due')).toBeInTheDocument();
  });

  it('shows no payment box while payments go through', () => {
    renderDashboard('/dashboard', aUser({ subscription_type: 'pro_monthly' }));
    expect(screen.queryByRole('region', { name: /Your payment/ })).toBeNull();
    expect(screen.queryByText(/Past due/)).toBeNull();
  });

  it('shows the three stat cards', async () => {
    renderDashboard('/dashboard', aUser({ workouts_created_today: 1, total_workouts_created: 14 }));
    expect(screen.getByRole('heading', { name: 'Current Plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Today's Usage" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Total Created' })).toBeInTheDocument();
    expect(screen.getByText('14')).toBeInTheDocument();
    expect(await screen.findByText('0 of 1 used this week')).toBeInTheDocument();
  });

  it('gives the allowance’s renewal day in the profile’s time zone, not the browser’s', () => {
    // Midnight on 16 June in Auckland is still 15 June in UTC and in New York.
    const renewal: UsageCheck = { can_use: false, tier: 'free', allowance: 1, period: 'week', used: 1, renews_at: '2025-06-15T12:00:00Z' };
    expect(allowanceText(aUser({ timezone: 'Pacific/Auckland' }), renewal)).toBe('1 of 1 used this week · renews Jun 16, 2025');
    expect(allowanceText(aUser({ timezone: 'America/New_York' }), renewal)).toBe('1 of 1 used this week · renews Jun 15, 2025');
  });

  it('selects the tab named in ?tab=', async () => {
    renderDashboard('/dashboard?tab=history');
    expect(screen.getByRole('tab', { name: 'Training History' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No Training Plans Yet' })).toBeInTheDocument();
  });

  it('shows Upgrade to free users and no Admin button to non-admins', () => {
    renderDashboard();
    expect(screen.getByRole('link', { name: /Upgrade/ })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByRole('link', { name: /Admin/ })).not.toBeInTheDocument();
  });

  it('shows Admin to admins, and no Upgrade to paid users', () => {
    renderDashboard('/dashboard', aUser({ role: 'admin', subscription_type: 'admin' }));
    expect(screen.getByRole('link', { name: /Admin/ })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: /Upgrade/ })).not.toBeInTheDocument();
  });

  it('user menu shows initials, name, tier, email and the four items', async () => {
    renderDashboard('/dashboard', aUser({ subscription_type: 'elite_monthly' }));
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'Training History', 'Plans & Pricing', 'Sign Out']);
    expect(screen.getAllByText('Elite Monthly').length).toBeGreaterThan(0);
    expect(screen.getByText('dana@riverside.swim')).toBeInTheDocument();
    expect(screen.getByText('DT')).toBeInTheDocument();
  });
});
