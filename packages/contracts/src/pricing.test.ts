import { describe, expect, it } from 'vitest';
import { type PricingInput, priceProduct, taxContained, unitPrice } from './pricing';

describe('priceProduct', () => {
  it.each([
    // regular, sale, percent, tax → discount, discount_percentage, final, tax_value
    [10000, null, 0, 0, 0, 0, 10000, 0],
    [10000, 8000, 0, 0, 2000, 20, 8000, 0],
    [10000, null, 15, 0, 1500, 15, 8500, 0],
    [999, null, 50, 0, 500, 50, 499, 0], // 499.5 off rounds half away from zero, once
    [10000, 7000, 50, 0, 3000, 30, 7000, 0], // a fixed sale price wins over the percentage
    [11000, null, 0, 10, 0, 0, 11000, 1000], // the tax contained in a tax-inclusive price
    [1000, null, 0, 21, 0, 0, 1000, 174], // 173.55 → 174
    [0, null, 30, 10, 0, 30, 0, 0],
    [10000, 0, 0, 0, 10000, 100, 0, 0],
  ])(
    'regular %i sale %s percent %i tax %i',
    (regular, sale, percent, tax, discount, pct, final, taxValue) => {
      const p = priceProduct({ regular_price: regular, sale_price: sale, discount_percentage: percent, tax });
      expect(p).toMatchObject({
        discount,
        discount_percentage: pct,
        discount_price: final,
        final_price: final,
        price: final,
        tax_value: taxValue,
      });
    },
  );

  it('keeps the wholesale price at or below the final price, and a minimum quantity of at least one', () => {
    const p = priceProduct({
      regular_price: 1000,
      sale_price: 800,
      tax: 0,
      wholesale_price: 900,
      min_quantity: 0,
    });
    expect(p.wholesale_price).toBe(800);
    expect(p.min_quantity).toBe(1);
    const q = priceProduct({ regular_price: 1000, tax: 0, wholesale_price: 700, min_quantity: 12 });
    expect(unitPrice(q, { wholesaler: true, quantity: 12 })).toBe(700);
    expect(unitPrice(q, { wholesaler: true, quantity: 11 })).toBe(1000);
    expect(unitPrice(q, { wholesaler: false, quantity: 100 })).toBe(1000);
  });

  it('clamps a sale price above the regular price instead of raising the price', () => {
    expect(priceProduct({ regular_price: 1000, sale_price: 5000, tax: 0 }).final_price).toBe(1000);
  });
});

