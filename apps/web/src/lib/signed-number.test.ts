import { describe, expect, it } from 'vitest';
import { formatSigned } from './signed-number';

describe('a change of units', () => {
  it('carries its sign, a minus sign rather than a hyphen, and none for zero', () => {
    expect(formatSigned(10, 'es-ES')).toBe('+10');
    expect(formatSigned(-12500, 'es-ES')).toBe('−12.500');
    expect(formatSigned(-12500, 'en-US')).toBe('−12,500');
    expect(formatSigned(0, 'es-ES')).toBe('0');
  });
});
