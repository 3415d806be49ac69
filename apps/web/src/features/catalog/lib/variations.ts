import type { StorefrontAttribute, StorefrontVariation } from '@shop/contracts';

/** The term picked per attribute id; an attribute not picked yet is absent. */
export type Selection = Readonly<Record<number, number>>;

function termOf(variation: StorefrontVariation, attributeId: number): number | null {
  return variation.terms.find((term) => term.attribute_id === attributeId)?.term_id ?? null;
}

/** A null term (or an attribute the variation does not name) matches any term of that attribute. */
function matches(variation: StorefrontVariation, selection: Selection): boolean {
  return Object.entries(selection).every(([attribute, term]) => {
    const own = termOf(variation, Number(attribute));
    return own === null || own === term;
  });
}

export function isAvailable(variation: { availability: number | null }): boolean {
  return variation.availability === null || variation.availability > 0;
}

/**
 * Whether picking `termId` for `attributeId` can still lead to a variation that can be bought, given what is
 * picked of the other attributes.
 */
export function isTermOffered(
  variations: readonly StorefrontVariation[],
  selection: Selection,
  attributeId: number,
  termId: number,
): boolean {
  const wanted = { ...selection, [attributeId]: termId };
  return variations.some((variation) => isAvailable(variation) && matches(variation, wanted));
}

/**
 * Picks a term. Picks of other attributes that no available variation offers together with it are dropped,
 * so the shopper never lands on a dead end.
 */
export function pickTerm(
  variations: readonly StorefrontVariation[],
  selection: Selection,
  attributeId: number,
  termId: number,
): Selection {
  const next = { ...selection, [attributeId]: termId };
  const reachable = variations.some((variation) => isAvailable(variation) && matches(variation, next));
  return reachable ? next : { [attributeId]: termId };
}

/**
 * The variation a full combination names: of those matching it, the most specific one (fewest "any" terms),
 * an available one first. Undefined until every attribute is picked.
 */
export function variationFor(
  attributes: readonly StorefrontAttribute[],
  variations: readonly StorefrontVariation[],
  selection: Selection,
): StorefrontVariation | undefined {
  if (attributes.length === 0 || attributes.some((attribute) => selection[attribute.id] === undefined)) {
    return undefined;
  }
  const anyCount = (variation: StorefrontVariation) =>
    attributes.filter((attribute) => termOf(variation, attribute.id) === null).length;
  return variations
    .filter((variation) => matches(variation, selection))
    .sort((a, b) => Number(isAvailable(b)) - Number(isAvailable(a)) || anyCount(a) - anyCount(b))[0];
}
