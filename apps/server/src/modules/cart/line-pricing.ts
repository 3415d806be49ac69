import { type PricingOffer, priceProduct, taxContained, unitPrice } from '@shop/contracts';

/** The price columns of a product and, for a variable product, of the chosen variation. */
export interface PricedProduct {
  regularPrice: number;
  salePrice: number | null;
  wholesalePrice: number | null;
  discountPercentage: number;
  tax: number;
  minQuantity: number;
  wholesaler: boolean;
  /** The offer in force for the product (decision 026). */
  offer: PricingOffer | null;
}
export interface PricedVariation {
  regularPrice: number;
  salePrice: number | null;
  wholesalePrice: number | null;
}

/**
 * What one unit of a cart or order line costs this buyer, in base-coin cents, and the tax it contains. A variation
 * has its own prices; the product's discount, tax and minimum apply to them (decision 006).
 */
export function linePrice(
  product: PricedProduct,
  variation: PricedVariation | null,
  buyer: { wholesaler: boolean },
  quantity: number,
): { unit: number; unitTax: number; offerApplied: boolean } {
  const source = variation ?? product;
  const pricing = priceProduct({
    regular_price: source.regularPrice,
    sale_price: source.salePrice,
    wholesale_price: source.wholesalePrice,
    discount_percentage: product.discountPercentage,
    tax: product.tax,
    min_quantity: product.minQuantity,
    offer: product.offer,
  });
  const wholesale = buyer.wholesaler && product.wholesaler && quantity >= pricing.min_quantity;
  const unit = unitPrice(pricing, { wholesaler: buyer.wholesaler && product.wholesaler, quantity });
  const unitTax = taxContained(unit, product.tax);
  const offerApplied = wholesale ? pricing.wholesale_offer_applied : pricing.offer_applied;
  return { unit, unitTax, offerApplied };
}