/** mulberry32: a tiny seeded generator, so a failure reproduces. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('taxContained', () => {
  it('is the part of a price that is tax, rounded once; no tax, none; a rate out of range clamped', () => {
    expect(taxContained(450, 10)).toBe(41); // 4,50 $ with 10 % inside: 0,41 $ of tax
    expect(taxContained(1900, 10)).toBe(173);
    expect(taxContained(450, 0)).toBe(0);
    expect(taxContained(450, -5)).toBe(0);
    expect(taxContained(450, 250)).toBe(taxContained(450, 100));
  });
});

describe('priceProduct invariants over 10,000 seeded inputs', () => {
  it('never gives a negative price, one above the regular price, or amounts that do not add up', () => {
    const next = random(20251122);
    const int = (max: number) => Math.floor(next() * (max + 1));
    for (let i = 0; i < 10_000; i++) {
      const regular = int(3) === 0 ? int(100) : int(50_000_000);
      const input: PricingInput = {
        regular_price: regular,
        sale_price: int(2) === 0 ? null : int(regular * 2) - int(10),
        discount_percentage: int(130) - 10,
        tax: int(120) - 10,
        wholesale_price: int(2) === 0 ? undefined : int(regular * 2) - 5,
        min_quantity: int(50) - 2,
      };
      const p = priceProduct(input);
      const context = JSON.stringify(input);
      for (const amount of [p.final_price, p.discount_price, p.discount, p.tax_value, p.wholesale_price]) {
        expect(Number.isSafeInteger(amount), context).toBe(true);
        expect(amount, context).toBeGreaterThanOrEqual(0);
      }
      expect(p.final_price, context).toBeLessThanOrEqual(p.regular_price);
      expect(p.discount + p.final_price, context).toBe(p.regular_price);
      expect(p.tax_value, context).toBeLessThanOrEqual(p.final_price);
      expect(p.wholesale_price, context).toBeLessThanOrEqual(p.final_price);
      expect(p.discount_percentage, context).toBeGreaterThanOrEqual(0);
      expect(p.discount_percentage, context).toBeLessThanOrEqual(100);
      expect(p.min_quantity, context).toBeGreaterThanOrEqual(1);
      // Rounding once: each amount is within half a cent of its exact value.
      const tax = Math.min(100, Math.max(0, input.tax));
      expect(Math.abs(p.tax_value - (p.final_price * tax) / (100 + tax)), context).toBeLessThanOrEqual(0.5);
    }
  });
});

describe('priceProduct with an offer (decision 026)', () => {
  const retail = (kind: 'percentage' | 'amount' | 'price', value: number) => ({
    kind,
    value,
    retail: true,
    wholesale: false,
  });

  it.each([
    // regular, own sale, own percent, offer → final, percent shown, offer applied
    [10000, null, 0, retail('percentage', 25), 7500, 25, true],
    [10000, null, 0, retail('amount', 1500), 8500, 15, true],
    [10000, null, 0, retail('price', 6000), 6000, 40, true],
    [10000, null, 30, retail('percentage', 20), 7000, 30, false], // the product's own 30 % is better
    [10000, 6500, 0, retail('percentage', 30), 6500, 35, false], // its own sale price is better
    [10000, 9000, 0, retail('amount', 2000), 8000, 20, true], // the offer is better than the sale price
    [10000, null, 0, retail('amount', 20000), 0, 100, true], // never below zero
    [10000, null, 0, retail('price', 12000), 10000, 0, false], // an offer price above the regular one does nothing
  ])('regular %i sale %s percent %i, %o', (regular, sale, percent, offer, final, shown, applied) => {
    const p = priceProduct({
      regular_price: regular,
      sale_price: sale,
      discount_percentage: percent,
      tax: 0,
      offer,
    });
    expect(p.final_price).toBe(final);
    expect(p.discount_percentage).toBe(shown);
    expect(p.offer_applied).toBe(applied);
    expect(p.discount).toBe(regular - final);
  });

  it('leaves retail prices alone with a wholesale-only offer, and lowers the wholesale price', () => {
    const input: PricingInput = {
      regular_price: 10000,
      wholesale_price: 8000,
      min_quantity: 10,
      tax: 0,
      offer: { kind: 'percentage', value: 10, retail: false, wholesale: true },
    };
    const p = priceProduct(input);
    expect(p).toMatchObject({ final_price: 10000, offer_applied: false, wholesale_price: 7200 });
    expect(p.wholesale_offer_applied).toBe(true);
    expect(unitPrice(p, { wholesaler: true, quantity: 10 })).toBe(7200);
    expect(unitPrice(p, { wholesaler: true, quantity: 9 })).toBe(10000);
    expect(unitPrice(p, { wholesaler: false, quantity: 10 })).toBe(10000);
  });

  it('prices wholesale from the retail price when the product has no wholesale price, without taking the offer twice', () => {
    const p = priceProduct({
      regular_price: 10000,
      tax: 0,
      offer: { kind: 'percentage', value: 20, retail: true, wholesale: true },
    });
    expect(p).toMatchObject({ final_price: 8000, wholesale_price: 8000 });
  });

  it('never lets a wholesaler pay more than a retail buyer under a retail-only offer', () => {
    const p = priceProduct({
      regular_price: 10000,
      wholesale_price: 9000,
      tax: 0,
      offer: { kind: 'price', value: 7000, retail: true, wholesale: false },
    });
    expect(p).toMatchObject({ final_price: 7000, wholesale_price: 7000, wholesale_offer_applied: false });
  });

  it('keeps the tax contained in the offer price', () => {
    const p = priceProduct({ regular_price: 11000, tax: 10, offer: retail('percentage', 50) });
    expect(p).toMatchObject({ final_price: 5500, tax_value: 500 });
  });

  it('shows the offer price in a second coin with one rounding, from the base-coin price', async () => {
    const { convert } = await import('./money');
    const p = priceProduct({ regular_price: 999, tax: 0, offer: retail('percentage', 10) });
    expect(p.final_price).toBe(899); // 99.9 off rounds to 100
    expect(convert(p.final_price, '1.08')).toBe(971); // 970.92 MLC cents
    expect(convert(p.regular_price, '1.08')).toBe(1079);
  });
});
