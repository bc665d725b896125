import type { PrioritySupport } from '@laneforge/contracts/analytics';
import type { BillingStatus, CancelResult, CheckoutResult, SubscriptionActionResult } from '@laneforge/contracts/subscription';
import type { User } from '@laneforge/contracts/user';
import { api } from '../../lib/api';

export interface CheckoutBody {
  plan: string;
  user_id: string;
  success_url: string;
  cancel_url: string;
}

export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutSession: build.mutation<Partial<CheckoutResult>, CheckoutBody>({
      query: (body) => ({ url: '/subscription/create-checkout-session', method: 'POST', body }),
    }),
    /** The dashboard's confirmation after a return from checkout. */
    confirmSubscription: build.mutation<User, string>({
      query: (plan) => ({ url: '/subscription/success', params: { plan } }),
    }),
    processSuccess: build.mutation<{ success: boolean; user?: User }, { session_id: string; plan: string }>({
      query: (body) => ({ url: '/subscription/process-success', method: 'POST', body }),
    }),
    customerPortal: build.mutation<{ success: boolean; portal_url?: string }, void>({
      query: () => ({ url: '/subscription/customer-portal', method: 'POST' }),
    }),
    billingStatus: build.query<BillingStatus, void>({ query: () => '/subscription/billing-status', keepUnusedDataFor: 0 }),
    /** Spec §7: cancel-with-options when the billing status is loaded, plain cancel otherwise. */
    cancelSubscription: build.mutation<CancelResult, { withOptions: boolean }>({
      query: ({ withOptions }) => ({ url: withOptions ? '/subscription/cancel-with-options' : '/subscription/cancel', method: 'POST' }),
    }),
    startProTrial: build.mutation<SubscriptionActionResult, void>({ query: () => ({ url: '/subscription/pro-trial-offer', method: 'POST' }) }),
    reactivateSubscription: build.mutation<SubscriptionActionResult, void>({ query: () => ({ url: '/subscription/reactivate', method: 'POST' }) }),
    prioritySupport: build.query<PrioritySupport, void>({ query: () => '/training/support/priority' }),
  }),
});

export const {
  useCreateCheckoutSessionMutation,
  useConfirmSubscriptionMutation,
  useProcessSuccessMutation,
  useCustomerPortalMutation,
  useBillingStatusQuery,
  useCancelSubscriptionMutation,
  useStartProTrialMutation,
  useReactivateSubscriptionMutation,
  usePrioritySupportQuery,
} = subscriptionApi;
