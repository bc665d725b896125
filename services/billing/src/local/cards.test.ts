import { describe, expect, it } from 'vitest';
import { checkCard } from './cards';

describe('local test cards', () => {
  it('behave as Stripe test cards: 4242 pays, 0341 pays now and fails renewals, 0002 is declined', () => {
    expect(checkCard('4242 4242 4242 4242')).toEqual({ ok: true, last4: '4242', behaviour: 'pays' });
    expect(checkCard('4000-0000-0000-0341')).toEqual({ ok: true, last4: '0341', behaviour: 'fails_renewals' });
    expect(checkCard('4000000000000002')).toEqual({ ok: false, status: 402, detail: 'Your card was declined.' });
  });

  it('refuses what is not a card number, naming the field', () => {
    for (const input of ['4242 4242 4242 4241', 'abcd', '', undefined, 42]) {
      expect(checkCard(input)).toEqual({ ok: false, status: 400, detail: 'card_number is not a valid card number' });
    }
  });
});
