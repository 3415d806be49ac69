import type { Product, Term } from '@shop/contracts';
import { centsToUnits, unitsToCents } from './money';

/** A variation's term per attribute: a term id as text, or `ANY_TERM` for "any term of this attribute". */
export const ANY_TERM = 'any';

export interface VariationRow {
  key: string;
  /** The saved variation this row edits; absent for a new one. */
  id?: number;
  sku: string;
  regular_price: number | string;
  sale_price: number | string;
  /**
   * Not in the table (the spreadsheet and the bulk change set it): sent back as it came, so that saving the table
   * keeps it.
   */
  wholesale_price: number | string;
  /** Blank: the product's cost (decision 110). */
  cost_price: number | string;
  real_quantity: number | string;
  active: boolean;
  image_id: string | null;
  terms: Record<string, string>;
}

export interface VariationsFormValues {
  attribute_ids: string[];
  variations: VariationRow[];
}

let next = 0;
const rowKey = () => `variation-${++next}`;

export function emptyRow(attributeIds: readonly string[], terms: Record<string, string> = {}): VariationRow {
  return {
    key: rowKey(),
    sku: '',
    regular_price: '',
    sale_price: '',
    wholesale_price: '',
    cost_price: '',
    real_quantity: 0,
    active: true,
    image_id: null,
    terms: Object.fromEntries(attributeIds.map((id) => [id, terms[id] ?? ANY_TERM])),
  };
}

export function variationsToValues(product: Product): VariationsFormValues {
  const attributeIds = (product.variations[0]?.terms ?? []).map((term) => String(term.attribute_id));
  return {
    attribute_ids: attributeIds,
    variations: product.variations.map((variation) => ({
      key: rowKey(),
      id: variation.id,
      sku: variation.sku,
      regular_price: centsToUnits(variation.regular_price),
      sale_price: centsToUnits(variation.sale_price),
      wholesale_price: centsToUnits(variation.wholesale_price),
      cost_price: centsToUnits(variation.cost_price),
      real_quantity: variation.real_quantity,
      active: variation.active,
      image_id: variation.image_id === null ? null : String(variation.image_id),
      terms: Object.fromEntries(
        variation.terms.map((term) => [
          String(term.attribute_id),
          term.term_id === null ? ANY_TERM : String(term.term_id),
        ]),
      ),
    })),
  };
}

/** Rows follow the chosen attributes: a new attribute starts as "any", a dropped one leaves every row. */
export function withAttributes(
  rows: readonly VariationRow[],
  attributeIds: readonly string[],
): VariationRow[] {
  return rows.map((row) => ({
    ...row,
    terms: Object.fromEntries(attributeIds.map((id) => [id, row.terms[id] ?? ANY_TERM])),
  }));
}

const comboKey = (attributeIds: readonly string[], terms: Record<string, string>) =>
  attributeIds.map((id) => `${id}:${terms[id] ?? ANY_TERM}`).join('|');

/**
 * Adds a row for every combination of the attributes' terms that no row has yet; existing rows stay as they are.
 * An attribute without terms yet takes part as "any".
 */
export function addAllCombinations(
  rows: readonly VariationRow[],
  attributeIds: readonly string[],
  termsOf: ReadonlyMap<number, readonly Term[]>,
): VariationRow[] {
  let combinations: Record<string, string>[] = [{}];
  for (const id of attributeIds) {
    const terms = termsOf.get(Number(id)) ?? [];
    const choices = terms.length ? terms.map((term) => String(term.id)) : [ANY_TERM];
    combinations = combinations.flatMap((partial) => choices.map((choice) => ({ ...partial, [id]: choice })));
  }
  const present = new Set(rows.map((row) => comboKey(attributeIds, row.terms)));
  // A variation of nothing but "any" is refused (SPEC §5: not all terms may be undefined).
  const added = combinations
    .filter((terms) => Object.values(terms).some((term) => term !== ANY_TERM))
    .filter((terms) => !present.has(comboKey(attributeIds, terms)))
    .map((terms) => emptyRow(attributeIds, terms));
  return [...rows, ...added];
}

const number = (value: number | string) => (String(value).trim() === '' ? undefined : value);

/** The rows as `variationsBodySchema` input: money in cents, "any" as a null term. */
export function toVariationsInput(values: VariationsFormValues): { variations: Record<string, unknown>[] } {
  return {
    variations: values.variations.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      sku: row.sku,
      regular_price: unitsToCents(row.regular_price),
      sale_price: unitsToCents(row.sale_price) ?? null,
      wholesale_price: unitsToCents(row.wholesale_price) ?? null,
      cost_price: unitsToCents(row.cost_price) ?? null,
      real_quantity: number(row.real_quantity),
      active: row.active,
      image_id: row.image_id,
      terms: values.attribute_ids.map((id) => {
        const term = row.terms[id] ?? ANY_TERM;
        return { attribute_id: id, term_id: term === ANY_TERM ? null : term };
      }),
    })),
  };
}
