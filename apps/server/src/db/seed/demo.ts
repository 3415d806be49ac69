import { seedDemoAnalytics } from '../../modules/analytics';
import { seedDemoBanners } from '../../modules/banners';
import { seedDemoBlog } from '../../modules/blog';
import { seedDemoSavedLines } from '../../modules/cart';
import { seedDemoContactMessages } from '../../modules/contact';
import { seedDemoContent } from '../../modules/content';
import { seedDemoDiscounts } from '../../modules/discounts';
import { seedDemoDistribution } from '../../modules/distribution';
import { seedDemoInvoices } from '../../modules/invoices';
import { seedDemoOffers } from '../../modules/offers';
import { seedDemoPhoneOrder, seedDemoTransferReceipt } from '../../modules/orders';
import { seedDemoPointsOfSale } from '../../modules/points-of-sale';
import { seedDemoPriceHistory } from '../../modules/price-history';
import { seedDemoSalesHistory } from '../../modules/reports';
import { seedDemoCriteria, seedDemoReviews } from '../../modules/reviews';
import {
  seedDemoContacts,
  seedDemoIdentity,
  seedDemoPayForms,
  seedDemoSettingsChanges,
  seedDemoShipment,
} from '../../modules/settings';
import { seedDemoShoppingCards } from '../../modules/shopping-cards';
import { seedDemoStockHistory } from '../../modules/stock-history';
import { seedDemoStockTransfers } from '../../modules/stock-transfers';
import { seedDemoStoreRequests, seedDemoWholesaler } from '../../modules/store-requests';
import { seedDemoTestimonials } from '../../modules/testimonials';
import { seedDemoUserNotes } from '../../modules/users';
import type { Database } from '../client';
import { seedDemoCatalogue } from './catalogue';
import { seedDemoExchangeRates } from './coins';

/**
 * The believable shop of SEED=demo; each domain adds its own step. Every step is safe to run again. `adminEmail`:
 * the demo administrator, who gets a gift card of its own; `knownPasswords`: demo accounts other than the
 * administrator get the README's passwords (never in production).
 */
export async function seedDemo(
  db: Database,
  dataDir: string,
  adminEmail?: string,
  knownPasswords = false,
): Promise<void> {
  await seedDemoExchangeRates(db);
  await seedDemoCatalogue(db, dataDir);
  await seedDemoStockHistory(db);
  await seedDemoPriceHistory(db);
  await seedDemoOffers(db);
  await seedDemoDiscounts(db);
  await seedDemoPointsOfSale(db);
  await seedDemoStockTransfers(db);
  await seedDemoContent(db);
  await seedDemoContactMessages(db);
  await seedDemoBanners(db, dataDir);
  await seedDemoTestimonials(db);
  await seedDemoBlog(db, dataDir);
  await seedDemoCriteria(db);
  await seedDemoIdentity(db);
  await seedDemoContacts(db);
  await seedDemoPayForms(db);
  await seedDemoShipment(db);
  await seedDemoSettingsChanges(db);
  await seedDemoInvoices(db);
  await seedDemoShoppingCards(db, adminEmail);
  await seedDemoSavedLines(db, adminEmail);
  await seedDemoWholesaler(db, knownPasswords);
  // After the customers, the wholesaler and the points of sale: three months of past sales for the reports, before
  // the steps below place today's orders, so that order numbers grow with their dates.
  await seedDemoSalesHistory(db);
  // After the cards: their demo customers send the deliveries on the round.
  await seedDemoDistribution(db);
  // After the pay forms and points of sale: a pickup order paid by transfer, its receipt waiting for staff.
  await seedDemoTransferReceipt(db, dataDir);
  // After the pay forms and points of sale: an order staff took for a customer who called.
  await seedDemoPhoneOrder(db);
  // After the points of sale and pay forms: an ordered reservation is picked up at one.
  await seedDemoStoreRequests(db);
  // After the cards: their demo customers write the reviews.
  await seedDemoReviews(db);
  // After the cards: what staff keep in mind about two of their demo customers.
  await seedDemoUserNotes(db);
  // After the catalogue: three months of visits, product views and carts for the analytics.
  await seedDemoAnalytics(db);
}
