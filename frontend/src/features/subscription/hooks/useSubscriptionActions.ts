import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { useAppDispatch } from '../../../app/hooks';
import { formatDay } from '../../../lib/dates';
import { errorStatus, errorText } from '../../../lib/errors';
import { getToken } from '../../../lib/tokenStorage';
import { refreshUser, refreshUserUntil } from '../../../lib/auth/session';
import { announced } from '../../../lib/toastPolicy';
import {
  useCancelSubscriptionMutation,
  useCustomerPortalMutation,
  useReactivateSubscriptionMutation,
  useStartProTrialMutation,
  subscriptionApi,
} from '../api';

/**
 * What the profile's billing card and its modals do (spec §2, §7, §8): each action toasts the
 * spec's words, refreshes the user and the billing status, and answers whether it worked.
 */
export function useSubscriptionActions() {
  const dispatch = useAppDispatch();
  const [cancelCall, cancelState] = useCancelSubscriptionMutation();
  const [trialCall, trialState] = useStartProTrialMutation();
  const [reactivateCall, reactivateState] = useReactivateSubscriptionMutation();
  const [portalCall, portalState] = useCustomerPortalMutation();

  // Billing answers first; the user (auth's copy) follows through an event, so it is read until it agrees.
  const settle = useCallback(() => {
    void (async () => {
      const { data: status } = await dispatch(subscriptionApi.endpoints.billingStatus.initiate(undefined, { forceRefetch: true, subscribe: false }));
      if (!status) return void dispatch(refreshUser());
      await dispatch(refreshUserUntil((user) => user.subscription_type === status.subscription_type && user.subscription_status === status.subscription_status));
    })();
  }, [dispatch]);

  /** Answers whether the Pro trial is offered now, and until when the paid access lasts (when the trial would start). */
  const cancel = useCallback(
    async (withOptions: boolean): Promise<{ ok: boolean; trialOffered: boolean; accessUntil: number | null }> => {
      try {
        const result = await cancelCall({ withOptions }).unwrap();
        const until = result.grace_period_end ? formatDay(result.grace_period_end * 1000) : null;
        announced('subscription');
        toast.success(until ? `Your subscription has been cancelled. You keep access until ${until}.` : 'Your subscription has been cancelled.');
        settle();
        return { ok: true, trialOffered: result.pro_trial_offered, accessUntil: result.grace_period_end };
      } catch (err) {
        toast.error(errorText(err, 'Failed to cancel subscription'));
        return { ok: false, trialOffered: false, accessUntil: null };
      }
    },
    [cancelCall, settle],
  );

  const startTrial = useCallback(async (): Promise<boolean> => {
    if (!getToken()) {
      toast.error('Please log in to accept trial offer');
      return false;
    }
    try {
      // The server's words: the trial starts now, or (with paid time left) the day that time ends.
      const result = await trialCall().unwrap();
      announced('subscription');
      toast.success(result.message);
      settle();
      return true;
    } catch (err) {
      toast.error(errorText(err, 'Failed to activate Pro trial'));
      return false;
    }
  }, [trialCall, settle]);

  const reactivate = useCallback(async (): Promise<boolean> => {
    try {
      await reactivateCall().unwrap();
      announced('subscription');
      toast.success('Subscription reactivated successfully!');
      settle();
      return true;
    } catch (err) {
      toast.error(errorText(err, 'Failed to reactivate subscription'));
      return false;
    }
  }, [reactivateCall, settle]);

  const openPortal = useCallback(async () => {
    try {
      const result = await portalCall().unwrap();
      if (!result.portal_url) throw new Error('No portal address');
      window.location.assign(result.portal_url);
    } catch (err) {
      toast.error(errorStatus(err) === 400 ? 'No billing account found' : errorText(err, 'Failed to open billing portal'));
    }
  }, [portalCall]);

  return {
    cancel,
    startTrial,
    reactivate,
    openPortal,
    busy: { cancel: cancelState.isLoading, trial: trialState.isLoading, reactivate: reactivateState.isLoading, portal: portalState.isLoading },
  };
}
