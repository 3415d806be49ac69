import { PRODUCT_SLUG_PARAM_MAX } from '@shop/contracts';
import { textLength } from '../../../lib/text-length';

/**
 * The `:product` of a product page's URL as `productSlugParamSchema` accepts it (text of 1 to 100 code points),
 * else undefined. Written without zod because the product page's first load must not fetch it;
 * read-product-slug.test.ts checks it against the schema.
 */
export function readProductSlug(slug: unknown): string | undefined {
  if (typeof slug !== 'string') return undefined;
  const length = textLength(slug);
  return length >= 1 && length <= PRODUCT_SLUG_PARAM_MAX ? slug : undefined;
}
