import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAY_FORMS,
  enabledPayForms,
  type PayForm,
  payFormsSettingsBodySchema,
  payFormsSettingsSchema,
} from './pay-forms';
import { fieldErrors } from './validation-messages';

const codes = (forms: PayForm[]) => forms.map((f) => f.code);

describe('payFormsSettingsSchema', () => {
  it('seeds the three forms, transfer saying staff confirms the payment', () => {
    const forms = payFormsSettingsSchema.parse({});
    expect(codes(forms)).toEqual(['cash_on_delivery', 'cash_on_pickup', 'transfer']);
    expect(forms.every((f) => f.enabled)).toBe(true);
    expect(forms[2]?.instructions).toMatch(/confirmará el pago/);
    // Each read gets its own copy: editing one never changes the defaults.
    Object.assign(forms[0] ?? {}, { name: 'changed' });
    expect(DEFAULT_PAY_FORMS[0]?.name).toBe('Efectivo contra entrega');
  });

  it('wants each form exactly once and names within their limits', () => {
    const twice = payFormsSettingsBodySchema.safeParse([
      DEFAULT_PAY_FORMS[0],
      DEFAULT_PAY_FORMS[0],
      DEFAULT_PAY_FORMS[2],
    ]);
    expect(fieldErrors(twice.error?.issues ?? [], 'es-ES')).toEqual({
      _: ['Deben estar las tres formas de pago, una vez cada una'],
    });
    const long = payFormsSettingsBodySchema.safeParse(
      DEFAULT_PAY_FORMS.map((f, i) => (i === 1 ? { ...f, name: '', instructions: 'x'.repeat(301) } : f)),
    );
    expect(fieldErrors(long.error?.issues ?? [], 'es-ES')).toEqual({
      '1.name': ['Este campo es requerido'],
      '1.instructions': ['No puede tener más de 300 caracteres'],
    });
  });
});

describe('enabledPayForms', () => {
  it('offers cash on delivery only for home and cash on pickup only for pickup', () => {
    expect(codes(enabledPayForms(DEFAULT_PAY_FORMS, 'home'))).toEqual(['cash_on_delivery', 'transfer']);
    expect(codes(enabledPayForms(DEFAULT_PAY_FORMS, 'pickup'))).toEqual(['cash_on_pickup', 'transfer']);
  });

  it('leaves out disabled forms', () => {
    const forms = DEFAULT_PAY_FORMS.map((f) => ({ ...f, enabled: f.code !== 'transfer' }));
    expect(codes(enabledPayForms(forms, 'home'))).toEqual(['cash_on_delivery']);
  });
});
