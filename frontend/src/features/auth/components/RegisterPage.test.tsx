import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/render';
import RegisterPage from './RegisterPage';

async function fillAndSubmit({ name = 'Dana Torres', email = 'dana@riverside.swim', password = 'secret1', terms = true, privacy = true }) {
  if (name) await userEvent.type(screen.getByLabelText('Full Name'), name);
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  if (terms) await userEvent.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
  if (privacy) await userEvent.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('registration', () => {
  const renderRegister = () => renderApp(<RegisterPage />, { route: '/register', path: '/register' });

  it('requires all three fields', async () => {
    renderRegister();
    await fillAndSubmit({ name: '' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('requires a 6-character password', async () => {
    renderRegister();
    await fillAndSubmit({ password: 'abc' });
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
  });

  it('requires both agreements', async () => {
    renderRegister();
    await fillAndSubmit({ privacy: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Please accept the Terms of Service and Privacy Policy');
  });

  it('opens the Terms and the Privacy Policy in a new window', () => {
    renderRegister();
    expect(screen.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('target', '_blank');
  });

  it('always remembers the new session and opens the dashboard', async () => {
    mockApi({ 'POST /auth/register': { status: 201, body: { access_token: 'fresh', user: aUser() } } });
    renderRegister();
    await fillAndSubmit({});
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(localStorage.getItem('laneforge_token')).toBe('fresh');
  });

  it('shows the reason an email cannot be used', async () => {
    mockApi({ 'POST /auth/register': { status: 409, body: { detail: 'An account with this email already exists' } } });
    renderRegister();
    await fillAndSubmit({});
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
  });
});
