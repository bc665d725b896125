import type { AuthResult } from '@laneforge/contracts/user';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { afterSignInPath, originOf, startSession } from '../../../lib/auth/session';

/** Starts the session, then replaces the history entry with the route the user lands on. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const origin = originOf(state);

  return useCallback(
    async (result: AuthResult, remember: boolean) => {
      await dispatch(startSession(result, remember));
      navigate(afterSignInPath(result.user, search, origin), { replace: true });
    },
    [dispatch, navigate, search, origin],
  );
}
