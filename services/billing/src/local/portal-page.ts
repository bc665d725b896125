import { PlanId, PRICE_CATALOGUE, type BillingStatus } from '@laneforge/contracts';
import { planLabel } from '@laneforge/contracts/tiers';
import type { invoices } from '../db/schema';
import { day, escapeHtml, money, page } from './html';

export interface PortalView {
  id: string;
  productName: string;
  status: BillingStatus;
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
    ...(s.payment_issues ? ([['Failed attempts', String(s.failed_payment_attempts)], ['Next try', day(s.next_retry_at)]] as Array<[string, string]>) : []),
    ['Card', v.cardLast4 ? `•••• ${v.cardLast4}` : 'None on file'],
  ];
  return `<dl>${rows.map(([k, val]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(val)}</dd>`).join('')}</dl>`;
}

function actions(v: PortalView, base: string): string {
  const s = v.status;
  const running = s.renews;
  const options = PlanId.options
    .filter((plan) => plan !== s.subscription_type)
    .map((plan) => `<option value="${plan}">${escapeHtml(`${planLabel(plan)} — ${money(PRICE_CATALOGUE[plan].amountCents)}`)}</option>`)
    .join('');
  const change = running
    ? `<form class="card" method="post" action="${base}/change-plan"><h2>Change plan</h2><label for="plan">New plan</label><select id="plan" name="plan">${options}</select><button type="submit">Change plan</button><p class="muted" style="font-size:14px">An upgrade starts now (the unused part of this period is credited); a downgrade starts at the next renewal.</p></form>`
    : '';
  const keeps = s.payment_issues ? 'Your plan ends now and no further payment is tried.' : `You keep access until ${day(s.billing_period_end)}.`;
  const cancel =
    running || s.payment_issues
      ? `<form class="card" method="post" action="${base}/cancel"><h2>Cancel subscription</h2><p class="muted">${escapeHtml(keeps)}</p><button class="btn-danger" type="submit">Cancel subscription</button></form>`
      : s.in_grace_period
      ? `<form class="card" method="post" action="${base}/reactivate"><h2>Reactivate</h2><p class="muted">Keep your plan: it renews on ${escapeHtml(day(s.grace_period_end))}.</p><button type="submit">Reactivate subscription</button></form>`
      : '';
  const card = `<form class="card" method="post" action="${base}/card"><h2>Update card</h2><label for="card_number">Card number</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required><button type="submit">Save card</button></form>`;
  return change + cancel + card;
}

function invoiceTable(v: PortalView): string {
  if (v.invoices.length === 0) return '<p class="muted">No invoices yet.</p>';
  const rows = v.invoices
    .map((i) => `<tr><td>${escapeHtml(day(i.createdAt))}</td><td>${escapeHtml(planLabel(i.plan))}</td><td>${money(i.amountCents)}</td><td>${i.status === 'paid' ? 'Paid' : `Failed (attempt ${i.attempt})`}</td></tr>`)
    .join('');
  return `<table><thead><tr><th>Date</th><th>Plan</th><th>Amount</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The hosted billing portal: plan, next payment, invoices, change plan, cancel or reactivate, update card. */
export function portalPage(v: PortalView): string {
  const base = `/api/billing/local/portal/${encodeURIComponent(v.id)}`;
  return page(
    'Billing portal',
    v.productName,
    `<div class="card"><h1>Your subscription</h1>
${v.notice ? `<p class="note" role="status">${escapeHtml(v.notice)}</p>` : ''}${v.error ? `<p class="error" role="alert">${escapeHtml(v.error)}</p>` : ''}
${summary(v)}<a class="btn btn-secondary" href="${escapeHtml(v.returnUrl)}">Back to ${escapeHtml(v.productName)}</a></div>
${actions(v, base)}
<div class="card"><h2>Invoices</h2>${invoiceTable(v)}</div>`,
  );
}
