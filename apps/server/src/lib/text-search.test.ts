import { describe, expect, it } from 'vitest';
import { escapeLike, foldText } from './text-search';

describe('text search helpers', () => {
  it('folds Spanish accents and case', () => {
    expect(foldText('José NÚÑEZ Çà')).toBe('jose nunez ca');
  });

  it('turns control characters into spaces', () => {
    expect(foldText('a\u0000b\nc')).toBe('a b c');
  });

  it('escapes the LIKE wildcards so they match themselves', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
