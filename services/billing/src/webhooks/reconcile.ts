import type { PlanId } from '@laneforge/contracts';
import { decide, effectivePlan, isUpgrade, type Command, type Subscription } from '../subscriptions/machine';

/** What billing reads of a provider subscription: its own status, plan, period and latest invoice. */
export interface ProviderSubscription {
  id: string;
  status: 'active' | 'trialing' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete' | 'incomplete_expired' | 'paused';
  plan: PlanId | null;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  latestInvoice: { amountPaid: number; amountDue: number; attemptCount: number; nextPaymentAttempt: number | null } | null;
}

const GONE = new Set(['canceled', 'unpaid', 'incomplete_expired']);
const RUNNING = new Set(['active', 'trialing', 'past_due']);

/** The next command that brings `s` closer to what the provider says, or null when they agree. */
function nextStep(s: Subscription, p: ProviderSubscription, ours: boolean): Command | null {
  if (GONE.has(p.status)) return ours && s.kind === 'paid' && s.status !== 'expired' ? { type: 'provider_ended' } : null;
  if (!RUNNING.has(p.status) || !p.plan) return null;
  const period = { start: p.periodStart, end: p.periodEnd };
  if (!ours || s.kind !== 'paid' || s.status === 'expired') return { type: 'checkout_completed', plan: p.plan, period, amountCents: p.latestInvoice?.amountPaid ?? 0 };
  const invoice = p.latestInvoice;
  if (p.status === 'past_due' && invoice && invoice.attemptCount > s.failedAttempts) {
    return { type: 'renewal_failed', amountCents: invoice.amountDue, attempt: invoice.attemptCount, nextRetryAt: invoice.nextPaymentAttempt };
  }
  if (p.status !== 'past_due' && s.periodEnd !== null && p.periodEnd > s.periodEnd) return { type: 'renewal_paid', period, amountCents: invoice?.amountPaid ?? 0 };
  if (p.plan !== effectivePlan(s.plan) && p.plan !== s.pendingPlan && s.status === 'active') {
    return { type: 'change_plan', plan: p.plan, period: isUpgrade(s.plan, p.plan) ? period : { start: s.periodStart ?? period.start, end: s.periodEnd ?? period.end }, amountCents: 0 };
  }
  if (p.cancelAtPeriodEnd && s.status === 'active') return { type: 'cancel' };
  if (!p.cancelAtPeriodEnd && s.status === 'cancelled' && p.status !== 'past_due') return { type: 'reactivate' };
  return null;
}

/**
 * The commands that make billing's subscription agree with the provider's, derived from the
 * provider object's own status, period and invoice — never from the order webhooks arrive in. A
 * repeated or late event finds nothing left to do.
 */
export function reconcile(s: Subscription, p: ProviderSubscription, knownProviderId: string | null, now: number): Command[] {
  const commands: Command[] = [];
  let current = s;
  let ours = knownProviderId === p.id;
  for (let step = 0; step < 8; step++) {
    const command = nextStep(current, p, ours);
    if (!command) break;
    const outcome = decide(current, command, now);
    if (!outcome.ok) break;
    commands.push(command);
    current = outcome.next;
    ours = true;
  }
  return commands;
}
