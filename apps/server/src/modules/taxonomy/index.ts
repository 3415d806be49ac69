// The catalogue's taxonomy: categories, brands, attributes with their terms, units. Routes: */*.routes.ts.

export { createAttribute } from './attributes/attributes.service';
export { attributes, attributeTerms } from './attributes/attributes.table';
export { createTerm } from './attributes/terms.service';
export { createBrand } from './brands/brands.service';
export { brands } from './brands/brands.table';
export { createCategory } from './categories/categories.service';
export { categories } from './categories/categories.table';
export { categoryTree } from './categories/category-tree';
export { createUnit } from './units/units.service';
export { units } from './units/units.table';
export { registerUsageCheck, type TaxonomyKind, type UsageCheck } from './usage-checks';
