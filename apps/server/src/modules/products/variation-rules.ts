import type { VariationsBody } from '@shop/contracts';
import type { FieldErrorKeys } from '../../lib/domain-errors';

/** The terms each attribute has, by attribute id. */
export type AttributeTerms = ReadonlyMap<number, ReadonlySet<number>>;

const combinationKey = (terms: VariationsBody['variations'][number]['terms']) =>
  [...terms]
    .sort((a, b) => a.attribute_id - b.attribute_id)
    .map((t) => `${t.attribute_id}:${t.term_id ?? '*'}`)
    .join('|');

/**
 * SPEC §5/§8 rules of a product's variations: every variation names the same attributes once each, with terms of
 * those attributes; not all of its terms may be undefined; no combination repeats; and there cannot be more
 * variations than the attributes' terms can combine into.
 */
export function variationErrors(
  variations: VariationsBody['variations'],
  known: AttributeTerms,
): FieldErrorKeys {
  const errors: FieldErrorKeys = {};
  const first = variations[0];
  const attributeSet = first
    ? [...new Set(first.terms.map((t) => t.attribute_id))].sort((a, b) => a - b).join()
    : '';
  const seen = new Set<string>();

  variations.forEach((variation, i) => {
    const field = `variations.${i}.terms`;
    const ids = variation.terms.map((t) => t.attribute_id);
    if (new Set(ids).size !== ids.length) {
      errors[field] = ['duplicates_not_allowed'];
      return;
    }
    if ([...ids].sort((a, b) => a - b).join() !== attributeSet) {
      errors[field] = ['variation_attributes_differ'];
      return;
    }
    variation.terms.forEach((term, j) => {
      const terms = known.get(term.attribute_id);
      if (!terms) errors[`${field}.${j}.attribute_id`] = ['reference_unknown'];
      else if (term.term_id !== null && !terms.has(term.term_id))
        errors[`${field}.${j}.term_id`] = ['reference_unknown'];
    });
    if (variation.terms.every((t) => t.term_id === null)) {
      errors[field] = ['all_terms_undefined'];
      return;
    }
    const key = combinationKey(variation.terms);
    if (seen.has(key)) errors[field] = ['duplicates_not_allowed'];
    seen.add(key);
  });

  if (first && !Object.keys(errors).length) {
    let possible = 1;
    for (const term of first.terms) possible *= known.get(term.attribute_id)?.size ?? 0;
    if (variations.length > possible) errors.variations = ['no_more_combinations'];
  }
  return errors;
}
