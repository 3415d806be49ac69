import { describe, expect, it } from 'vitest';
import { marginPercent } from './margin';

describe('marginPercent', () => {
  it('is the profit over what sold taxes out, to one decimal, a loss below zero, and none of nothing', () => {
    expect(marginPercent(460, 1_180)).toBe(39);
    expect(marginPercent(1_400, 2_500)).toBe(56);
    expect(marginPercent(1, 3)).toBe(33.3);
    expect(marginPercent(-250, 1_000)).toBe(-25);
    expect(marginPercent(0, 0)).toBeNull();
  });
});
