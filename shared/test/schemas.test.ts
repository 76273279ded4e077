import { describe, expect, it } from 'vitest';
import {
  offerPayloadSchema,
  playerFormSchema,
  registerPayloadSchema,
  sendLoanPayloadSchema,
  setupCompletePayloadSchema,
  startingLineupPayloadSchema,
  LINEUP_INCOMPLETE_MESSAGE,
} from '../src/index.js';

describe('payload schemas', () => {
  it('normalises e-mail and refuses weak registrations', () => {
    expect(registerPayloadSchema.parse({ email: ' A@B.COM ', password: 'long-enough', firstName: 'A', lastName: 'B' }).email).toBe(
      'a@b.com',
    );
    expect(registerPayloadSchema.safeParse({ email: 'x', password: 'long-enough', firstName: 'A', lastName: 'B' }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ email: 'a@b.com', password: 'short', firstName: 'A', lastName: 'B' }).success).toBe(false);
  });
  it('accepts setup team ids from forms as numbers', () => {
    expect(setupCompletePayloadSchema.parse({ countryId: 'italy', teamId: '103' }).teamId).toBe(103);
  });
  it('uses the spec message for an incomplete lineup', () => {
    const r = startingLineupPayloadSchema.safeParse({ pgId: 'a', sgId: 'b', sfId: 'c', pfId: 'd' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(LINEUP_INCOMPLETE_MESSAGE);
  });
  it('validates offers, loans and the player form with the spec ranges', () => {
    expect(offerPayloadSchema.safeParse({ playerId: 'p', sellerTeamId: 't', offerAmount: 'abc' }).error?.issues[0]?.message).toBe(
      'Please enter a valid offer amount',
    );
    expect(sendLoanPayloadSchema.safeParse({ playerId: 'p', loanTeamId: 't', duration: 7 }).success).toBe(false);
    expect(sendLoanPayloadSchema.safeParse({ playerId: 'p', loanTeamId: 't', duration: 10 }).success).toBe(true);
    const form = {
      name: 'X',
      position: 'PG',
      age: 20,
      height: 185,
      weight: 85,
      nationality: 'Italy',
      potential: 75,
      shooting: 50,
      threePoint: 50,
      passing: 50,
      defense: 50,
      rebounding: 50,
      athletics: 50,
      basketballIQ: 50,
    };
    expect(playerFormSchema.safeParse(form).success).toBe(true);
    expect(playerFormSchema.safeParse({ ...form, age: 41 }).success).toBe(false);
    expect(playerFormSchema.safeParse({ ...form, shooting: 96 }).success).toBe(false);
    expect(playerFormSchema.safeParse({ ...form, name: ' ' }).error?.issues[0]?.message).toBe('Name is required');
  });
});
