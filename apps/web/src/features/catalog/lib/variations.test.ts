import { describe, expect, it } from 'vitest';
import { variableProduct, variation } from '../test/fixtures';
import { isTermOffered, pickTerm, variationFor } from './variations';

const RED = 10;
const BLUE = 11;
const S = 20;
const M = 21;

describe('variation picker rules', () => {
  const { attributes, variations } = variableProduct([
    variation(1, RED, S),
    variation(2, RED, M, { availability: 0 }),
    variation(3, BLUE, null),
  ]);

  it('offers only terms that lead to a variation with availability', () => {
    expect(isTermOffered(variations, {}, 2, M)).toBe(true); // blue, any size
    expect(isTermOffered(variations, { 1: RED }, 2, S)).toBe(true);
    expect(isTermOffered(variations, { 1: RED }, 2, M)).toBe(false);
    expect(isTermOffered(variations, { 2: M }, 1, RED)).toBe(false);
    expect(isTermOffered(variations, { 2: M }, 1, BLUE)).toBe(true);
  });

  it('finds the variation of a full combination, a null term matching any term', () => {
    expect(variationFor(attributes, variations, { 1: RED })).toBeUndefined();
    expect(variationFor(attributes, variations, { 1: RED, 2: S })?.id).toBe(1);
    expect(variationFor(attributes, variations, { 1: BLUE, 2: M })?.id).toBe(3);
  });

  it('prefers the most specific variation when an "any" one also matches', () => {
    const both = [variation(4, BLUE, null), variation(5, BLUE, S)];
    expect(variationFor(attributes, both, { 1: BLUE, 2: S })?.id).toBe(5);
    expect(variationFor(attributes, both, { 1: BLUE, 2: M })?.id).toBe(4);
  });

  it('drops picks that no available variation offers with the new one', () => {
    expect(pickTerm(variations, { 1: BLUE, 2: M }, 1, RED)).toEqual({ 1: RED });
    expect(pickTerm(variations, { 2: S }, 1, RED)).toEqual({ 1: RED, 2: S });
  });
});
