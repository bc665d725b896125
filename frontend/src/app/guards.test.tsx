import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sessionCleared } from '../lib/session';
import { saveToken } from '../lib/tokenStorage';
import { aUser } from '../test/fixtures';
import { mockApi } from '../test/mockApi';
import { LocationProbe, signedInState } from '../test/render';
import { PublicOnly, RequireAdmin, RequireAuth } from './guards';
import type { RootState } from './store';
import { makeStore } from './store';

function renderRoutes(route: string, state?: Partial<RootState>) {
  const store = makeStore(state);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/" element={<h1>Landing page</h1>} />
          <Route element={<PublicOnly />}>
            <Route path="/login" element={<h1>Sign in page</h1>} />
          </Route>
          <Route element={<RequireAuth />}>
            <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
            <Route element={<RequireAdmin />}>
              <Route path="/admin" element={<h1>Admin page</h1>} />
            </Route>
          </Route>
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('protected routes', () => {
  it('send visitors to /login carrying where they were going', async () => {
    renderRoutes('/dashboard?tab=history');
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    const state = JSON.parse(screen.getByTestId('location').dataset.state ?? 'null');
    expect(state.from).toMatchObject({ pathname: '/dashboard', search: '?tab=history' });
  });

  it('show a spinner while the session is being checked', async () => {
    saveToken('t', true);
    mockApi({ 'GET /auth/me': () => new Promise(() => undefined) });
    renderRoutes('/dashboard', { auth: { status: 'checking', user: null, checkedAt: null } });
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session');
  });

  it('re-check a stored token on route change and let the user in', async () => {
    saveToken('t', true);
    mockApi({ 'GET /auth/me': { body: aUser() } });
    renderRoutes('/dashboard', { auth: { status: 'anonymous', user: null, checkedAt: null } });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('send a signed-in non-admin away from /admin to /dashboard', async () => {
    renderRoutes('/admin', signedInState(aUser()));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('send the page a user signed out from to the landing page, even before the sign-out has moved there', async () => {
    const store = renderRoutes('/dashboard', signedInState(aUser()));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    // The cleared session renders first; the page it names ("default", MemoryRouter's first entry) leaves for "/".
    act(() => void store.dispatch(sessionCleared({ signedOutAt: 'default' })));
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('send a protected page the user did not sign out from to /login, as any visitor', async () => {
    const store = renderRoutes('/dashboard', signedInState(aUser()));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    act(() => void store.dispatch(sessionCleared({ signedOutAt: 'another-page' })));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  });

  it('let admins into /admin', async () => {
    renderRoutes('/admin', signedInState(aUser({ role: 'admin' })));
    expect(await screen.findByRole('heading', { name: 'Admin page' })).toBeInTheDocument();
  });
});

describe('the sign-in screen for someone already signed in', () => {
  it('redirects admins to /admin', async () => {
    renderRoutes('/login', signedInState(aUser({ role: 'admin' })));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
  });

  it('redirects other users to /dashboard', async () => {
    renderRoutes('/login', signedInState(aUser()));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
