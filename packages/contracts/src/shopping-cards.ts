import { z } from 'zod';
import { emailSchema } from './auth';
import { listQuerySchema, listReplySchema } from './common';
import { amountField } from './integer-field';
import { ONLINE_PROVIDERS } from './payment-providers';
import { offeredPayFormSchema } from './shipping-options';

/**
 * Prepaid shopping (gift) cards (SPEC §1, §2, §3 "Shopping card", §5 PIN): a card holds a balance in one coin that
 * only a ledger of recharges, sales and refunds moves (decision 021). Amounts are minor units of the card's coin.
 */
export const SHOPPING_CARD_PATHS = {
  /** The gift card page's text and what a card can be bought with (signed-in users; SPEC: registered check). */
  info: '/shopping-card-info',
  mine: '/shopping-cards',
  /** POST buys a card: a sale waits for its payment, and the card exists once it is paid. */
  purchases: '/shopping-cards/purchases',
  /** The signed-in user's card purchases and recharges, pending ones first. */
  mySales: '/shopping-cards/sales',
  one: '/shopping-cards/:id',
  recharges: '/shopping-cards/:id/recharges',
  pin: '/shopping-cards/:id/pin',
  beneficiary: '/shopping-cards/:id/beneficiary',
  /** SPEC /payment_shopping_card/{id}: pays the order `id` with a card's number and PIN. */
  payOrder: '/orders/:id/shopping-card-payment',
  adminList: '/admin/shopping-cards',
  adminOne: '/admin/shopping-cards/:id',
  /** DELETE clears a card's PIN (its owner forgot it); the owner then sets a new one. */
  adminPin: '/admin/shopping-cards/:id/pin',
  adminSales: '/admin/shopping-card-sales',
  adminSaleDecision: '/admin/shopping-card-sales/:id/decision',
  /** POST gives a payment staff owe back to its payer through the provider that took it (decision 023). */
  adminSalePaymentRefund: '/admin/shopping-card-sales/:id/payments/:payment/refund',
  settings: '/admin/settings/shopping-cards',
} as const;

/** SPEC §5 and §9: a PIN has exactly 4 digits. */
export const PIN_PATTERN = /^\d{4}$/;
export const pinSchema = z.string().regex(PIN_PATTERN, { error: 'pin_digits' });

/** Wrong PINs in a row that lock a card, and for how long (issue 15). */
export const PIN_LOCK = { failures: 5, minutes: 15 } as const;

/** A card number's digits, without the spaces and dashes people type (or the shop shows) between groups. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** The last four digits, by which a card is named where the whole number is not shown (a bank's way). */
export const cardEnding = (number: string) => cardDigits(number).slice(-4);

/** 16 digits, read with or without the spaces and dashes people type between groups. */
export const CARD_NUMBER_DIGITS = 16;
export const cardNumberSchema = z
  .string()
  .max(40)
  .transform(cardDigits)
  .pipe(z.string().regex(/^\d{16}$/, { error: 'card_number_invalid' }));

/** "4929 1234 5678 9012": how a card number is shown and read aloud. */
export const groupCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The most a card can hold or be charged in one movement: 100 000,00. */
export const CARD_AMOUNT_MAX = 10_000_000;
const cardAmount = amountField(1, CARD_AMOUNT_MAX);

export const SHOPPING_CARD_SETTINGS_KEY = 'shopping_cards';

export const DEFAULT_SHOPPING_CARD_PAGE = [
  '<p>Regala compras en la tienda: la tarjeta guarda un saldo que se gasta en uno o varios pedidos, en la moneda de la tarjeta.</p>',
  '<ul><li>Elige el importe y la forma de pago; cuando el pago se confirma, la tarjeta aparece en tu perfil.</li>',
  '<li>Asígnale un PIN de 4 dígitos: sin él no se puede pagar con la tarjeta.</li>',
  '<li>Puedes recargarla cuando quieras y nombrar a un beneficiario que la use.</li></ul>',
].join('');

const shoppingCardSettingsFields = z.object({
  /** The amounts a card can be bought for, in minor units of any card coin. */
  amounts: z
    .array(cardAmount)
    .min(1, { error: 'required' })
    .max(8)
    .refine((list) => new Set(list).size === list.length, { error: 'items_repeated' })
    .default([1000, 2500, 5000, 10000]),
  min_recharge: cardAmount.default(500),
  max_recharge: cardAmount.default(50000),
  /** Short names of the coins cards are sold in. */
  coins: z
    .array(z.string().trim().min(1).max(12))
    .min(1, { error: 'required' })
    .max(10)
    .refine((list) => new Set(list).size === list.length, { error: 'items_repeated' })
    .default(['USD']),
  /** A card whose balance falls short pays what it has; the rest is paid with the order's pay form. */
  allow_partial_payment: z.boolean().default(true),
  /** The gift card page (HTML, sanitised on the server). */
  page: z.string().max(20_000).default(DEFAULT_SHOPPING_CARD_PAGE),
});

