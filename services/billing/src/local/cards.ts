import { billingTexts } from '@laneforge/contracts';

/**
 * The local provider's cards: Stripe's test card numbers behave as they do in Stripe's test mode.
 * Any other number that passes the Luhn check pays, like a card in a test mode that accepts it.
 * `fails_charges` is Stripe's 4000 0000 0000 0341: it pays at checkout and attaches to the
 * customer, and every later charge to it fails — a renewal, a retry, an upgrade's prorated charge,
 * "Pay now".
 */
export type CardBehaviour = 'pays' | 'fails_charges';
export type CardOutcome = { ok: true; last4: string; behaviour: CardBehaviour } | { ok: false; status: 400 | 402; detail: string };

const DECLINED = new Set(['4000000000000002', '4000000000009995', '4000000000009987']);
const FAILS_LATER_CHARGES = '4000000000000341';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card typed on a hosted page: refused when the number is wrong or the card is declined. */
export function checkCard(input: unknown): CardOutcome {
  const digits = typeof input === 'string' ? input.replace(/[\s-]/g, '') : '';
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return { ok: false, status: 400, detail: 'card_number is not a valid card number' };
  if (DECLINED.has(digits)) return { ok: false, status: 402, detail: billingTexts.cardDeclined };
  return { ok: true, last4: digits.slice(-4), behaviour: digits === FAILS_LATER_CHARGES ? 'fails_charges' : 'pays' };
}

/** Whether a charge to the card on file goes through; no card on file pays nothing. */
export const chargePays = (card: { cardBehaviour: CardBehaviour | null } | undefined) => card?.cardBehaviour === 'pays';

/** Why a charge to the card on file failed, in words a person can act on. */
export function chargeFailedDetail(card: { cardLast4: string | null } | undefined, consequence: string): string {
  const which = card?.cardLast4 ? `Your card ending in ${card.cardLast4} was declined` : 'There is no card on file';
  return `${which}, so ${consequence}. Update your card in the billing portal and try again.`;
}
