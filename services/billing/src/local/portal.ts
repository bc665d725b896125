import { AppError, badRequest, notFound } from '@laneforge/platform';
import { PlanId } from '@laneforge/contracts';
import { eq } from 'drizzle-orm';
import type { BillingContext } from '../context';
import { portalSessions } from '../db/schema';
import { invoicesOf, recordInvoice } from '../checkout/store';
import { assertAccountOpen, commandFor } from '../checkout/use-cases';
import { applyInTx } from '../subscriptions/apply';
import { dayText } from '../subscriptions/status';
import { toMachine, upsertCustomer } from '../subscriptions/store';
import { billingStatus, cancelSubscription, currentSubscription, reactivateSubscription } from '../subscriptions/use-cases';
import { checkCard } from './cards';
import { portalPage } from './portal-page';

export type PortalSessionRow = typeof portalSessions.$inferSelect;

export async function openPortalSession(ctx: BillingContext, id: string): Promise<PortalSessionRow> {
  const [row] = await ctx.db.select().from(portalSessions).where(eq(portalSessions.id, id)).limit(1);
  if (row) await assertAccountOpen(ctx.db, row.userId, 'its billing portal is closed');
  if (!row || row.expiresAt <= ctx.clock()) throw notFound('This billing portal link has expired. Please open Manage Billing again from your profile.');
  return row;
}

export async function renderPortal(ctx: BillingContext, session: PortalSessionRow, message: { notice?: string; error?: string } = {}): Promise<string> {
  const [status, { customer }, invoices] = await Promise.all([billingStatus(ctx, session.userId), currentSubscription(ctx, session.userId), invoicesOf(ctx.db, session.userId)]);
  return portalPage({ id: session.id, productName: ctx.config.PRODUCT_NAME, status, cardLast4: customer?.cardLast4 ?? null, invoices, returnUrl: session.returnUrl, ...message });
}

/** An upgrade is charged now to the card on file; a downgrade waits for the renewal. */
async function changePlan(ctx: BillingContext, userId: string, input: unknown): Promise<string> {
  const plan = PlanId.safeParse(input);
  if (!plan.success) throw badRequest('plan must be one of lite_monthly, lite_annual, pro_monthly, pro_annual, elite_monthly, elite_annual');
  return ctx.db.transaction(async (tx, outbox) => {
    const applied = (await applyInTx(ctx, tx, outbox, userId, (row, now) => commandFor({ mode: 'change', plan: plan.data }, toMachine(row), now)))!;
    const { command, after, now } = applied;
    if (command.type === 'change_plan' && applied.notices.some((n) => n.type === 'payment_succeeded')) {
      await recordInvoice(tx, { userId, plan: after.plan, amountCents: command.amountCents, status: 'paid', periodStart: after.periodStart, periodEnd: after.periodEnd, createdAt: now });
      return `Your plan is now ${plan.data.replace('_', ' ')}; the next payment is on ${dayText(after.periodEnd)}.`;
    }
    return `Your plan changes on ${dayText(after.periodEnd)}.`;
  });
}

async function updateCard(ctx: BillingContext, userId: string, input: unknown): Promise<string> {
  const card = checkCard(input);
  if (!card.ok) throw new AppError(card.status, card.detail);
  await upsertCustomer(ctx.db, userId, { cardLast4: card.last4, cardBehaviour: card.behaviour });
  return `Your card ending in ${card.last4} is saved.`;
}

export const PORTAL_ACTIONS = ['cancel', 'reactivate', 'change-plan', 'card'] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

/** One button of the portal; answers what happened, in words. */
export async function portalAction(ctx: BillingContext, session: PortalSessionRow, action: PortalAction, form: Record<string, unknown>): Promise<string> {
  if (action === 'cancel') return (await cancelSubscription(ctx, session.userId)).message;
  if (action === 'reactivate') return (await reactivateSubscription(ctx, session.userId)).message;
  if (action === 'change-plan') return changePlan(ctx, session.userId, form.plan);
  return updateCard(ctx, session.userId, form.card_number);
}
