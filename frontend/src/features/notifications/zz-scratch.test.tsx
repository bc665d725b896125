import type { Notification } from '@laneforge/contracts/notifications';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '../../lib/tokenStorage';
import { aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderApp, signedInState } from '../../test/render';
import { refreshUserUntil } from '../../lib/auth/session';
import { useNotificationPolling } from './useNotificationPolling';
import { AdminMessageBanners } from './AdminMessageBanners';

const message = (id: string, data: Partial<Notification['data']>, read = false): Notification => ({
  id, created_at: '2025-03-01T10:00:00.000Z', read,
  data: { action: 'admin_message', title: 'Pool closed', message: 'Lane 4 is closed on Monday.', message_type: 'warning', expires_at: null, ...data },
});
const inbox = (notifications: Notification[]) => ({ body: { success: true, notifications, unread: notifications.length } });
const realSetTimeout = globalThis.setTimeout;
const DELAY = Number(process.env.DELAY ?? 0);

describe('scratch', () => {
  it('a test that leaves a refresh loop behind (as BillingModals settle() does)', async () => {
    saveToken('t', true);
    const { calls } = mockApi({ 'GET /user/refresh': { body: aUser() } });
    const { store } = renderApp(<div />, { state: signedInState(aUser()) });
    void store.dispatch(refreshUserUntil(() => false));
    await vi.waitFor(() => expect(calls.length).toBe(1));
    await new Promise((r) => setTimeout(r, 300));
  });
  it('paid poll', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const t0 = Date.now();
    saveToken('t', true);
    let notifications = [message('a1', {})];
    const { calls } = mockApi({ 'GET /user/notifications': async () => { const n = notifications; console.log('GET at fake', Date.now() - t0, new Error().stack?.split('\n').slice(2,4).join('|')); await new Promise((r) => realSetTimeout(r, DELAY)); return inbox(n); } });
    function PaidDashboard() {
      useNotificationPolling(true, true);
      return <AdminMessageBanners />;
    }
    const { store } = renderApp(<PaidDashboard />, { route: '/dashboard', path: '/dashboard', state: signedInState(aUser({ subscription_type: 'pro_monthly' })) });
    let last = '';
    store.subscribe(() => { const q = (store.getState() as any).api.queries['notifications(undefined)']; const d = q ? q.status + ' ' + q.requestId : 'none'; if (d !== last) { last = d; console.log('STATE', Date.now() - t0, d); } });
    await vi.waitFor(() => expect(screen.getByText('Pool closed')).toBeInTheDocument());
    console.log('pool closed at', Date.now() - t0);
    notifications = [...notifications, message('a2', { title: 'Meet moved', message: 'Friday now.' })];
    await act(async () => { vi.advanceTimersByTime(10_000); });
    console.log('advanced to', Date.now() - t0);
    await vi.waitFor(() => expect(screen.getByText('Meet moved')).toBeInTheDocument());
    console.log('meet moved at', Date.now() - t0, calls.map((c) => c.method + ' ' + c.url).join(', '));
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });
});
