import { divideRounded } from './money';
import type { OfferKind } from './offers';

/** The offer in force for a product (decision 026): what it takes off and for which buyers. */
export interface PricingOffer {
  kind: OfferKind;
  /** Percent for `percentage`; base-coin cents for `amount` and `price`. */
  value: number;
  retail: boolean;
  wholesale: boolean;
}

/** What a product's price is derived from. Amounts are cents of the base coin; percentages are whole numbers. */
export interface PricingInput {
  regular_price: number;
  /** A fixed offer price; when set it wins over `discount_percentage`. */
  sale_price?: number | null | undefined;
  /** Percent off the regular price, 0 to 100. */
  discount_percentage?: number | null | undefined;
  /** Tax percentage contained in the price, 0 to 100. */
  tax: number;
  wholesale_price?: number | null | undefined;
  min_quantity?: number | null | undefined;
  /** The offer in force for the product, if any. */
  offer?: PricingOffer | null | undefined;
}

export interface Pricing {
  regular_price: number;
  sale_price: number | null;
  /** What the shopper pays per unit: SPEC's `price`, the same as `final_price`. */
  price: number;
  discount: number;
  discount_percentage: number;
  discount_price: number;
  final_price: number;
  /** The tax contained in `final_price`. */
  tax_value: number;
  /** What a wholesaler pays per unit from `min_quantity` units on; never above `final_price`. */
  wholesale_price: number;
  min_quantity: number;
  /** The offer set `final_price` (its price was below the product's own). */
  offer_applied: boolean;
  /** The offer set `wholesale_price`. */
  wholesale_offer_applied: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const whole = (value: number | null | undefined, fallback: number) =>
  value === null || value === undefined || !Number.isFinite(value) ? fallback : Math.trunc(value);

/** `base` with the offer taken off, never below zero nor above `base`. */
export function offerPrice(offer: Pick<PricingOffer, 'kind' | 'value'>, base: number): number {
  const value = Math.max(0, whole(offer.value, 0));
  switch (offer.kind) {
    case 'percentage':
      return base - Number(divideRounded(BigInt(base) * BigInt(clamp(value, 0, 100)), 100n));
    case 'amount':
      return clamp(base - value, 0, base);
    case 'price':
      return clamp(value, 0, base);
  }
}

/**
 * The tax a price contains, for a tax percentage of 0 to 100 (out-of-range clamped): the price includes it, so it is
 * price × tax / (100 + tax), rounded once. What a product, a cart line, an order line and the demo history all use.
 */
export function taxContained(price: number, tax: number): number {
  const rate = clamp(whole(tax, 0), 0, 100);
  return rate === 0 ? 0 : Number(divideRounded(BigInt(price) * BigInt(rate), BigInt(100 + rate)));
}

/**
 * The one place prices are derived (docs/decisions/006-products-and-pricing.md). Prices include their tax, so
 * the discounted price is what is paid and the tax is the part of it that belongs to the state. Each derived
 * amount is rounded once, by `divideRounded`; out-of-range inputs are clamped so that no input can produce a
 * negative price or one above the regular price.
 */
export function priceProduct(input: PricingInput): Pricing {
  const regular = Math.max(0, whole(input.regular_price, 0));
  const sale =
    input.sale_price === null || input.sale_price === undefined ? null : whole(input.sale_price, 0);
  const tax = clamp(whole(input.tax, 0), 0, 100);

  let discountPrice: number;
  let discountPercentage: number;
  if (sale !== null) {
    discountPrice = clamp(sale, 0, regular);
    discountPercentage =
      regular === 0 ? 0 : Number(divideRounded(BigInt(regular - discountPrice) * 100n, BigInt(regular)));
  } else {
    discountPercentage = clamp(whole(input.discount_percentage, 0), 0, 100);
    const off = Number(divideRounded(BigInt(regular) * BigInt(discountPercentage), 100n));
    discountPrice = regular - off;
  }
  const ownPrice = discountPrice;
  // An offer never stacks on the product's own discount: the buyer pays the lower of the two (decision 026).
  const offer = input.offer ?? null;
  const offered = offer?.retail ? offerPrice(offer, regular) : null;
  const offerApplied = offered !== null && offered < ownPrice;
  if (offerApplied) {
    discountPrice = offered;
    discountPercentage =
      regular === 0 ? 0 : Number(divideRounded(BigInt(regular - discountPrice) * 100n, BigInt(regular)));
  }
  const finalPrice = discountPrice;
  const taxValue = taxContained(finalPrice, tax);
  // A wholesale offer applies to the wholesale price (or, without one, to the product's own retail price).
  const ownWholesale = clamp(whole(input.wholesale_price, ownPrice), 0, ownPrice);
  const offeredWholesale = offer?.wholesale ? offerPrice(offer, ownWholesale) : null;
  const wholesaleOfferApplied = offeredWholesale !== null && offeredWholesale < ownWholesale;
  const wholesale = Math.min(wholesaleOfferApplied ? offeredWholesale : ownWholesale, finalPrice);

  return {
    regular_price: regular,
    sale_price: sale === null && !offerApplied ? null : discountPrice,
    price: finalPrice,
    discount: regular - discountPrice,
    discount_percentage: discountPercentage,
    discount_price: discountPrice,
    final_price: finalPrice,
    tax_value: taxValue,
    wholesale_price: wholesale,
    min_quantity: Math.max(1, whole(input.min_quantity, 1)),
    offer_applied: offerApplied,
    wholesale_offer_applied: wholesaleOfferApplied,
  };
}

/** What one unit costs this buyer: wholesalers pay the wholesale price from the minimum quantity on. */
export function unitPrice(pricing: Pricing, buyer: { wholesaler: boolean; quantity: number }): number {
  return buyer.wholesaler && buyer.quantity >= pricing.min_quantity
    ? pricing.wholesale_price
    : pricing.final_price;
}
