import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Provider, useStore } from 'react-redux';
import { checkSession } from '../lib/auth/session';
import { getToken } from '../lib/tokenStorage';
import { useAppDispatch } from './hooks';
import { AppRoutes } from './routes';
import type { RootState } from './store';
import { makeStore } from './store';
import { useSessionKeeper } from './useSessionKeeper';

// One store for the life of the tab: it outlives visits to the landing page, which runs without it.
const store = makeStore();

/** Spec §4: with a stored token, the user is fetched before any guarded screen decides anything. */
export function SessionRoot({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  useEffect(() => {
    // Coming back from the landing page with a live session needs no new check.
    if (getToken() && store.getState().auth.status !== 'authenticated') void dispatch(checkSession());
  }, [dispatch, store]);
  useSessionKeeper();
  return children;
}

export default function StatefulApp() {
  return (
    <Provider store={store}>
      <SessionRoot>
        <AppRoutes />
      </SessionRoot>
    </Provider>
  );
}
