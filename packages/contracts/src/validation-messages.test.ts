import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { discountBodySchema } from './discounts';
import { offerBodySchema } from './offers';
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

describe("an offer's or a discount's value", () => {
  const when = { starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-12-31T00:00:00Z' };
  const discountErrors = (kind: 'percentage' | 'amount', value: number) => {
    const result = discountBodySchema.safeParse(
      { name: 'Navidad', kind, value, ...when },
      { reportInput: true },
    );
    return result.success ? {} : fieldErrors(result.error.issues, 'es-ES');
  };

  it('is read as an amount for an amount off and as a percentage otherwise', () => {
    expect(discountErrors('amount', PRICE_MAX + 1)).toEqual({
      value: ['Debe ser como máximo 10.000.000,00'],
    });
    expect(discountErrors('amount', 0)).toEqual({
      value: ['El importe a descontar debe ser mayor que cero'],
    });
    expect(discountErrors('percentage', 0)).toEqual({ value: ['El porcentaje debe estar entre 1 y 100'] });
    expect(discountErrors('percentage', 101)).toEqual({ value: ['El porcentaje debe estar entre 1 y 100'] });
    expect(discountErrors('amount', 250)).toEqual({});

    const offer = offerBodySchema.safeParse(
      { name: 'Precio fijo', kind: 'price', value: PRICE_MAX + 1, product_ids: [1], ...when },
      { reportInput: true },
    );
    expect(offer.success ? {} : fieldErrors(offer.error.issues, 'es-ES')).toEqual({
      value: ['Debe ser como máximo 10.000.000,00'],
    });
  });
});
