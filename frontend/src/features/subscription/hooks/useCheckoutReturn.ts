import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useAppDispatch } from '../../../app/hooks';
import { PRODUCT_NAME } from '../../../lib/config';
import { errorStatus } from '../../../lib/errors';
import { planNameOf } from '../../../lib/plans';
import { announced } from '../../../lib/toastPolicy';
import { userUpdated } from '../../../lib/auth/authSlice';
import { refreshUser } from '../../../lib/auth/session';
import { useConfirmSubscriptionMutation } from '../api';

/**
 * Spec §4, checkout return: /dashboard?subscription=success&plan=… confirms the subscription, sets
 * the user, welcomes them, refreshes, and cleans the address back to /dashboard.
 */
export function useCheckoutReturn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [confirm] = useConfirmSubscriptionMutation();
  const handled = useRef(false);
  const plan = params.get('subscription') === 'success' ? params.get('plan') : null;

  useEffect(() => {
    if (!plan || handled.current) return;
    handled.current = true;
    // Said here, so the notifications about the same payment that arrive meanwhile stay quiet.
    announced('subscription');
    confirm(plan)
      .unwrap()
      .then((user) => {
        dispatch(userUpdated(user));
        toast.success(`Welcome to ${PRODUCT_NAME} ${planNameOf(plan)}! Your subscription is active.`);
      })
      .catch((err: unknown) => {
        toast.error(
          typeof errorStatus(err) === 'number'
            ? 'Subscription processing failed. Please refresh the page and try again.'
            : 'Failed to process subscription update',
        );
      })
      .finally(() => {
        void dispatch(refreshUser());
        navigate('/dashboard', { replace: true });
      });
  }, [plan, confirm, dispatch, navigate]);
}
