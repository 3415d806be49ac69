import { type Term, variationsBodySchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { ANY_TERM, addAllCombinations, emptyRow, toVariationsInput, withAttributes } from './variation-rows';

const term = (id: number, attribute_id: number, name: string): Term => ({
  id,
  attribute_id,
  name,
  slug: name.toLowerCase(),
  priority: 0,
});

const TERMS = new Map<number, Term[]>([
  [8, [term(1, 8, 'Rojo'), term(2, 8, 'Azul')]],
  [9, [term(5, 9, 'S'), term(6, 9, 'M'), term(7, 9, 'L')]],
]);

describe('variation rows', () => {
  it('generates every missing combination once and keeps the rows already there', () => {
    const existing = { ...emptyRow(['8', '9'], { '8': '1', '9': '5' }), sku: 'KEEP' };
    const rows = addAllCombinations([existing], ['8', '9'], TERMS);

    expect(rows).toHaveLength(6);
    expect(rows[0]?.sku).toBe('KEEP');
    const keys = rows.map((row) => `${row.terms['8']}-${row.terms['9']}`);
    expect(new Set(keys).size).toBe(6);
    expect(addAllCombinations(rows, ['8', '9'], TERMS)).toHaveLength(6);
  });

  it('never proposes a variation of nothing but "any"', () => {
    expect(addAllCombinations([], ['8', '10'], TERMS).map((row) => row.terms)).toEqual([
      { '8': '1', '10': ANY_TERM },
      { '8': '2', '10': ANY_TERM },
    ]);
    expect(addAllCombinations([], ['10'], TERMS)).toEqual([]);
  });

  it('follows the chosen attributes, a new one starting as any term', () => {
    const [row] = withAttributes([emptyRow(['8'], { '8': '2' })], ['8', '9']);
    expect(row?.terms).toEqual({ '8': '2', '9': ANY_TERM });
  });

  it('sends money as cents and "any" as a null term, in the schema the API reads', () => {
    const row = { ...emptyRow(['8', '9'], { '8': '1' }), id: 3, regular_price: '12.5', sale_price: '' };
    const body = variationsBodySchema.parse(
      toVariationsInput({ attribute_ids: ['8', '9'], variations: [row] }),
    );
    expect(body.variations[0]).toMatchObject({
      id: 3,
      regular_price: 1250,
      sale_price: null,
      terms: [
        { attribute_id: 8, term_id: 1 },
        { attribute_id: 9, term_id: null },
      ],
    });
  });
});
