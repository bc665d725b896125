import type { AdminMessage, AdminUserList } from '@laneforge/contracts/admin';
import type { PriceReview } from '@laneforge/contracts/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/tokenStorage';
import { aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderApp, signedInState } from '../../test/render';
import AdminPage from './AdminPage';

const admin = aUser({ id: '0b7a2f2e-8a55-4a5e-9d55-6b0e0e1f0a01', name: 'Head Admin', email: 'admin@laneforge.test', role: 'admin', subscription_type: 'admin' });
const coach = aUser({ id: '1c8b3f3f-9b66-4b6f-8e66-7c1f1f2f1b02', name: 'Dana Torres', email: 'dana@riverside.swim' });

const list = (overrides: Partial<AdminUserList> = {}): AdminUserList => ({
  users: [admin, coach],
  total_count: 124,
  admin_count: 1,
  free_users: 80,
  lite_users: 20,
  pro_users: 15,
  elite_users: 8,
  matching_count: 2,
  page: 1,
  page_size: 50,
  ...overrides,
});

const prices: PriceReview = {
  products: [
    { product_name: 'LaneForge Pro', price_id: 'price_pro_monthly', amount: 19.99, interval: 'month', is_suspicious: false },
    { product_name: 'LaneForge Pro', price_id: 'price_pro_cheap', amount: 19.98, interval: 'month', is_suspicious: true },
  ],
  suspicious_count: 1,
};

type Routes = Parameters<typeof mockApi>[0];

function renderAdmin(route = '/admin', routes: Routes = {}) {
  saveToken('t', true);
  const api = mockApi({ 'GET /admin/users': { body: list() }, ...routes });
  renderApp(
    <>
      <AdminPage />
      <ToastContainer />
    </>,
    { route, path: '/admin', state: signedInState(admin) },
  );
  return api;
}

const bodyOf = async (request: Request) => JSON.parse(await request.clone().text()) as Record<string, unknown>;

