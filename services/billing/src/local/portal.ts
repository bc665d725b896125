import { PlanId } from '@laneforge/contracts';
import { planLabel } from '@laneforge/contracts/tiers';
import { AppError, badRequest, conflict } from '@laneforge/platform';
import type { BillingContext } from '../context';
import type { PortalLinkRow } from '../checkout/portal';
import { invoicesOf, recordInvoice } from '../checkout/store';
import { changeCommand } from '../checkout/use-cases';
import { renewalCharge } from '../renewals/due';
import { applyInTx } from '../subscriptions/apply';
import { dayText } from '../subscriptions/dates';
import { decide, isUpgrade, upgradeCharge, type Command, type Subscription } from '../subscriptions/machine';
import { statusView } from '../subscriptions/status';
import { customerNow, findCustomer, lockSubscription, toMachine, upsertCustomer } from '../subscriptions/store';
import { cancelSubscription, currentSubscription, reactivateSubscription } from '../subscriptions/use-cases';
import { chargeFailedDetail, chargePays, checkCard } from './cards';
import { money } from './html';
import { portalPage, type PlanChangeOffer } from './portal-page';

/** The change a portal link opened on, priced at the customer's clock: what Confirm will do. */
function offerOf(s: Subscription, link: PortalLinkRow, now: number): PlanChangeOffer | null {
  const plan = PlanId.safeParse(link.plan);
  if (!plan.success) return null;
  const preview = decide(s, changeCommand(s, plan.data, now), now);
  if (!preview.ok) return { plan: plan.data, refused: preview.detail };
  if (!isUpgrade(s.plan, plan.data)) return { plan: plan.data, startsAt: s.periodEnd };
  return { plan: plan.data, chargeCents: upgradeCharge(s, plan.data, now), renewsAt: preview.next.periodEnd };
}

export async function renderPortal(ctx: BillingContext, link: PortalLinkRow, message: { notice?: string; error?: string } = {}): Promise<string> {
  const [{ subscription, customer, now }, invoices] = await Promise.all([currentSubscription(ctx, link.userId), invoicesOf(ctx.db, link.userId)]);
  return portalPage({
    id: link.id,
    productName: ctx.config.PRODUCT_NAME,
    status: statusView(subscription, now),
    paid: subscription.kind === 'paid',
    offer: offerOf(subscription, link, now),
    cardLast4: customer?.cardLast4 ?? null,
    invoices,
    returnUrl: link.returnUrl,
    ...message,
  });
}

type Charged = Extract<Command, { type: 'change_plan' | 'renewal_paid' }>;

/**
 * A charge to the card on file, as Stripe charges a saved card, in one transaction with its row
 * locked: `chargeFor` decides what the charge is for (null when nothing is charged). A card that
 * pays applies the command and keeps a paid invoice; a failing one (Stripe's 0341) keeps a failed
 * invoice, changes nothing else, and the answer is a 402 saying why.
 */
async function withCardOnFile(
  ctx: BillingContext,
  userId: string,
  chargeFor: (s: Subscription, now: number) => { command: Charged; charged: boolean; unchanged: string; attempt: number },
): Promise<{ before: Subscription; after: Subscription; command: Charged }> {
  const result = await ctx.db.transaction(async (tx, outbox) => {
    const before = toMachine(await lockSubscription(tx, userId));
    const customer = await findCustomer(tx, userId);
    const now = customerNow(ctx.clock(), customer);
    const { command, charged, unchanged, attempt } = chargeFor(before, now);
    const invoice = (status: 'paid' | 'failed', period: { start: number | null; end: number | null }, plan: string) =>
      recordInvoice(tx, { userId, plan, amountCents: command.amountCents, status, attempt, periodStart: period.start, periodEnd: period.end, createdAt: now });
    if (charged && !chargePays(customer)) {
      const plan = command.type === 'change_plan' ? command.plan : (before.pendingPlan ?? before.plan);
      await invoice('failed', { start: null, end: null }, plan);
      return { ok: false as const, detail: chargeFailedDetail(customer, unchanged) };
    }
    const applied = (await applyInTx(ctx, tx, outbox, userId, command))!;
    if (charged) await invoice('paid', { start: applied.after.periodStart, end: applied.after.periodEnd }, applied.after.plan);
    return { ok: true as const, before, after: applied.after, command };
  });
  if (!result.ok) throw new AppError(402, result.detail);
  return result;
}

