import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getToken, saveToken } from '../../lib/tokenStorage';
import { aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderApp, signedInState } from '../../test/render';
import ProfilePanel, { supportMailto } from './ProfilePanel';

function renderProfile(user = aUser()) {
  saveToken('t', true);
  return renderApp(<ProfilePanel user={user} />, { route: '/dashboard?tab=profile', state: signedInState(user) });
}

describe('profile', () => {
  it('prefills the support mail with email, plan label and name', () => {
    const href = decodeURIComponent(supportMailto(aUser({ subscription_type: 'pro_annual' })));
    expect(href).toMatch(/^mailto:support@laneforge\.app\?subject=/);
    expect(href).toContain('Email: dana@riverside.swim');
    expect(href).toContain('Plan: Pro Annual');
    expect(href).toContain('Name: Dana Torres');
  });

  it('requires a name and an email', async () => {
    renderProfile();
    await userEvent.clear(screen.getByLabelText('Full Name'));
    await userEvent.type(screen.getByLabelText('Full Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Name and email are required');
  });

  it('asks for the current password only when the email changes, and sends it with the change', async () => {
    const { calls } = mockApi({ 'PUT /auth/profile': { body: aUser({ email: 'dana@newclub.swim' }) } });
    renderProfile();
    const personal = within(screen.getByRole('region', { name: 'Personal Information' }));
    expect(personal.queryByLabelText('Current Password')).toBeNull();
    fireEvent.change(personal.getByLabelText('Email'), { target: { value: 'dana@newclub.swim' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your current password to change your email');
    expect(calls.filter((c) => c.url.endsWith('/auth/profile'))).toEqual([]);

    fireEvent.change(personal.getByLabelText('Current Password'), { target: { value: 'freestyle1' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/auth/profile'))).toHaveLength(1));
    const body = await calls.find((c) => c.url.endsWith('/auth/profile'))!.clone().json();
    expect(body).toMatchObject({ email: 'dana@newclub.swim', current_password: 'freestyle1' });
  });

  it('loads API-relative pictures from the API base', () => {
    const { container } = renderProfile(aUser({ picture: '/user/pictures/abc/123.webp' }));
    expect(container.querySelector('img.avatar')).toHaveAttribute('src', '/api/user/pictures/abc/123.webp');
  });

  it.each([
    ['a non-image', new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }), 'Please select an image file'],
    ['an image over 5 MB', new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' }), 'Image size must be less than 5MB'],
  ])('refuses %s before uploading', async (_label, file, text) => {
    const { calls } = mockApi({});
    renderProfile();
    fireEvent.change(screen.getByLabelText('Profile picture'), { target: { files: [file] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(calls.filter((c) => c.url.includes('/upload-picture'))).toEqual([]);
  });

  it('shows Upgrade to Pro for free users and billing details for paid ones', () => {
    renderProfile();
    expect(screen.getByRole('link', { name: /Upgrade to Pro/ })).toHaveAttribute('href', '/subscription');
  });

  it('shows Access Until for a cancelled paid plan', () => {
    renderProfile(aUser({ subscription_type: 'lite_monthly', subscription_status: 'cancelled', current_period_end: 1767225600 }));
    expect(screen.getByText('Monthly')).toBeInTheDocument();
    expect(screen.getByText('Access Until')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();
  });
});

describe('password change', () => {
  async function submit(current: string, next: string, confirm: string) {
    if (current) await userEvent.type(screen.getByLabelText('Current Password'), current);
    if (next) await userEvent.type(screen.getByLabelText('New Password'), next);
    if (confirm) await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
  }

  it('requires all password fields', async () => {
    renderProfile();
    await submit('', 'newsecret', 'newsecret');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all password fields');
  });

  it('requires matching passwords', async () => {
    renderProfile();
    await submit('oldsecret', 'newsecret', 'newsecreT');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
  });

  it('requires 6 characters', async () => {
    renderProfile();
    await submit('oldsecret', 'short', 'short');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
  });

  it('keeps the session when the current password is wrong', async () => {
    mockApi({ 'POST /auth/change-password': { status: 400, body: { detail: 'Current password is incorrect' } } });
    renderProfile();
    await submit('wrong-one', 'newsecret', 'newsecret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(getToken()).toBe('t');
  });

  it('signs out 1 s after a successful change', async () => {
    const { calls } = mockApi({
      'POST /auth/change-password': { body: { success: true, message: 'Password reset successfully! Please login again.' } },
      'POST /auth/logout': { status: 401, body: { detail: 'Not authenticated' } },
    });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    renderProfile();
    await submit('oldsecret', 'newsecret', 'newsecret');
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/auth/change-password'))).toHaveLength(1));
    expect(getToken()).toBe('t');
    await waitFor(() => expect(timers.mock.calls.some(([, ms]) => ms === 1_000)).toBe(true));
    await waitFor(() => expect(getToken()).toBeNull(), { timeout: 5_000 });
    timers.mockRestore();
    // Navigation follows the sign-out; wait for it rather than read it once.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), { timeout: 5_000 });
  });
});
