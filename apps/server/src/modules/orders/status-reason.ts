import { DEFAULT_LOCALE, type Locale } from '@shop/contracts';
import { translate } from '../../lib/messages';

/**
 * The reasons the shop writes itself when it moves an order (the shopper cancelled it, its payment window ended, a
 * payment was denied without a word from staff). They are kept by their message key beside the text, so the
 * English-speaking shopper reads "Cancelled by the customer" where the Spanish-speaking one reads "Cancelado por el
 * cliente". What staff write is kept as they wrote it.
 */
export const SHOP_REASONS = ['cancelled_by_customer', 'payment_window_expired', 'payment_denied'] as const;
export type ShopReason = (typeof SHOP_REASONS)[number];

/** A move's reason: staff's own words (or none), or one the shop writes. */
export type StatusReason = string | null | { shop: ShopReason };

/** The columns a reason is stored in: the text (in the shop's language for a shop reason) and the key, if any. */
export function reasonColumns(reason: StatusReason): { text: string | null; key: ShopReason | null } {
  if (reason === null || typeof reason === 'string') return { text: reason, key: null };
  return { text: translate(reason.shop, DEFAULT_LOCALE), key: reason.shop };
}

/** A stored reason as `locale` reads it. */
export function readReason(text: string | null, key: ShopReason | null, locale: Locale): string | null {
  return key === null ? text : translate(key, locale);
}
