// Products, variations, combos and their pictures (SPEC §3 Product). Routes: products.routes.ts, uploads.routes.ts.
export { availabilityOf } from './availability';
export { comboItems } from './combo-items.table';
export { storeProductImage } from './image-processing';
export { addImages } from './images.service';
export { findProduct, loadProduct } from './load-product';
export { atLowAvailability, lowAvailabilityAt, soldOut } from './low-availability';
export { mainImagePaths } from './main-image-paths';
export {
  nextOfferBoundary,
  offerReach,
  refreshOfferPrices,
  runningAt,
} from './offer-prices';
export { offerBrands, offerCategories, offerProducts } from './offers.table';
export { offerReaches, onOfferFor, onSale } from './on-sale';
export { setPriceAuthor } from './price-author';
export { productImages } from './product-images.table';
export { imageUrls, toVariation, type VariationFields } from './product-view';
export { productListWhere } from './products.search';
export { createProduct, insertProduct, rewriteProduct } from './products.service';
export {
  type OfferRow,
  offers,
  type ProductRow,
  productCategories,
  productRelated,
  products,
} from './products.table';
export { purchaseMinimum } from './purchase-minimum';
export { type StockReason, withStockReason } from './stock-reason';
export { variationLabels } from './variation-labels';
export { replaceVariations } from './variations.service';
export { productVariations, type VariationRow, variationTerms } from './variations.table';
