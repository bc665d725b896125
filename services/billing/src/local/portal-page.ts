import { PlanId, PRICE_CATALOGUE, type BillingStatus } from '@laneforge/contracts';
import { planLabel } from '@laneforge/contracts/tiers';
import type { invoices } from '../db/schema';
import { day, escapeHtml, money, page } from './html';

/** A plan change the portal link opened on: what Confirm charges now, or when it starts, or why it cannot be. */
export type PlanChangeOffer =
  | { plan: PlanId; chargeCents: number; renewsAt: number | null }
  | { plan: PlanId; startsAt: number | null }
  | { plan: PlanId; refused: string };

export interface PortalView {
  id: string;
  productName: string;
  status: BillingStatus;
  /** Whether the subscription is one the customer pays for (not a trial or an administrator's grant). */
  paid: boolean;
  offer: PlanChangeOffer | null;
  cardLast4: string | null;
  invoices: Array<typeof invoices.$inferSelect>;
  returnUrl: string;
  notice?: string | undefined;
  error?: string | undefined;
}

const STATUS_WORDS: Record<string, string> = { active: 'Active', cancelled: 'Cancelled', past_due: 'Payment failed', expired: 'Ended' };

function summary(v: PortalView): string {
  const s = v.status;
  const next = s.renews && s.billing_period_end !== null ? `${day(s.billing_period_end)} · ${money(PRICE_CATALOGUE[(s.scheduled_plan ?? s.subscription_type) as PlanId]?.amountCents ?? 0)}` : '—';
  const rows: Array<[string, string]> = [
    ['Plan', planLabel(s.subscription_type)],
    ['Status', STATUS_WORDS[s.subscription_status] ?? s.subscription_status],
    ['Next payment', next],
    ...(s.scheduled_plan ? ([['Changes to', `${planLabel(s.scheduled_plan)} on ${day(s.billing_period_end)}`]] as Array<[string, string]>) : []),
    ...(s.in_grace_period ? ([['Access until', day(s.grace_period_end)]] as Array<[string, string]>) : []),
    ...(s.pro_trial_starts_at !== null ? ([['Pro trial', `starts ${day(s.pro_trial_starts_at)}`]] as Array<[string, string]>) : []),
    ...(s.payment_issues ? ([['Failed attempts', String(s.failed_payment_attempts)], ['Next try', day(s.next_retry_at)]] as Array<[string, string]>) : []),
    ['Card', v.cardLast4 ? `•••• ${v.cardLast4}` : 'None on file'],
  ];
  return `<dl>${rows.map(([k, val]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(val)}</dd>`).join('')}</dl>`;
}

const form = (base: string, action: string, body: string, className = 'card') => `<form class="${className}" method="post" action="${base}/${action}">${body}</form>`;

/** The change the coach chose on the pricing page, to confirm here: the price now, or when it starts. */
function confirmChange(v: PortalView, base: string): string {
  const o = v.offer;
  if (!o) return '';
  const heading = `<h2>Change to ${escapeHtml(planLabel(o.plan))}</h2>`;
  if ('refused' in o) return `<div class="card">${heading}<p class="error" role="alert">${escapeHtml(o.refused)}</p></div>`;
  const what =
    'chargeCents' in o
      ? `You pay ${money(o.chargeCents)} now${v.cardLast4 ? ` with your card ending in ${v.cardLast4}` : ''}: the new plan's price less the unused part of ${planLabel(v.status.subscription_type)}. It starts at once and renews on ${day(o.renewsAt)}.`
      : `${planLabel(o.plan)} starts on ${day(o.startsAt)}, when this period ends; until then you keep ${planLabel(v.status.subscription_type)}. Nothing is charged now.`;
  return form(
    base,
    'change-plan',
    `${heading}<p class="muted">${escapeHtml(what)}</p><input type="hidden" name="plan" value="${o.plan}"><button type="submit">Confirm change</button><a class="btn btn-secondary" href="${escapeHtml(v.returnUrl)}">Keep my plan</a>`,
  );
}

