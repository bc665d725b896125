import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { endSession } from './session';

export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, key } = useLocation();

  return useCallback(async () => {
    // Leave the protected page for the landing page. The move is a transition and may render after the
    // cleared session: the session names this page, so its guard sends it to the landing page too, never /login.
    if (pathname !== '/') navigate('/', { replace: true });
    await dispatch(endSession(key));
  }, [dispatch, navigate, pathname, key]);
}
