import type { OfferState } from '@shop/contracts';

/** The badge colour of an offer's or a discount's state in their lists. */
export const STATE_COLORS: Record<OfferState, string> = {
  running: 'green',
  scheduled: 'blue',
  ended: 'gray',
  disabled: 'gray',
};
