import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './validation-messages';

const count = z.object({ quantity: z.number().int().min(1) });
const errorsOf = (value: unknown, locale: 'es-ES' | 'en-US' = 'es-ES') => {
  const result = count.safeParse({ quantity: value }, { reportInput: true });
  return result.success ? {} : fieldErrors(result.error.issues, locale);
};

describe('the words of a refused number', () => {
  it('says a fraction where a count goes is not whole, in the reader’s language', () => {
    expect(errorsOf(2.5)).toEqual({ quantity: ['Escribe un número entero'] });
    expect(errorsOf(2.5, 'en-US')).toEqual({ quantity: ['Enter a whole number'] });
  });

  it('says a missing one is required, a small one too small and text no number', () => {
    expect(errorsOf(undefined)).toEqual({ quantity: ['Este campo es requerido'] });
    expect(errorsOf(-3).quantity?.[0]).toMatch(/1/);
    expect(errorsOf('tres')).toEqual({ quantity: ['Tipo de dato no válido'] });
  });
});
