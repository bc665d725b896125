import { PRICE_CATALOGUE, type PlanId } from '@laneforge/contracts';
import { planLabel } from '@laneforge/contracts/tiers';
import type { CheckoutSessionRow } from '../checkout/store';
import { escapeHtml, money, page } from './html';

/** The hosted checkout: what is bought, a card form, and the test cards this simulation knows. */
/**
 * After a declined or unreadable card the page comes back with the card field focused, marked and
 * described by the reason (the page has no script: autofocus is how focus gets there, not <body>).
 */
const cardFocus = (error: string | undefined) => (error ? ' autofocus aria-invalid="true" aria-describedby="pay-error"' : '');

export function checkoutPage(productName: string, session: CheckoutSessionRow, error?: string): string {
  const plan = session.plan as PlanId;
  const entry = PRICE_CATALOGUE[plan];
  const action = `/api/billing/local/checkout/${encodeURIComponent(session.id)}/complete`;
  const heading = `Subscribe to ${productName} ${planLabel(plan)}`;
  return page(
    'Checkout',
    productName,
    `<div class="card">
  <h1>${escapeHtml(heading)}</h1>
  <p class="amount">${money(entry.amountCents)} <span class="muted" style="font-size:16px;font-weight:400">per ${entry.interval}</span></p>
  <p class="muted">Renews every ${entry.interval} until you cancel. Cancelling keeps your access until the end of the period.</p>
</div>
<form class="card" method="post" action="${action}">
  <h2>Pay with card</h2>
  ${error ? `<p class="error" role="alert" id="pay-error">${escapeHtml(error)}</p>` : ''}
  <label for="card_number">Card number</label>
  <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required${cardFocus(error)}>
  <div class="row">
    <div><label for="exp">Expiry</label><input id="exp" name="exp" autocomplete="cc-exp" placeholder="MM / YY"></div>
    <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></div>
  </div>
  <label for="holder">Name on card</label>
  <input id="holder" name="holder" autocomplete="cc-name">
  <button type="submit">Pay ${money(entry.amountCents)}</button>
  <a class="btn btn-secondary" href="${escapeHtml(session.cancelUrl)}">Cancel and go back</a>
  <p class="note">Test mode: no real money moves. <code>4242 4242 4242 4242</code> pays; <code>4000 0000 0000 0341</code> pays now and fails every later charge (renewals, upgrades, Pay now); <code>4000 0000 0000 0002</code> is declined.</p>
</form>`,
  );
}

export function messagePage(productName: string, title: string, text: string, link?: { href: string; label: string }): string {
  return page(
    title,
    productName,
    `<div class="card"><h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(text)}</p>${link ? `<a class="btn" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>` : ''}</div>`,
  );
}
