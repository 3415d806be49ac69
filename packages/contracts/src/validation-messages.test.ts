import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PRICE_MAX, productBodySchema } from './products';
import { cardRechargeBodySchema } from './shopping-cards';
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

describe('the words of a refused amount', () => {
  const amountErrors = (body: Record<string, unknown>, locale: 'es-ES' | 'en-US' = 'es-ES') => {
    const result = productBodySchema.safeParse(
      { name: 'Café', category_id: 1, ...body },
      { reportInput: true },
    );
    return result.success ? {} : fieldErrors(result.error.issues, locale);
  };

  it('tells a bound as the amount typed, not the cents sent', () => {
    // "13" as an offer on a price of "12,50": the form sends 1300 and 1250.
    expect(amountErrors({ regular_price: 1250, sale_price: 1300 })).toEqual({
      sale_price: ['Debe ser como máximo 12,50'],
    });
    expect(amountErrors({ regular_price: 1250, sale_price: 1300 }, 'en-US')).toEqual({
      sale_price: ['Must be at most 12.50'],
    });
    expect(amountErrors({ regular_price: PRICE_MAX + 1 })).toEqual({
      regular_price: ['Debe ser como máximo 10.000.000,00'],
    });
    expect(amountErrors({ regular_price: -1 }, 'en-US')).toEqual({
      regular_price: ['Must be at least 0.00'],
    });
  });

  it('reads so for a card, whose least recharge is a cent', () => {
    const result = cardRechargeBodySchema.safeParse({ amount: 0, pay_form: 'cash' }, { reportInput: true });
    expect(result.success ? {} : fieldErrors(result.error.issues, 'es-ES')).toEqual({
      amount: ['Debe ser como mínimo 0,01'],
    });
  });
});
