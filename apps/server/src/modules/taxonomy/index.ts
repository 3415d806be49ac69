import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attributesRoutes } from './attributes/attributes.routes';
import { termsRoutes } from './attributes/terms.routes';
import { brandsRoutes } from './brands/brands.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { unitsRoutes } from './units/units.routes';

export { attributes, attributeTerms } from './attributes/attributes.table';
export { brands } from './brands/brands.table';
export { categories } from './categories/categories.table';
export { categoryTree } from './categories/category-tree';
export { units } from './units/units.table';
export { registerUsageCheck, type TaxonomyKind, type UsageCheck } from './usage-checks';

/** The catalogue's taxonomy: categories, brands, attributes with their terms, and units. */
export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(categoriesRoutes);
  await app.register(brandsRoutes);
  await app.register(attributesRoutes);
  await app.register(termsRoutes);
  await app.register(unitsRoutes);
};