describe('administrator dashboard', () => {
  it('shows the four tabs of the spec, six summary cards and the way back to the user view', async () => {
    renderAdmin();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs.slice(0, 4)).toEqual(['User Management', 'Stripe Management', 'Create Account', 'Admin Messages']);
    const cards = screen.getByRole('region', { name: 'Accounts' });
    for (const [label, value] of [['Total', '124'], ['Free', '80'], ['Lite', '20'], ['Pro', '15'], ['Elite', '8'], ['Admins', '1']]) {
      const card = within(cards).getByRole('heading', { name: label }).closest('article')!;
      await waitFor(() => expect(card).toHaveTextContent(value!));
    }
    expect(screen.getByRole('link', { name: 'Switch to User View' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('searches by email after a pause in typing and filters by plan', async () => {
    const { calls } = renderAdmin();
    await screen.findByText('dana@riverside.swim');
    await userEvent.type(screen.getByLabelText('Search by name or email'), 'dana@');
    await waitFor(() => expect(calls.some((c) => new URL(c.url).searchParams.get('search') === 'dana@')).toBe(true));
    expect(calls.filter((c) => new URL(c.url).searchParams.has('search'))).toHaveLength(1);
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'elite');
    await waitFor(() => expect(new URL(calls.at(-1)!.url).searchParams.get('subscription_type')).toBe('elite'));
  });

  it('pages through the matches', async () => {
    const { calls } = renderAdmin('/admin', { 'GET /admin/users': (request) => ({ body: list({ matching_count: 120, page: Number(new URL(request.url).searchParams.get('page')) }) }) });
    expect(await screen.findByText('Showing 1–50 of 120')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–100 of 120')).toBeInTheDocument();
    expect(new URL(calls.at(-1)!.url).searchParams.get('page')).toBe('2');
  });

  it('asks before deleting in the spec’s words, and never offers it for an administrator', async () => {
    const { calls } = renderAdmin('/admin', { 'DELETE /admin/users/1c8b3f3f-9b66-4b6f-8e66-7c1f1f2f1b02': { body: { success: true, message: 'User deleted successfully' } } });
    await screen.findByText('dana@riverside.swim');
    expect(screen.queryByRole('button', { name: 'Delete admin@laneforge.test' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete dana@riverside.swim' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete Dana Torres? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('the update-subscription dialog submits PUT /admin/users/{id} with the plan and status', async () => {
    const { calls } = renderAdmin('/admin', { 'PUT /admin/users/1c8b3f3f-9b66-4b6f-8e66-7c1f1f2f1b02': { body: { ...coach, subscription_type: 'elite_monthly' } } });
    await screen.findByText('dana@riverside.swim');
    await userEvent.click(screen.getByRole('button', { name: 'Update subscription of dana@riverside.swim' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Subscription' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Subscription Type'), 'elite_monthly');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Subscription' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(await bodyOf(put)).toEqual({ subscription_type: 'elite_monthly', subscription_status: 'active' });
  });

  it('the edit dialog sends name, email, plan, status and role, and shows the server’s words when refused', async () => {
    const { calls } = renderAdmin('/admin', { 'PUT /admin/users/1c8b3f3f-9b66-4b6f-8e66-7c1f1f2f1b02': { status: 409, body: { detail: 'An account with this email already exists' } } });
    await screen.findByText('dana@riverside.swim');
    await userEvent.click(screen.getByRole('button', { name: 'Edit dana@riverside.swim' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.type(within(dialog).getByLabelText('Email'), 'taken@riverside.swim');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(await bodyOf(calls.find((c) => c.method === 'PUT')!)).toEqual({ name: 'Dana Torres', email: 'taken@riverside.swim', role: 'user', subscription_type: 'free', subscription_status: 'active' });
  });

  it('shows a user and their plans', async () => {
    renderAdmin('/admin', {
      'GET /admin/users/1c8b3f3f-9b66-4b6f-8e66-7c1f1f2f1b02/workouts': {
        body: [{ id: '2d9c4a4a-0c77-4c70-9f77-8d2a2a3a2c03', date: '2025-03-03', plan_type: 'workout', description: 'x', coach_notes: null, title: 'Threshold Tuesday', generated_workout: '**Threshold Tuesday**', workout_content: '**Threshold Tuesday**\nWarm-up 400', created_at: '2025-03-02T10:00:00.000Z' }],
      },
    });
    await screen.findByText('dana@riverside.swim');
    await userEvent.click(screen.getByRole('button', { name: 'View dana@riverside.swim' }));
    const dialog = screen.getByRole('dialog', { name: 'Dana Torres' });
    expect(await within(dialog).findByText('Threshold Tuesday')).toBeInTheDocument();
    expect(within(dialog).getByText(/Warm-up 400/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the shared view' })).toHaveAttribute('href', '/share/2d9c4a4a-0c77-4c70-9f77-8d2a2a3a2c03');
  });

  it('says the spec’s text when the users cannot be loaded', async () => {
    renderAdmin('/admin', { 'GET /admin/users': { status: 503, body: {} } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users');
  });

  it('creates an account once name, email and password are filled', async () => {
    const { calls } = renderAdmin('/admin?tab=create', { 'POST /admin/users/create': { status: 201, body: coach } });
    const button = screen.getByRole('button', { name: 'Create Account' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Full Name'), 'Dana Torres');
    await userEvent.type(screen.getByLabelText('Email'), 'dana@riverside.swim');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'butterfly1');
    await userEvent.selectOptions(screen.getByLabelText('Subscription Type'), 'pro_annual');
    await userEvent.click(button);
    // The toast says who was made: the form is already cleared.
    expect(await screen.findByText('User created successfully: Dana Torres (dana@riverside.swim), Free.')).toBeInTheDocument();
    expect(await bodyOf(calls.find((c) => c.method === 'POST')!)).toEqual({ name: 'Dana Torres', email: 'dana@riverside.swim', password: 'butterfly1', subscription_type: 'pro_annual', role: 'user' });
  });

  it('sends a message to a tier and a user found by email, with an expiry', async () => {
    const sent: AdminMessage = { id: '3e0d5b5b-1d88-4d81-8088-9e3b3b4b3d04', title: 'Pool closed', message: 'Lane 4 is closed.', message_type: 'warning', target_users: ['pro'], target_labels: ['Pro'], expires_at: null, created_at: '2025-03-01T10:00:00.000Z', created_by: 'admin@laneforge.test', deactivated_at: null, active: true };
    const { calls } = renderAdmin('/admin?tab=messages', { 'GET /admin/messages': { body: [sent] }, 'POST /admin/messages': { status: 201, body: sent } });
    expect(await screen.findByText('Lane 4 is closed.')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send Message' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Title'), 'Meet moved');
    await userEvent.type(screen.getByLabelText('Message'), 'The meet is on Friday.');
    // All users is ticked at first, and stands alone: ticking Pro unticks it.
    const all = screen.getByRole('checkbox', { name: 'All users' });
    expect(all).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pro' }));
    expect(all).not.toBeChecked();
    expect(screen.getByText('Pro users', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Or find users by name or email'), 'dana');
    await userEvent.click(await screen.findByRole('button', { name: 'Add dana@riverside.swim' }));
    await userEvent.type(screen.getByLabelText('Expires (optional)'), '2030-06-01T18:30');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'warning');
    await userEvent.click(send);
    // The confirmation names exactly who gets it; nothing is sent before it is confirmed.
    const confirm = screen.getByRole('dialog', { name: 'Send this message?' });
    expect(within(confirm).getByText('Pro users and dana@riverside.swim')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Admin message created successfully')).toBeInTheDocument();
    expect(await bodyOf(calls.find((c) => c.method === 'POST')!)).toEqual({
      title: 'Meet moved',
      message: 'The meet is on Friday.',
      message_type: 'warning',
      target_users: ['pro', coach.id],
      expires_at: new Date('2030-06-01T18:30').toISOString(),
    });
  });

  it('keeps All users on its own: ticking it clears the tiers and users, adding a user unticks it', async () => {
    const { calls } = renderAdmin('/admin?tab=messages', { 'GET /admin/messages': { body: [] }, 'POST /admin/messages': { status: 201, body: {} } });
    const all = await screen.findByRole('checkbox', { name: 'All users' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pro' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Elite' }));
    expect(screen.getByText('Pro and Elite users', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.click(all);
    expect(all).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pro' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Elite' })).not.toBeChecked();
    expect(screen.getByText('every user', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Or find users by name or email'), 'dana');
    await userEvent.click(await screen.findByRole('button', { name: 'Add dana@riverside.swim' }));
    expect(all).not.toBeChecked();
    await userEvent.type(screen.getByLabelText('Title'), 'Hello');
    await userEvent.type(screen.getByLabelText('Message'), 'Just you.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Send this message?' })).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(await bodyOf(calls.find((c) => c.method === 'POST')!)).toMatchObject({ target_users: [coach.id] });
  });

  it('withdraws an active message', async () => {
    const sent: AdminMessage = { id: '3e0d5b5b-1d88-4d81-8088-9e3b3b4b3d04', title: 'Pool closed', message: 'Lane 4 is closed.', message_type: 'info', target_users: ['all'], target_labels: ['All users'], expires_at: null, created_at: '2025-03-01T10:00:00.000Z', created_by: 'admin@laneforge.test', deactivated_at: null, active: true };
    const { calls } = renderAdmin('/admin?tab=messages', { 'GET /admin/messages': { body: [sent] }, [`POST /admin/messages/${sent.id}/deactivate`]: { body: { ...sent, active: false, deactivated_at: '2025-03-01T11:00:00.000Z' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate “Pool closed”' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith(`/admin/messages/${sent.id}/deactivate`))).toBe(true));
  });

  it('highlights suspicious prices and deactivates one after confirming', async () => {
    const { calls } = renderAdmin('/admin?tab=stripe', { 'GET /admin/stripe/products': { body: prices }, 'POST /admin/stripe/deactivate-price': { body: { success: true, message: 'Price deactivated', price_id: 'price_pro_cheap' } } });
    expect(await screen.findByText(/1 suspicious price needs review/)).toBeInTheDocument();
    const row = screen.getByText('price_pro_cheap').closest('tr')!;
    expect(row).toHaveClass('admin-suspicious');
    expect(within(row).getByText('$19.98/month')).toBeInTheDocument();
    expect(screen.getByText('price_pro_monthly').closest('tr')).not.toHaveClass('admin-suspicious');
    await userEvent.click(within(row).getByRole('button', { name: 'Deactivate price_pro_cheap' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(await bodyOf(calls.find((c) => c.method === 'POST')!)).toEqual({ price_id: 'price_pro_cheap' });
  });

  it('says the spec’s text when prices cannot be loaded or deactivated', async () => {
    renderAdmin('/admin?tab=stripe', { 'GET /admin/stripe/products': { status: 503, body: {} } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load Stripe products');
  });
});
