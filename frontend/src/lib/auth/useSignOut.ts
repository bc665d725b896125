import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { endSession } from './session';

export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return useCallback(async () => {
    // Leave the protected page first, so its guard does not bounce the visitor to /login.
    if (pathname !== '/') navigate('/', { replace: true });
    await dispatch(endSession());
  }, [dispatch, navigate, pathname]);
}