const rechargeRange = (s: { min_recharge: number; max_recharge: number }) => s.min_recharge <= s.max_recharge;
const rechargeRangeIssue = { path: ['max_recharge'], error: 'recharge_range_invalid' };

/** The ShoppingCard settings partial and the gift card page tab (SPEC §2), read with defaults. */
export const shoppingCardSettingsSchema = shoppingCardSettingsFields.refine(
  rechargeRange,
  rechargeRangeIssue,
);
export type ShoppingCardSettings = z.infer<typeof shoppingCardSettingsSchema>;
/** What PUT takes: every field named (a missing one is a 422, never a silent default). */
export const shoppingCardSettingsBodySchema = shoppingCardSettingsFields
  .required()
  .refine(rechargeRange, rechargeRangeIssue);

/** GET /api/shopping-card-info. */
export const shoppingCardInfoSchema = z.object({
  page: z.string(),
  amounts: z.array(z.object({ amount: z.number().int(), coin: z.string(), formatted: z.string() })),
  coins: z.array(z.string()),
  min_recharge: z.number().int(),
  max_recharge: z.number().int(),
  min_recharge_formatted: z.string(),
  max_recharge_formatted: z.string(),
  pay_forms: z.array(offeredPayFormSchema),
  /** The providers a card can be paid through now (their code is the sale's pay form), and in which card coins. */
  online_providers: z.array(z.enum(ONLINE_PROVIDERS)),
  online_coins: z.array(z.string()),
});
export type ShoppingCardInfo = z.infer<typeof shoppingCardInfoSchema>;

export const CARD_BENEFICIARY_KINDS = ['user', 'person'] as const;
export const cardBeneficiarySchema = z.object({
  kind: z.enum(CARD_BENEFICIARY_KINDS),
  name: z.string(),
  email: z.string().nullable(),
});

export const shoppingCardSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  coin: z.string(),
  balance: z.number().int(),
  balance_formatted: z.string(),
  enabled: z.boolean(),
  has_pin: z.boolean(),
  /** When wrong PINs locked it: until when (ISO). */
  locked_until: z.string().nullable(),
  /** The owner may change the PIN and the beneficiary; a beneficiary only sees and uses the card. */
  is_owner: z.boolean(),
  owner: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string().nullable() }),
  beneficiary: cardBeneficiarySchema.nullable(),
  origin: z.enum(['purchase', 'staff']),
  created_at: z.string(),
});
export type ShoppingCard = z.infer<typeof shoppingCardSchema>;

export const CARD_MOVEMENT_KINDS = ['recharge', 'sale', 'refund'] as const;
export type CardMovementKind = (typeof CARD_MOVEMENT_KINDS)[number];

export const cardMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CARD_MOVEMENT_KINDS),
  /** Signed: a recharge or refund adds, a sale takes away. */
  amount: z.number().int(),
  amount_formatted: z.string(),
  balance_after_formatted: z.string(),
  order: z.object({ id: z.number().int(), order_id: z.string() }).nullable(),
  by: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type CardMovement = z.infer<typeof cardMovementSchema>;

/** A card with its newest movements (the ledger). */
export const shoppingCardDetailSchema = shoppingCardSchema.extend({ movements: z.array(cardMovementSchema) });
export type ShoppingCardDetail = z.infer<typeof shoppingCardDetailSchema>;
export const shoppingCardListSchema = z.object({ data: z.array(shoppingCardSchema) });
export type ShoppingCardList = z.infer<typeof shoppingCardListSchema>;

export const CARD_SALE_KINDS = ['purchase', 'recharge'] as const;
export const CARD_SALE_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type CardSaleStatus = (typeof CARD_SALE_STATUSES)[number];

/** A payment a provider reported for a card sale (decision 023). */
export const cardSalePaymentSchema = z.object({
  id: z.number().int(),
  provider: z.enum(ONLINE_PROVIDERS),
  /** As the provider reported it (its coin may differ from the sale's when it was for another amount). */
  amount_formatted: z.string(),
  reference: z.string().nullable(),
  /** This payment settled the sale. */
  counted: z.boolean(),
  /** Came for a closed sale or for another amount: staff owe it back. */
  refund_due: z.boolean(),
  /** When staff gave it back through its provider. */
  refunded_at: z.string().nullable(),
  created_at: z.string(),
});
export type CardSalePayment = z.infer<typeof cardSalePaymentSchema>;

