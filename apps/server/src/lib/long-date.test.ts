import { describe, expect, it } from 'vitest';
import { longDate } from './long-date';

describe('a day written in full', () => {
  it('reads as the reader’s language writes it, on the day itself whatever the server’s zone', () => {
    expect(longDate('2026-12-03', 'es-ES')).toBe('3 de diciembre de 2026');
    expect(longDate('2026-12-03', 'en-US')).toBe('December 3, 2026');
    expect(longDate('2027-01-01', 'es-ES')).toBe('1 de enero de 2027');
  });
});
