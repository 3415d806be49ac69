import { describe, expect, it } from 'vitest';
import { readablePhone } from './readable-phone';

describe('readablePhone', () => {
  it('groups a Cuban number as people read it, in one piece a line cannot split', () => {
    expect(readablePhone('+5378301234')).toBe('+53\u00a07830\u00a01234');
    expect(readablePhone('+5352345678')).toBe('+53\u00a05234\u00a05678');
  });

  it('leaves any other number as it was stored', () => {
    expect(readablePhone('+13055550100')).toBe('+13055550100');
  });
});
