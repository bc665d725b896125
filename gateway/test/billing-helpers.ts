import type { CheckoutResult, Notification, UsageCheck } from '@laneforge/contracts';
import { eventually } from '@laneforge/platform/testing';
import type { BillingStack } from './billing-stack';

export const DAY = 86_400;

export async function startCheckout(stack: BillingStack, user: { id: string; token: string }, plan = 'pro_monthly'): Promise<CheckoutResult> {
  const response = await stack.call('/api/subscription/create-checkout-session', {
    method: 'POST',
    token: user.token,
    json: { plan, user_id: user.id, success_url: `${stack.base}/dashboard?subscription=success&plan=${plan}`, cancel_url: `${stack.base}/subscription?cancelled=true` },
  });
  const body = (await response.json()) as CheckoutResult & { detail?: string };
  if (response.status !== 200) throw new Error(`checkout: ${response.status} ${body.detail}`);
  return body;
}

/** Pays on the local provider's hosted page as its form does; answers the response (303 to the success address). */
export function payLocally(stack: BillingStack, checkoutUrl: string, card = '4242 4242 4242 4242', accept?: string) {
  return stack.call(`${checkoutUrl}/complete`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(accept ? { accept } : {}) },
    body: new URLSearchParams({ card_number: card, exp: '12 / 34', cvc: '123' }).toString(),
  });
}

export async function subscribeLocally(stack: BillingStack, user: { id: string; token: string }, plan = 'pro_monthly', card?: string) {
  const { checkout_url } = await startCheckout(stack, user, plan);
  const paid = await payLocally(stack, checkout_url, card);
  if (paid.status !== 303) throw new Error(`payment: ${paid.status} ${await paid.text()}`);
  return paid.headers.get('location')!;
}

export async function notifications(stack: BillingStack, token: string): Promise<Notification[]> {
  const response = await stack.call('/api/user/notifications', { token });
  return ((await response.json()) as { notifications: Notification[] }).notifications;
}

/** Waits for a notification whose text matches. */
export const notified = (stack: BillingStack, token: string, text: string | RegExp) =>
  eventually(async () => (await notifications(stack, token)).find((n) => (typeof text === 'string' ? n.data.message === text : text.test(n.data.message))), 15_000);

export const tierOf = async (stack: BillingStack, token: string) => ((await (await stack.call('/api/usage/check', { token })).json()) as UsageCheck).tier;

export async function advance(stack: BillingStack, adminToken: string, userId: string, seconds: number) {
  const response = await stack.call('/api/billing/local/test-clock/advance', { method: 'POST', token: adminToken, json: { user_id: userId, seconds } });
  if (response.status !== 200) throw new Error(`test clock: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Opens the billing portal as the user's browser would (from the product's page); answers its address. */
export async function portalOf(stack: BillingStack, token: string): Promise<string> {
  const response = await stack.call('/api/subscription/customer-portal', { method: 'POST', token, headers: { origin: stack.base } });
  const body = (await response.json()) as { portal_url: string; detail?: string };
  if (response.status !== 200) throw new Error(`portal: ${response.status} ${body.detail}`);
  return body.portal_url;
}

/** Presses one of the local portal's buttons as its form does, asking for JSON; answers the response. */
export const portalForm = (stack: BillingStack, portalUrl: string, action: string, fields: Record<string, string> = {}) =>
  stack.call(`${portalUrl}/${action}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: new URLSearchParams(fields).toString() });

/** The invoices the local portal lists, as rows of text: "Pro Monthly | $19.99 | Paid". */
export async function portalInvoices(stack: BillingStack, portalUrl: string): Promise<string[]> {
  const page = await (await stack.call(portalUrl)).text();
  return [...page.matchAll(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].map((m) => m.slice(1).join(' | '));
}

/** The hosted page's section headings, in order. */
export const headingsOf = (page: string) => [...page.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1]);
