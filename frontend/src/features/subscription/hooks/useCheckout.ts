import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useAppSelector } from '../../../app/hooks';
import { errorStatus, errorText } from '../../../lib/errors';
import { getToken } from '../../../lib/tokenStorage';
import { useCreateCheckoutSessionMutation } from '../api';

/** Spec §7/§8, checkout: the provider's hosted page takes over; every failure has its own words. */
export function useCheckout() {
  const user = useAppSelector((s) => s.auth.user);
  const navigate = useNavigate();
  const [create, { isLoading, originalArgs }] = useCreateCheckoutSessionMutation();

  const subscribe = useCallback(
    async (plan: string) => {
      if (!getToken() || !user) {
        toast.error('Please log in to subscribe');
        navigate('/login');
        return;
      }
      const origin = window.location.origin;
      try {
        const result = await create({
          plan,
          user_id: user.id,
          success_url: `${origin}/dashboard?subscription=success&plan=${encodeURIComponent(plan)}`,
          cancel_url: `${origin}/subscription?cancelled=true`,
        }).unwrap();
        const url = result.checkout_url ?? result.url;
        if (!url) {
          toast.error('Unable to create subscription checkout. Please try again.');
          return;
        }
        window.location.assign(url);
      } catch (err) {
        const status = errorStatus(err);
        if (status === 401) {
          toast.error('Please log in to subscribe');
          navigate('/login');
        } else if (status === 400) {
          toast.error(errorText(err, 'Invalid subscription plan'));
        } else {
          toast.error(errorText(err, 'Unable to process subscription. Please try again.'));
        }
      }
    },
    [create, navigate, user],
  );

  return { subscribe, pendingPlan: isLoading ? originalArgs?.plan : undefined, signedIn: user !== null };
}
