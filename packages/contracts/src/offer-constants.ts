// The plain constants of `offers.ts`, without zod: /Offers and the home page need them, not the schemas.

/** What an offer takes off: a percentage, a fixed amount (cents), or a fixed offer price (cents). */
export const OFFER_KINDS = ['percentage', 'amount', 'price'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
/** Where an offer stands now: waiting for its start, running, past its end, or switched off by staff. */
export const OFFER_STATES = ['scheduled', 'running', 'ended', 'disabled'] as const;
export type OfferState = (typeof OFFER_STATES)[number];
export const OFFER_NAME_MAX = 80;
export const OFFER_PRIORITY_MAX = 1000;
/** Products, categories and brands named by one offer, each list at most this long. */
export const OFFER_TARGETS_MAX = 500;

export const OFFER_PATHS = {
  list: '/admin/offers',
  one: '/admin/offers/:id',
  /** The offers running now, for /Offers and the home page. */
  store: '/store/offers',
} as const;
