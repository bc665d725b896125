import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
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
    const { calls } = mockApi({ 'POST /subscription/create-checkout-session': { status: 400, body: {} } });
    renderApp(page, { route: '/subscription', state: signedInState(aUser()) });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Annually - $199.99' }));
    expect(await screen.findByText('Invalid subscription plan')).toBeInTheDocument();
    expect(await calls[0]?.json()).toMatchObject({
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
