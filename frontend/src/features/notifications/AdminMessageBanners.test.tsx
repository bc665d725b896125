import type { Notification } from '@laneforge/contracts/notifications';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '../../lib/tokenStorage';
import { aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderApp, signedInState } from '../../test/render';
import { useNotificationPolling } from './useNotificationPolling';
import { AdminMessageBanners } from './AdminMessageBanners';

const message = (id: string, data: Partial<Notification['data']>, read = false): Notification => ({
  id,
  created_at: '2025-03-01T10:00:00.000Z',
  read,
  data: { action: 'admin_message', title: 'Pool closed', message: 'Lane 4 is closed on Monday.', message_type: 'warning', expires_at: null, ...data },
});

/**
 * A read of the inbox. Counted by its address, not as "any GET": fetch is one global, so a request
 * that work left running by an earlier test makes (a user refresh, say) would be counted too.
 */
const readsInbox = (request: Request) => request.method === 'GET' && new URL(request.url).pathname === '/api/user/notifications';

const inbox = (notifications: Notification[]) => ({ body: { success: true, notifications, unread: notifications.length } });

function renderBanners(notifications: Notification[]) {
  saveToken('t', true);
  const api = mockApi({ 'GET /user/notifications': inbox(notifications) });
  renderApp(<AdminMessageBanners />, { route: '/dashboard', path: '/dashboard', state: signedInState(aUser()) });
  return api;
}

describe('admin message banners on the dashboard', () => {
  it('shows a free user’s admin messages from one read of the inbox, and nothing else', async () => {
    const { calls } = renderBanners([
      message('a1', {}),
      message('a2', { title: 'Welcome', message: 'Glad you are here.', message_type: 'success' }, true),
      { id: 'n1', created_at: '2025-03-01T09:00:00.000Z', read: false, data: { action: 'subscription_updated', message: 'Your plan changed.' } },
    ]);
    await screen.findByText('Welcome');
    const banner = screen.getByText('Pool closed').closest('[role="status"]')!;
    expect(banner).toHaveTextContent('Lane 4 is closed on Monday.');
    expect(banner).toHaveClass('alert-warning');
    // Announced (read) already, it stays until the user closes it.
    expect(screen.getByText('Glad you are here.').closest('[role="status"]')).toHaveClass('alert-success');
    expect(screen.queryByText('Your plan changed.')).not.toBeInTheDocument();
    expect(calls.filter(readsInbox)).toHaveLength(1);
  });

  it('dismisses a banner, and it stays dismissed on the next visit', async () => {
    const first = renderBanners([message('a1', {}), message('a2', { title: 'Welcome', message: 'Glad you are here.', message_type: 'success' })]);
    await screen.findByText('Welcome');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss “Pool closed”' }));
    expect(screen.queryByText('Pool closed')).not.toBeInTheDocument();
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    expect(first.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    cleanup();
    renderBanners([message('a1', {}), message('a2', { title: 'Welcome', message: 'Glad you are here.', message_type: 'success' })]);
    await screen.findByText('Welcome');
    expect(screen.queryByText('Pool closed')).not.toBeInTheDocument();
  });

  it('for a paid user, rides on the notification poll: one request per poll, new messages appear', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    saveToken('t', true);
    let notifications = [message('a1', {})];
    const { calls } = mockApi({ 'GET /user/notifications': () => inbox(notifications) });
    function PaidDashboard() {
      useNotificationPolling(true, true);
      return <AdminMessageBanners />;
    }
    renderApp(<PaidDashboard />, { route: '/dashboard', path: '/dashboard', state: signedInState(aUser({ subscription_type: 'pro_monthly' })) });
    await vi.waitFor(() => expect(screen.getByText('Pool closed')).toBeInTheDocument());
    notifications = [...notifications, message('a2', { title: 'Meet moved', message: 'Friday now.' })];
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    await vi.waitFor(() => expect(screen.getByText('Meet moved')).toBeInTheDocument());
    expect(calls.filter(readsInbox)).toHaveLength(2);
  });

  it('takes a banner away when its message expires while the page is open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
    renderBanners([message('a1', { expires_at: '2025-03-01T12:30:00Z' })]);
    await vi.waitFor(() => expect(screen.getByText('Pool closed')).toBeInTheDocument());
    await act(async () => {
      vi.advanceTimersByTime(30 * 60_000 + 1);
    });
    expect(screen.queryByText('Pool closed')).not.toBeInTheDocument();
  });
});
