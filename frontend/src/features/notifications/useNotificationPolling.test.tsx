import { screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/tokenStorage';
import { aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderApp, signedInState } from '../../test/render';
import type { AppNotification } from './api';
import { toastFor, toastsFor, useNotificationPolling } from './useNotificationPolling';

function Probe({ paid }: { paid: boolean }) {
  useNotificationPolling(true, paid);
  return <ToastContainer />;
}

const note = (id: string, action: string, message: string, read = false) => ({ id, created_at: '2026-05-01T10:00:00Z', read, data: { action, message } });

describe('notification polling', () => {
  it('toasts each unread notification once, marks it read and refreshes the user after a subscription change', async () => {
    saveToken('t', true);
    const { calls } = mockApi({
      'GET /user/notifications': {
        body: { success: true, unread: 1, notifications: [note('n1', 'subscription_updated', 'Your Pro Monthly subscription is active. Welcome aboard!'), note('n0', 'payment_succeeded', 'Old news', true)] },
      },
      'POST /user/notifications/read': { body: { success: true, unread: 0, notifications: [] } },
      'GET /user/refresh': { body: aUser({ subscription_type: 'pro_monthly' }) },
    });
    renderApp(<Probe paid={false} />, { state: signedInState(aUser()) });
    expect(await screen.findByText('Your Pro Monthly subscription is active. Welcome aboard!')).toBeInTheDocument();
    expect(screen.queryByText('Old news')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/user/refresh'))).toBe(true));
    const read = calls.find((c) => c.url.endsWith('/user/notifications/read'))!;
    expect(await read.json()).toEqual({ ids: ['n1'] });
  });
});

describe('back from checkout', () => {
  it('keeps the subscription notice quiet on the first poll, before the dashboard that welcomes the coach has mounted', async () => {
    saveToken('t', true);
    window.history.pushState({}, '', '/dashboard?subscription=success&plan=pro_monthly');
    const { calls } = mockApi({
      'GET /user/notifications': { body: { success: true, unread: 1, notifications: [note('n2', 'subscription_updated', 'Your Pro Monthly subscription is active.')] } },
      'POST /user/notifications/read': { body: { success: true, unread: 0, notifications: [] } },
      'GET /user/refresh': { body: aUser({ subscription_type: 'pro_monthly' }) },
    });
    renderApp(<Probe paid={false} />, { state: signedInState(aUser()) });
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/user/notifications/read'))).toBe(true));
    expect(screen.queryByText('Your Pro Monthly subscription is active.')).not.toBeInTheDocument();
    window.history.pushState({}, '', '/');
  });
});

describe('how a notification looks', () => {
  const notice = (action: string, message_type?: 'success' | 'warning' | 'info') =>
    ({ id: 'n', created_at: '2026-05-01T10:00:00Z', read: false, data: { action, message: 'x', ...(message_type ? { message_type } : {}) } }) as AppNotification;

  it('shows a failed renewal as a warning, never with a success tick', () => {
    expect(toastFor(notice('subscription_updated', 'warning'))).toEqual({ type: 'warning', autoClose: 8000 });
    expect(toastFor(notice('payment_failed'))).toEqual({ type: 'warning', autoClose: 8000 });
    expect(toastFor(notice('subscription_updated', 'success'))).toEqual({ type: 'success', autoClose: 6000 });
    // Notices kept from before they said how they look read as before.
    expect(toastFor(notice('subscription_updated'))).toEqual({ type: 'success', autoClose: 6000 });
  });
});

describe('the toast policy for notifications', () => {
  const n = (id: string, action: string) => ({ id, created_at: '2026-05-01T10:00:00Z', read: false, data: { action, message: id } }) as AppNotification;

  it('makes one toast of a payment and the subscription change it made, the change itself', () => {
    expect(toastsFor([n('paid', 'payment_succeeded'), n('active', 'subscription_updated')], false).map((x) => x.id)).toEqual(['active']);
  });

  it('says nothing the page has just said about the subscription, but always tells of a failed payment', () => {
    expect(toastsFor([n('paid', 'payment_succeeded'), n('active', 'subscription_updated')], true)).toEqual([]);
    expect(toastsFor([n('failed', 'payment_failed')], true).map((x) => x.id)).toEqual(['failed']);
    expect(toastsFor([n('failed', 'payment_failed'), { ...n('past due', 'subscription_updated'), data: { action: 'subscription_updated', message: 'x', message_type: 'warning' } } as AppNotification], true).map((x) => x.id)).toEqual(['past due']);
  });

  it('leaves administrators’ messages to the dashboard’s banners', () => {
    expect(toastsFor([n('hello', 'admin_message')], false)).toEqual([]);
  });
});
