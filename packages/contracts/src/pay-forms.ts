import { z } from 'zod';

/**
 * The manual pay forms (SPEC §2 "PayForms", "PayFormItem"), the settings document `pay_forms`: a list holding each
 * form once. Staff switch a form off rather than remove it, so the screen always shows the three.
 */
export const PAY_FORMS_SETTINGS_KEY = 'pay_forms';

export const PAY_FORM_CODES = ['cash_on_delivery', 'cash_on_pickup', 'transfer'] as const;
export type PayFormCode = (typeof PAY_FORM_CODES)[number];

/**
 * The pay forms settled before an order is prepared, so an order on one of them has a payment window (settings
 * payment_timeout) and is cancelled unpaid after it; cash on delivery or at pickup is paid on receipt and has none.
 */
export const PAID_IN_ADVANCE_PAY_FORMS: readonly PayFormCode[] = ['transfer'];

/**
 * Where a transfer goes (issue 15 §1): shown on the order page and in the order mail, with the order's code as the
 * reference to write. Blank fields are left out of what the shopper reads.
 */
export const payFormAccountSchema = z.object({
  holder: z.string().trim().max(50),
  bank: z.string().trim().max(50),
  number: z.string().trim().max(30),
  coin: z.string().trim().max(12),
});
export type PayFormAccount = z.infer<typeof payFormAccountSchema>;

export const payFormSchema = z.object({
  code: z.enum(PAY_FORM_CODES),
  enabled: z.boolean(),
  name: z.string().trim().min(1, { error: 'required' }).max(50),
  /** What the shopper reads after choosing it (also in the order mail). */
  instructions: z.string().trim().max(300),
  /** The account a transfer goes to; null for the cash forms. */
  account: payFormAccountSchema.nullable().default(null),
});
export type PayForm = z.infer<typeof payFormSchema>;

export const DEFAULT_PAY_FORMS: PayForm[] = [
  {
    code: 'cash_on_delivery',
    enabled: true,
    name: 'Efectivo contra entrega',
    instructions: 'Paga en efectivo al recibir el pedido.',
    account: null,
  },
  {
    code: 'cash_on_pickup',
    enabled: true,
    name: 'Efectivo al recoger',
    instructions: 'Paga en efectivo al recoger el pedido en el punto de venta.',
    account: null,
  },
  {
    code: 'transfer',
    enabled: true,
    name: 'Transferencia',
    instructions:
      'Haz la transferencia y envía el comprobante: el personal de la tienda confirmará el pago antes de preparar el pedido.',
    account: { holder: '', bank: '', number: '', coin: '' },
  },
];

/** What PUT /api/admin/settings/pay-forms takes: each of the three forms exactly once. */
export const payFormsSettingsBodySchema = z
  .array(payFormSchema)
  .max(PAY_FORM_CODES.length)
  .superRefine((forms, ctx) => {
    const codes = new Set(forms.map((f) => f.code));
    if (codes.size !== forms.length || codes.size !== PAY_FORM_CODES.length) {
      ctx.addIssue({ code: 'custom', path: [], message: 'pay_forms_incomplete' });
    }
  });

/** The stored document; anything but a list (a fresh shop's empty document) reads as the seeded three. */
export const payFormsSettingsSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value : undefined),
  payFormsSettingsBodySchema.default(() => DEFAULT_PAY_FORMS.map((form) => ({ ...form }))),
);
export type PayFormsSettings = z.infer<typeof payFormsSettingsSchema>;

export type DeliveryKind = 'home' | 'pickup';

/** The forms a shopper may choose: enabled ones, cash on delivery only for home, cash on pickup only for pickup. */
export function enabledPayForms(settings: readonly PayForm[], delivery: DeliveryKind): PayForm[] {
  return settings.filter((form) => {
    if (!form.enabled) return false;
    if (form.code === 'cash_on_delivery') return delivery === 'home';
    if (form.code === 'cash_on_pickup') return delivery === 'pickup';
    return true;
  });
}
