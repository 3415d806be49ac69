import {
  DEFAULT_SHOPPING_CARD_PAGE,
  enabledPayForms,
  formatMoney,
  type Locale,
  ONLINE_PROVIDERS,
  type OnlineProvider,
  PAID_IN_ADVANCE_PAY_FORMS,
  PAYMENT_PROVIDERS_SETTINGS_KEY,
  type PayForm,
  paymentProvidersStoredSchema,
  SHOPPING_CARD_SETTINGS_KEY,
  type ShoppingCardInfo,
  type ShoppingCardSettings,
  shoppingCardSettingsSchema,
} from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invalidFields } from '../../lib/domain-errors';
import { translate } from '../../lib/messages';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import { coins } from '../coins';
import { getPayFormsSettings, getSetting, putSetting, readPayForm } from '../settings';

/** The ShoppingCard settings partial and the gift card page (SPEC §2). */
export const getCardSettings = (db: DbOrTx): Promise<ShoppingCardSettings> =>
  getSetting(db, SHOPPING_CARD_SETTINGS_KEY, shoppingCardSettingsSchema);

/** Saves the document once every coin it names is an enabled coin of the shop; the page is kept sanitised. */
export async function putCardSettings(
  db: DbOrTx,
  value: ShoppingCardSettings,
): Promise<ShoppingCardSettings> {
  const known = await db
    .select({ shortName: coins.shortName })
    .from(coins)
    .where(and(inArray(coins.shortName, value.coins), eq(coins.enabled, true)));
  if (known.length !== value.coins.length) throw invalidFields({ coins: ['coin_unknown'] });
  const saved = { ...value, page: sanitizeContentHtml(value.page) };
  await putSetting(db, SHOPPING_CARD_SETTINGS_KEY, saved);
  return saved;
}

/**
 * The pay forms a card can be bought or recharged with: the enabled manual forms that do not need a delivery
 * (a card is not delivered, so cash on delivery is out).
 */
export function cardPayForms(forms: readonly PayForm[]): PayForm[] {
  return enabledPayForms(forms, 'pickup');
}

/** The coins providers take: ISO 4217 currencies (MLC is not one, so MLC cards are paid by hand). */
const PROVIDER_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/**
 * The providers a card can be bought or recharged through now (switched on in Pagos en línea), and which of the card
 * coins they take. The provider's code is the sale's pay form.
 */
export async function cardOnlinePayment(
  db: DbOrTx,
  cardCoins: readonly string[],
): Promise<{ providers: OnlineProvider[]; coins: string[] }> {
  const stored = await getSetting(db, PAYMENT_PROVIDERS_SETTINGS_KEY, paymentProvidersStoredSchema);
  const providers = ONLINE_PROVIDERS.filter((name) => stored[name].enabled);
  return {
    providers,
    coins: providers.length > 0 ? cardCoins.filter((c) => PROVIDER_CURRENCIES.has(c)) : [],
  };
}

/** Each coin's symbol, disabled coins included: an old card still shows its money. */
export async function coinSymbols(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db.select({ shortName: coins.shortName, symbol: coins.symbol }).from(coins);
  return new Map(rows.map((row) => [row.shortName, row.symbol]));
}

export type CardMoney = (minor: number, coin: string) => string;

export async function cardMoney(db: DbOrTx, locale: Locale): Promise<CardMoney> {
  const symbols = await coinSymbols(db);
  return (minor, coin) => formatMoney(minor, { symbol: symbols.get(coin) ?? coin }, locale);
}

/** GET /api/shopping-card-info: the page and what a card is sold for. */
export async function cardInfo(db: DbOrTx, locale: Locale): Promise<ShoppingCardInfo> {
  const [settings, forms, money] = [
    await getCardSettings(db),
    await getPayFormsSettings(db),
    await cardMoney(db, locale),
  ];
  const [first = 'USD'] = settings.coins;
  const online = await cardOnlinePayment(db, settings.coins);
  return {
    // Still the page a fresh shop starts with: in the reader's language (decision 087); staff's own, as written.
    page:
      settings.page === DEFAULT_SHOPPING_CARD_PAGE ? translate('shopping_card_page', locale) : settings.page,
    amounts: settings.coins.flatMap((coin) =>
      settings.amounts.map((amount) => ({ amount, coin, formatted: money(amount, coin) })),
    ),
    coins: settings.coins,
    min_recharge: settings.min_recharge,
    max_recharge: settings.max_recharge,
    min_recharge_formatted: money(settings.min_recharge, first),
    max_recharge_formatted: money(settings.max_recharge, first),
    pay_forms: cardPayForms(forms).map((form) => {
      const { code, name, instructions } = readPayForm(form, locale);
      return { code, name, instructions, paid_in_advance: PAID_IN_ADVANCE_PAY_FORMS.includes(code) };
    }),
    online_providers: online.providers,
    online_coins: online.coins,
  };
}