/** Change plan: an upgrade is charged now to the card on file (prorated) and starts only when paid; a downgrade waits for the renewal. */
async function changePlan(ctx: BillingContext, userId: string, input: unknown): Promise<string> {
  const plan = PlanId.safeParse(input);
  if (!plan.success) throw badRequest('plan must be one of lite_monthly, lite_annual, pro_monthly, pro_annual, elite_monthly, elite_annual');
  const { before, after, command } = await withCardOnFile(ctx, userId, (s, now) => {
    const change = changeCommand(s, plan.data, now);
    const preview = decide(s, change, now);
    if (!preview.ok) throw new AppError(preview.status, preview.detail);
    const charged = preview.notices.some((n) => n.type === 'payment_succeeded');
    return { command: change, charged, attempt: 1, unchanged: `your plan stays ${planLabel(s.plan)}: ${planLabel(plan.data)} starts once its charge of ${money(change.amountCents)} is paid` };
  });
  if (after.pendingPlan === plan.data) return `Your plan changes to ${planLabel(plan.data)} on ${dayText(after.periodEnd)}. Until then you keep ${planLabel(before.plan)}.`;
  const paid = command.amountCents > 0 ? ` ${money(command.amountCents)} was charged to your card.` : '';
  return `Your plan is now ${planLabel(after.plan)}.${paid} The next payment is on ${dayText(after.periodEnd)}.`;
}

/** Pay now: the renewal that failed, charged again at once to the card on file; paid, it ends the payment issue. */
async function payNow(ctx: BillingContext, userId: string): Promise<string> {
  const { after, command } = await withCardOnFile(ctx, userId, (s, now) => {
    if (s.kind !== 'paid' || s.status !== 'past_due') throw conflict('There is no failed payment to pay: your subscription is up to date.');
    const renewal = renewalCharge(s, true, now) as Extract<Command, { type: 'renewal_paid' }>;
    return { command: renewal, charged: true, attempt: s.failedAttempts + 1, unchanged: `the payment of ${money(renewal.amountCents)} is still due` };
  });
  return `Payment received: ${money(command.amountCents)} for ${planLabel(after.plan)}. Your subscription is active again and renews on ${dayText(after.periodEnd)}.`;
}

async function updateCard(ctx: BillingContext, userId: string, input: unknown): Promise<string> {
  const card = checkCard(input);
  if (!card.ok) throw new AppError(card.status, card.detail);
  await upsertCustomer(ctx.db, userId, { cardLast4: card.last4, cardBehaviour: card.behaviour });
  const { subscription } = await currentSubscription(ctx, userId);
  const due = subscription.status === 'past_due' ? ' Use Pay now to pay the renewal that failed.' : '';
  return `Your card ending in ${card.last4} is saved.${due}`;
}

export const PORTAL_ACTIONS = ['cancel', 'reactivate', 'change-plan', 'card', 'pay-now'] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

/** One button of the portal; answers what happened, in words. */
export async function portalAction(ctx: BillingContext, link: PortalLinkRow, action: PortalAction, form: Record<string, unknown>): Promise<string> {
  if (action === 'cancel') return (await cancelSubscription(ctx, link.userId)).message;
  if (action === 'reactivate') return (await reactivateSubscription(ctx, link.userId)).message;
  if (action === 'change-plan') return changePlan(ctx, link.userId, form.plan);
  if (action === 'pay-now') return payNow(ctx, link.userId);
  return updateCard(ctx, link.userId, form.card_number);
}
