import type { User } from '@laneforge/contracts/user';
import { api } from '../../lib/api';

export interface CheckoutBody {
  plan: string;
  user_id: string;
  success_url: string;
  cancel_url: string;
}

export interface CheckoutResult {
  checkout_url?: string;
  url?: string;
}

export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutSession: build.mutation<CheckoutResult, CheckoutBody>({
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
  }),
});

export const { useCreateCheckoutSessionMutation, useConfirmSubscriptionMutation, useProcessSuccessMutation, useCustomerPortalMutation } =
  subscriptionApi;
