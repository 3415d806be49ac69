import { randomInt } from 'node:crypto';
import { CARD_NUMBER_DIGITS } from '@shop/contracts';

/**
 * A new card number: 16 digits from the system's cryptographic generator, so numbers cannot be guessed from one
 * another (the unique index settles the rare repeat: the caller draws again).
 */
export function newCardNumber(): string {
  let digits = '';
  // The first digit is never 0, so the number never loses a digit when someone types it into a numeric field.
  digits += String(randomInt(1, 10));
  while (digits.length < CARD_NUMBER_DIGITS) digits += String(randomInt(0, 10));
  return digits;
}
