/**
 * SPEC §5: the fewest units a buyer may put in the cart, or null when they may not buy the product at all. A product
 * sold at retail is bought from one unit by anyone (a wholesaler pays the wholesale price from its minimum); one sold
 * only wholesale is bought by wholesalers only, from its wholesale minimum. The cart checks it and the product page
 * shows it, by this one rule.
 */
export function purchaseMinimum(
  product: { retail: boolean; wholesaler: boolean; minQuantity: number },
  buyerIsWholesaler: boolean,
): number | null {
  if (product.retail) return 1;
  return buyerIsWholesaler && product.wholesaler ? Math.max(1, product.minQuantity) : null;
}
