import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_PATHS } from './attributes';
import { fillPath } from './paths';
import { STOREFRONT_PATHS } from './storefront-constants';

describe('fillPath', () => {
  it('fills every parameter of a contract path, encoded', () => {
    expect(fillPath(ATTRIBUTE_PATHS.term, { id: 4, term_id: 9 })).toBe('/admin/attributes/4/terms/9');
    expect(fillPath(STOREFRONT_PATHS.product, { slug: 'café molido/1' })).toBe(
      '/store/products/caf%C3%A9%20molido%2F1',
    );
  });
});
