import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/render';
import LoginPage from './LoginPage';

const renderLogin = (route = '/login') => renderApp(<LoginPage />, { route, path: '/login' });

describe('login screen', () => {
  it('asks for both fields before calling the server', async () => {
    const { fetchMock } = mockApi({});
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(fetchMock).not.toHaveBeenCalled();
    // Both empty fields are marked and the first has the focus: the fix starts where the keyboard is.
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Email'), 'dana@riverside.swim');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it("shows the server's reason when the credentials are wrong", async () => {
    mockApi({ 'POST /auth/login': { status: 401, body: { detail: 'Invalid email or password' } } });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'dana@riverside.swim');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("falls back to 'Login failed' when the server gives no reason", async () => {
    mockApi({ 'POST /auth/login': { status: 500, body: {} } });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'dana@riverside.swim');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('with "Stay signed in" keeps the token in localStorage and opens the dashboard', async () => {
    const { calls } = mockApi({ 'POST /auth/login': { body: { access_token: 'tok', user: aUser() } } });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'dana@riverside.swim');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByLabelText('Stay signed in'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(localStorage.getItem('laneforge_token')).toBe('tok');
    expect(await calls[0]?.json()).toMatchObject({ email: 'dana@riverside.swim', password: 'secret1', remember: true });
  });

  it('without "Stay signed in" keeps the token for this tab only', async () => {
    mockApi({ 'POST /auth/login': { body: { access_token: 'tok', user: aUser() } } });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'dana@riverside.swim');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(sessionStorage.getItem('laneforge_token')).toBe('tok');
    expect(localStorage.getItem('laneforge_token')).toBeNull();
  });

  it('sends admins to /admin and keeps a checkout return for others', async () => {
    mockApi({ 'POST /auth/login': { body: { access_token: 'tok', user: aUser() } } });
    renderLogin('/login?subscription=success&plan=pro_annual');
    await userEvent.type(screen.getByLabelText('Email'), 'dana@riverside.swim');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?subscription=success&plan=pro_annual'),
    );
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});

describe('password reset on the login screen', () => {
  async function openReset() {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
  }

  async function fill(code: string, password: string, confirm: string) {
    await userEvent.type(screen.getByLabelText('Email'), 'dana@riverside.swim');
    if (code) await userEvent.type(screen.getByLabelText('6-digit code'), code);
    if (password) await userEvent.type(screen.getByLabelText('New Password'), password);
    if (confirm) await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('switches in place and back', async () => {
    await openReset();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('requires every field', async () => {
    await openReset();
    await fill('123456', 'abcdef', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  });

  it('requires matching passwords', async () => {
    await openReset();
    await fill('123456', 'abcdef', 'abcdeg');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
  });

  it('requires 6 characters', async () => {
    await openReset();
    await fill('123456', 'abc', 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
  });

  it('mails a code, then resets with it and returns to sign in', async () => {
    const { calls } = mockApi({
      'POST /auth/reset-password/request': {
        body: { success: true, message: 'If an account exists for this email, a 6-digit code has been sent. It is valid for 15 minutes.' },
      },
      'POST /auth/reset-password': { body: { success: true, message: 'ok' } },
    });
    await openReset();
    await userEvent.type(screen.getByLabelText('Email'), 'dana@riverside.swim');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('a 6-digit code has been sent');
    await userEvent.type(screen.getByLabelText('6-digit code'), '482913');
    await userEvent.type(screen.getByLabelText('New Password'), 'newsecret');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'newsecret');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(await calls[1]?.json()).toEqual({
      email: 'dana@riverside.swim',
      code: '482913',
      new_password: 'newsecret',
      confirm_password: 'newsecret',
    });
    expect(calls[1]?.headers.get('authorization')).toBeNull();
  });

  it("shows the server's reason for a wrong code", async () => {
    mockApi({ 'POST /auth/reset-password': { status: 400, body: { detail: 'Invalid or expired reset code' } } });
    await openReset();
    await fill('000000', 'newsecret', 'newsecret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset code');
  });
});
