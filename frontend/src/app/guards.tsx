import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/Spinner';
import { afterSignInPath, checkSession, originOf } from '../lib/auth/session';
import { getToken } from '../lib/tokenStorage';
import { useAppDispatch, useAppSelector } from './hooks';

/**
 * Spec §2, protected routes: a spinner while authentication loads; visitors go to /login carrying
 * where they were going; with a stored token but no user, the session is checked again on each
 * route change (once per location, so a server that stays down does not cause a loop).
 */
export function RequireAuth() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { status, checkedAt, signedOutAt } = useAppSelector((s) => s.auth);
  const needsRecheck = status === 'anonymous' && getToken() !== null && checkedAt !== location.key;

  useEffect(() => {
    if (needsRecheck) void dispatch(checkSession(location.key));
  }, [dispatch, needsRecheck, location.key]);

  if (status === 'checking' || needsRecheck) return <PageSpinner label="Checking your session…" />;
  // Signed out from this page: to the landing page, whether or not the sign-out's own move there has rendered yet.
  if (status !== 'authenticated' && signedOutAt === location.key) return <Navigate to="/" replace />;
  if (status !== 'authenticated') return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/** DECISIONS.md: a signed-in non-admin who opens /admin is sent to /dashboard. */
export function RequireAdmin() {
  const role = useAppSelector((s) => s.auth.user?.role);
  if (role !== 'admin') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/**
 * /login and /register: signed-in users go where a fresh sign-in would take them; the target is the
 * one the sign-in form computes, so whichever of the two navigates first, the user lands in one place.
 */
export function PublicOnly() {
  const location = useLocation();
  const { status, user } = useAppSelector((s) => s.auth);
  if (status === 'checking') return <PageSpinner />;
  if (status === 'authenticated' && user) {
    return <Navigate to={afterSignInPath(user, location.search, originOf(location.state))} replace />;
  }
  return <Outlet />;
}
