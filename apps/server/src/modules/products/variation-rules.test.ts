import { describe, expect, it } from 'vitest';
import { variationErrors } from './variation-rules';

// Color (1): red 10, blue 11. Size (2): M 20.
const known = new Map([
  [1, new Set([10, 11])],
  [2, new Set([20])],
]);
const v = (color: number | null, size: number | null) => ({
  regular_price: 100,
  sale_price: null,
  wholesale_price: null,
  cost_price: null,
  real_quantity: 1,
  active: true,
  image_id: null,
  sku: undefined,
  terms: [
    { attribute_id: 1, term_id: color },
    { attribute_id: 2, term_id: size },
  ],
});

describe('variationErrors', () => {
  it('accepts distinct combinations within what the terms allow, an undefined term included', () => {
    expect(variationErrors([v(10, 20), v(11, null)], known)).toEqual({});
    expect(variationErrors([], known)).toEqual({});
  });

  it('refuses repeats, all-undefined terms, foreign terms and differing attributes', () => {
    expect(variationErrors([v(10, 20), v(10, 20)], known)).toEqual({
      'variations.1.terms': ['duplicates_not_allowed'],
    });
    expect(variationErrors([v(null, null)], known)).toEqual({
      'variations.0.terms': ['all_terms_undefined'],
    });
    expect(variationErrors([v(20, 20)], known)).toEqual({
      'variations.0.terms.0.term_id': ['reference_unknown'],
    });
    const onlyColor = { ...v(10, null), terms: [{ attribute_id: 1, term_id: 11 }] };
    expect(variationErrors([v(10, 20), onlyColor], known)).toEqual({
      'variations.1.terms': ['variation_attributes_differ'],
    });
  });

  it('refuses more variations than the combinations of the terms', () => {
    expect(variationErrors([v(10, 20), v(11, 20), v(10, null)], known)).toEqual({
      variations: ['no_more_combinations'],
    });
  });
});
