import { billingTexts } from '@laneforge/contracts';

/**
 * The local provider's cards: Stripe's test card numbers behave as they do in Stripe's test mode.
 * Any other number that passes the Luhn check pays, like a card in a test mode that accepts it.
 */
export type CardOutcome = { ok: true; last4: string; behaviour: 'pays' | 'fails_renewals' } | { ok: false; status: 400 | 402; detail: string };

const DECLINED = new Set(['4000000000000002', '4000000000009995', '4000000000009987']);
const FAILS_RENEWALS = '4000000000000341';

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

export function checkCard(input: unknown): CardOutcome {
  const digits = typeof input === 'string' ? input.replace(/[\s-]/g, '') : '';
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return { ok: false, status: 400, detail: 'card_number is not a valid card number' };
  if (DECLINED.has(digits)) return { ok: false, status: 402, detail: billingTexts.cardDeclined };
  return { ok: true, last4: digits.slice(-4), behaviour: digits === FAILS_RENEWALS ? 'fails_renewals' : 'pays' };
}
