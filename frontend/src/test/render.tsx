import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@laneforge/contracts/user';
import type { RootState } from '../app/store';
import { makeStore } from '../app/store';

/** Shows where the router is, so a test can assert redirects and the state they carry. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

export function signedInState(user: User): Partial<RootState> {
  return { auth: { status: 'authenticated', user, checkedAt: null } };
}

export function renderApp(
  ui: ReactElement,
  { route = '/', path = '*', state }: { route?: string; path?: string; state?: Partial<RootState> } = {},
) {
  const store = makeStore(state);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {path !== '*' && <Route path="*" element={null} />}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
}
