import { divideRounded } from './money';

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
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const whole = (value: number | null | undefined, fallback: number) =>
  value === null || value === undefined || !Number.isFinite(value) ? fallback : Math.trunc(value);

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
  const finalPrice = discountPrice;
  const taxValue = tax === 0 ? 0 : Number(divideRounded(BigInt(finalPrice) * BigInt(tax), BigInt(100 + tax)));
  const wholesale = clamp(whole(input.wholesale_price, finalPrice), 0, finalPrice);

  return {
    regular_price: regular,
    sale_price: sale === null ? null : discountPrice,
    price: finalPrice,
    discount: regular - discountPrice,
    discount_percentage: discountPercentage,
    discount_price: discountPrice,
    final_price: finalPrice,
    tax_value: taxValue,
    wholesale_price: wholesale,
    min_quantity: Math.max(1, whole(input.min_quantity, 1)),
  };
}

/** What one unit costs this buyer: wholesalers pay the wholesale price from the minimum quantity on. */
export function unitPrice(pricing: Pricing, buyer: { wholesaler: boolean; quantity: number }): number {
  return buyer.wholesaler && buyer.quantity >= pricing.min_quantity
    ? pricing.wholesale_price
    : pricing.final_price;
}