function actions(v: PortalView, base: string): string {
  const s = v.status;
  const running = s.renews;
  const paidGrace = v.paid && s.in_grace_period;
  const owed = money(PRICE_CATALOGUE[(s.scheduled_plan ?? s.subscription_type) as PlanId]?.amountCents ?? 0);
  const card = form(
    base,
    'card',
    `<h2>Update card</h2>${s.payment_issues ? `<p class="muted">Save a card that works, then pay the ${escapeHtml(owed)} that failed with Pay now.</p>` : ''}<label for="card_number">Card number</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required${v.error ? ' autofocus aria-describedby="portal-error"' : ''}><button type="submit">Save card</button>`,
  );
  const payNow = s.payment_issues
    ? form(
        base,
        'pay-now',
        `<h2>Pay now</h2><p class="muted">${escapeHtml(`Your renewal of ${owed} failed. Pay it now with ${v.cardLast4 ? `the card ending in ${v.cardLast4}` : 'your card'} to keep ${planLabel(s.subscription_type)}; otherwise we try again on ${day(s.next_retry_at)}.`)}</p><button type="submit">Pay ${escapeHtml(owed)} now</button>`,
      )
    : '';
  const options = PlanId.options
    .filter((plan) => plan !== s.subscription_type)
    .map((plan) => `<option value="${plan}">${escapeHtml(`${planLabel(plan)} — ${money(PRICE_CATALOGUE[plan].amountCents)}`)}</option>`)
    .join('');
  const change =
    running || paidGrace
      ? form(
          base,
          'change-plan',
          `<h2>Change plan</h2><label for="plan">New plan</label><select id="plan" name="plan">${options}</select><button type="submit">Change plan</button><p class="muted" style="font-size:14px">An upgrade starts now (the unused part of this period is credited); a downgrade starts at the next renewal.${paidGrace ? ' Choosing a plan keeps your subscription.' : ''}</p>`,
        )
      : '';
  const reactivate = s.in_grace_period
    ? form(base, 'reactivate', `<h2>Reactivate</h2><p class="muted">Keep your plan: it renews on ${escapeHtml(day(s.grace_period_end))}.</p><button type="submit">Reactivate subscription</button>`)
    : '';
  const keeps = s.payment_issues ? 'Your plan ends now and no further payment is tried.' : `You keep access until ${day(s.billing_period_end)}.`;
  const cancel =
    running || s.payment_issues
      ? form(base, 'cancel', `<h2>Cancel subscription</h2><p class="muted">${escapeHtml(keeps)}</p><button class="btn-danger" type="submit">${s.payment_issues ? 'Cancel subscription (ends now)' : 'Cancel subscription'}</button>`)
      : '';
  // What fixes a problem comes first; what ends the subscription comes last.
  return payNow + card + reactivate + change + cancel;
}

function invoiceTable(v: PortalView): string {
  if (v.invoices.length === 0) return '<p class="muted">No invoices yet.</p>';
  const rows = v.invoices
    .map((i) => `<tr><td>${escapeHtml(day(i.createdAt))}</td><td>${escapeHtml(planLabel(i.plan))}</td><td>${money(i.amountCents)}</td><td>${i.status === 'paid' ? 'Paid' : `Failed (attempt ${i.attempt})`}</td></tr>`)
    .join('');
  return `<table><thead><tr><th>Date</th><th>Plan</th><th>Amount</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The hosted billing portal: plan, next payment, a change to confirm, pay now and card, reactivate, change plan, cancel, invoices. */
export function portalPage(v: PortalView): string {
  const base = `/api/billing/local/portal/${encodeURIComponent(v.id)}`;
  return page(
    'Billing portal',
    v.productName,
    `<div class="card"><h1>Your subscription</h1>
${v.notice ? `<p class="note" role="status">${escapeHtml(v.notice)}</p>` : ''}${v.error ? `<p class="error" role="alert" id="portal-error">${escapeHtml(v.error)}</p>` : ''}
${summary(v)}<a class="btn btn-secondary" href="${escapeHtml(v.returnUrl)}">Back to ${escapeHtml(v.productName)}</a></div>
${confirmChange(v, base)}${actions(v, base)}
<div class="card"><h2>Invoices</h2>${invoiceTable(v)}</div>`,
  );
}
