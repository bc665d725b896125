import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../../lib/tokenStorage';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderApp, signedInState } from '../../../test/render';
import DashboardPage from './DashboardPage';

const usage = { can_use: true, tier: 'free', allowance: 1, period: 'week', used: 0, renews_at: null };

function renderDashboard(route = '/dashboard', user = aUser()) {
  saveToken('t', true);
  mockApi({ 'GET /usage/check': { body: usage }, 'GET /user/workouts': { body: [] } });
  return renderApp(<DashboardPage />, { route, path: '/dashboard', state: signedInState(user) });
}

describe('dashboard', () => {
  it('shows the three stat cards', async () => {
    renderDashboard('/dashboard', aUser({ workouts_created_today: 1, total_workouts_created: 14 }));
    expect(screen.getByRole('heading', { name: 'Current Plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Today's Usage" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Total Created' })).toBeInTheDocument();
    expect(screen.getByText('14')).toBeInTheDocument();
    expect(await screen.findByText('0 of 1 used this week')).toBeInTheDocument();
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