export const cardSaleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CARD_SALE_KINDS),
  card: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  amount: z.number().int(),
  amount_formatted: z.string(),
  coin: z.string(),
  pay_form: z.object({ code: z.string(), name: z.string(), instructions: z.string() }),
  status: z.enum(CARD_SALE_STATUSES),
  /** Paid online while closed or for another amount: staff owe the buyer that money back. */
  refund_due: z.boolean(),
  /** What the providers reported paying for it, oldest first (none for a manual pay form). */
  payments: z.array(cardSalePaymentSchema),
  buyer: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string().nullable() }),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type CardSale = z.infer<typeof cardSaleSchema>;
export const cardSaleListSchema = listReplySchema(cardSaleSchema);
export type CardSaleList = z.infer<typeof cardSaleListSchema>;
export const myCardSalesSchema = z.object({ data: z.array(cardSaleSchema) });
export type MyCardSales = z.infer<typeof myCardSalesSchema>;

const payFormField = z.string().trim().min(1, { error: 'required' }).max(30);

export const cardPurchaseBodySchema = z.strictObject({
  amount: cardAmount,
  coin: z.string().trim().min(1, { error: 'required' }).max(12),
  pay_form: payFormField,
});
export type CardPurchaseBody = z.infer<typeof cardPurchaseBodySchema>;

export const cardRechargeBodySchema = z.strictObject({ amount: cardAmount, pay_form: payFormField });
export type CardRechargeBody = z.infer<typeof cardRechargeBodySchema>;

export const cardSaleReplySchema = z.object({ message: z.string(), sale: cardSaleSchema });
export type CardSaleReply = z.infer<typeof cardSaleReplySchema>;

/** Changing a PIN needs the current one; the first PIN does not. */
export const cardPinBodySchema = z.strictObject({ pin: pinSchema, current_pin: pinSchema.optional() });
export type CardPinBody = z.infer<typeof cardPinBodySchema>;

export const cardBeneficiaryBodySchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('user'), email: emailSchema }),
  z.strictObject({
    kind: z.literal('person'),
    name: z.string().trim().min(1, { error: 'required' }).max(50),
  }),
]);
export type CardBeneficiaryBody = z.infer<typeof cardBeneficiaryBodySchema>;

export const cardActionReplySchema = z.object({ message: z.string(), card: shoppingCardSchema });
/** A PIN or a beneficiary changed: the card without its ledger (the change moves no money). */
export type CardActionReply = z.infer<typeof cardActionReplySchema>;

export const payWithCardBodySchema = z.strictObject({ number: cardNumberSchema, pin: pinSchema });
/** The form's values (`number` as typed, spaces and all); the API reads it as 16 digits. */
export type PayWithCardInput = z.input<typeof payWithCardBodySchema>;
export type PayWithCardBody = z.infer<typeof payWithCardBodySchema>;

export const adminCardListQuerySchema = listQuerySchema.extend({
  enabled: z.enum(['true', 'false']).optional(),
  sort: z.enum(['-created_at', 'created_at', '-balance', 'balance']).default('-created_at'),
});
export type AdminCardListQuery = z.infer<typeof adminCardListQuerySchema>;
export const adminCardListSchema = listReplySchema(shoppingCardSchema);
export type AdminCardList = z.infer<typeof adminCardListSchema>;

export const adminCreateCardBodySchema = z.strictObject({
  owner_email: emailSchema,
  coin: z.string().trim().min(1, { error: 'required' }).max(12),
  /** The first recharge (a card sold at the counter); 0 creates an empty card. */
  amount: amountField(0, CARD_AMOUNT_MAX),
  note: z.string().trim().max(250).optional(),
});
export type AdminCreateCardBody = z.infer<typeof adminCreateCardBodySchema>;

export const adminUpdateCardBodySchema = z.strictObject({ enabled: z.boolean() });

/** Who settles a sale's payment: staff confirm a transfer or cash by hand; a provider's payment settles on its event. */
export const CARD_SALE_SETTLERS = ['staff', 'provider'] as const;
export type CardSaleSettler = (typeof CARD_SALE_SETTLERS)[number];

export const adminCardSalesQuerySchema = listQuerySchema.extend({
  status: z.enum(CARD_SALE_STATUSES).optional(),
  settled_by: z.enum(CARD_SALE_SETTLERS).optional(),
  /** `due`: only the sales with a payment staff owe back. */
  refund: z.enum(['due']).optional(),
  sort: z.enum(['-created_at', 'created_at']).default('-created_at'),
});
export type AdminCardSalesQuery = z.infer<typeof adminCardSalesQuerySchema>;

export const cardSaleDecisionBodySchema = z.strictObject({ result: z.enum(['paid', 'cancelled']) });
