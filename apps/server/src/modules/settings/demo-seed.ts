import {
  CONTACTS_SETTINGS_KEY,
  DEFAULT_PAY_FORMS,
  DEFAULT_STORE_NAME,
  PAY_FORMS_SETTINGS_KEY,
  SHIPMENT_SETTINGS_KEY,
  shipmentSettingsSchema,
} from '@shop/contracts';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { demoClerk, users } from '../users';
import { settings } from './settings.table';
import { settingsChanges } from './settings-changes.table';
import { getStoreSettings, putStoreSettings } from './store-settings';

/** The demo shop's name, in the header, the tab, the footer, the installed app and the reports' titles. */
export const DEMO_STORE_NAME = 'Mercado Vedado';

/** SEED=demo: the shop's own name instead of the default one; only while staff have not named it. */
export async function seedDemoIdentity(db: Database): Promise<void> {
  const store = await getStoreSettings(db);
  if (store.name !== DEFAULT_STORE_NAME) return;
  await putStoreSettings(db, { ...store, name: DEMO_STORE_NAME });
}

/** SEED=demo: how to reach the demo shop; only when staff have not written their own. */
export async function seedDemoContacts(db: Database): Promise<void> {
  await seedSetting(db, {
    key: CONTACTS_SETTINGS_KEY,
    value: {
      phones: ['+5378301234', '+5352345678'],
      emails: ['ventas@tienda.cu'],
      address: 'Calle 23 No. 456 entre J e I, Vedado, La Habana',
      links: [
        { network: 'facebook', url: 'https://www.facebook.com/tienda.cu' },
        { network: 'instagram', url: 'https://www.instagram.com/tienda.cu' },
        { network: 'whatsapp', url: 'https://wa.me/5352345678' },
        { network: 'telegram', url: 'https://t.me/tienda_cu' },
      ],
    },
  });
}

/** SEED=demo: the transfer pay form with the account a shopper transfers to; only when staff have not set the forms. */
export async function seedDemoPayForms(db: Database): Promise<void> {
  await seedSetting(db, {
    key: PAY_FORMS_SETTINGS_KEY,
    value: DEFAULT_PAY_FORMS.map((form) =>
      form.code === 'transfer'
        ? {
            ...form,
            account: {
              holder: 'Comercializadora La Tienda S.R.L.',
              bank: 'Banco Metropolitano',
              number: '0599 2240 0012 3456',
              coin: 'USD',
            },
          }
        : form,
    ),
  });
}

/**
 * SEED=demo: delivery priced as a shop in the city prices it, by the road from the shop to the door, and free from
 * 100 $; only when staff have not set shipping. The defaults deliver for nothing, which a demo of the per-kilometre
 * price (SPEC §8) would never show.
 */
export async function seedDemoShipment(db: Database): Promise<void> {
  await seedSetting(db, {
    key: SHIPMENT_SETTINGS_KEY,
    value: shipmentSettingsSchema.parse({
      paid_for_kilometers: true,
      price_per_km: 50,
      per_km_strategy_calculation: 'road_estimate',
      min_import_for_free_shipping: 10_000,
    }),
  });
}

/** Writes a settings document of the demo unless staff have written it already (their own stays). */
async function seedSetting(db: Database, row: typeof settings.$inferInsert): Promise<void> {
  await db.insert(settings).values(row).onConflictDoNothing({ target: settings.key });
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * What the demo's owner set up, as the change log would have kept it (oldest first: days before now, the route as the
 * router matched it, the action). Written by the demo's clerk, once, on an empty log.
 */
const DEMO_CHANGES = [
  { daysAgo: 41, area: 'settings/store', action: 'update' },
  { daysAgo: 41, area: 'settings/store/logo', action: 'create' },
  { daysAgo: 40, area: 'settings/pay-forms', action: 'update' },
  { daysAgo: 40, area: 'settings/shipment', action: 'update' },
  { daysAgo: 33, area: 'faqs', action: 'create' },
  { daysAgo: 12, area: 'settings/orders', action: 'update' },
  { daysAgo: 5, area: 'settings/notifications', action: 'update' },
  { daysAgo: 2, area: 'settings/shipment', action: 'update' },
] as const;

/** SEED=demo: a few weeks of the owner's setting changes in the change log; only while the log is empty. */
export async function seedDemoSettingsChanges(db: Database): Promise<void> {
  const [logged] = await db.select({ total: count() }).from(settingsChanges);
  const clerk = await demoClerk(db);
  if ((logged?.total ?? 0) > 0 || !clerk) return;
  const [owner] = await db
    .select({ name: users.name, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, clerk.id));
  if (!owner) return;
  const now = Date.now();
  await db.insert(settingsChanges).values(
    DEMO_CHANGES.map((change, i) => ({
      userId: clerk.id,
      userName: `${owner.name} ${owner.lastname}`.trim(),
      action: change.action,
      area: change.area,
      recordId: null,
      // Minutes apart within a day, so that the order of the list is the order above.
      createdAt: new Date(now - change.daysAgo * DAY + i * 60_000),
    })),
  );
}
