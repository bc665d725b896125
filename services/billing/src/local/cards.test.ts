import { describe, expect, it } from 'vitest';
import { chargeFailedDetail, chargePays, checkCard } from './cards';

describe("the local provider's test cards", () => {
  it('behave as Stripe test cards: 4242 pays, 0341 pays now and fails every later charge, 0002 is declined', () => {
    expect(checkCard('4242 4242 4242 4242')).toEqual({ ok: true, last4: '4242', behaviour: 'pays' });
    expect(checkCard('4000-0000-0000-0341')).toEqual({ ok: true, last4: '0341', behaviour: 'fails_charges' });
    expect(checkCard('4000 0000 0000 0002')).toEqual({ ok: false, status: 402, detail: 'Your card was declined.' });
  });

  it('refuses what is not a card number, naming the field', () => {
    for (const input of ['4242 4242 4242 4241', 'abcd', '', undefined, 42]) {
      expect(checkCard(input)).toEqual({ ok: false, status: 400, detail: 'card_number is not a valid card number' });
    }
  });

  it('charges the card on file only when it pays, and says why it did not', () => {
    expect(chargePays({ cardBehaviour: 'pays' })).toBe(true);
    expect(chargePays({ cardBehaviour: 'fails_charges' })).toBe(false);
    expect(chargePays(undefined)).toBe(false);
    expect(chargeFailedDetail({ cardLast4: '0341' }, 'your plan stays Lite Monthly')).toBe(
      'Your card ending in 0341 was declined, so your plan stays Lite Monthly. Update your card in the billing portal and try again.',
    );
    expect(chargeFailedDetail(undefined, 'nothing was paid')).toMatch(/^There is no card on file, so nothing was paid\./);
  });
});
