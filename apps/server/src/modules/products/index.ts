import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productsRoutes } from './products.routes';
import { productUploadsRoutes } from './uploads.routes';
import { registerProductUsageChecks } from './usage-checks';

export { availabilityOf } from './availability';
export { comboItems } from './combo-items.table';
export { loadProduct } from './load-product';
export { productImages } from './product-images.table';
export { imageUrls } from './product-view';
export { type ProductRow, productRelated, products } from './products.table';
export { variationLabels } from './variation-labels';
export { productVariations, variationTerms } from './variations.table';

/** The catalogue's products: back office, uploads and the spec-sheet download. */
export const productModuleRoutes: FastifyPluginAsyncZod = async (app) => {
  registerProductUsageChecks();
  await app.register(productsRoutes);
  await app.register(productUploadsRoutes);
};
