import {
  CONTACTS_SETTINGS_KEY,
  type DashboardSetupReply,
  hasStoreContacts,
  PAY_FORMS_SETTINGS_KEY,
  type PayFormsSettings,
  payFormsSettingsSchema,
  SETUP_STEPS,
  type SetupStep,
  SHIPMENT_SETTINGS_KEY,
  STORE_SETTINGS_KEY,
  shopToday,
  storeContactsSchema,
} from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { coinsWithoutRateOn } from '../coins';
import { contentPages } from '../content';
import { mailHasServer } from '../mail';
import { onSale, products } from '../products';
import { getSettings, settings } from '../settings';

/**
 * The steps done once their settings document has been saved: their defaults (the name "Tienda", free delivery from
 * central Havana) are valid values, so only a save tells a reviewed one from an untouched one.
 */
const SAVED_STEPS = {
  store: STORE_SETTINGS_KEY,
  shipment: SHIPMENT_SETTINGS_KEY,
} as const satisfies Partial<Record<SetupStep, string>>;

/** Transfers say where the money goes, or are not offered. */
function transferPayable(payForms: PayFormsSettings): boolean {
  const transfer = payForms.find((form) => form.code === 'transfer');
  return !transfer?.enabled || (transfer.account?.number ?? '') !== '';
}

/**
 * The dashboard's first steps (SETUP_STEPS, decision 085), each read from what the shop holds: a fresh shop works on
 * defaults that name it "Tienda", deliver free from central Havana and ask for transfers to no account, it offers no
 * coin but the base one until each has a rate, its pages (who it is, its policies) start as unpublished drafts, and
 * without a mail server a new customer never gets the link that verifies their address. `smtpUrl` is the server's
 * SMTP_URL.
 */
export async function setupSteps(db: DbOrTx, smtpUrl: string | undefined): Promise<DashboardSetupReply> {
  const [saved, { contacts, payForms }, onSaleProducts, withoutRate, publishedPages, mail] =
    await independentReads(
      db,
      () =>
        db
          .select({ key: settings.key })
          .from(settings)
          .where(inArray(settings.key, Object.values(SAVED_STEPS))),
      () =>
        getSettings(db, {
          contacts: [CONTACTS_SETTINGS_KEY, storeContactsSchema],
          payForms: [PAY_FORMS_SETTINGS_KEY, payFormsSettingsSchema],
        }),
      () => db.select({ id: products.id }).from(products).where(onSale).limit(1),
      () => coinsWithoutRateOn(db, shopToday()),
      () =>
        db
          .select({ id: contentPages.id })
          .from(contentPages)
          .where(eq(contentPages.published, true))
          .limit(1),
      () => mailHasServer(db, smtpUrl),
    );
  const savedKeys = new Set(saved.map((row) => row.key));
  const done: Record<SetupStep, boolean> = {
    store: savedKeys.has(SAVED_STEPS.store),
    // Saved empty, the shop still shows no way to reach it.
    contacts: hasStoreContacts(contacts),
    product: onSaleProducts.length > 0,
    // An enabled coin without a rate is left out of the storefront: its prices cannot be shown.
    rates: withoutRate.length === 0,
    shipment: savedKeys.has(SAVED_STEPS.shipment),
    pay_forms: transferPayable(payForms),
    // The fixed pages start as drafts (seedFixedPages): /info and the footer list none until one is published.
    pages: publishedPages.length > 0,
    mail,
  };
  return { steps: SETUP_STEPS.map((key) => ({ key, done: done[key] })) };
}
