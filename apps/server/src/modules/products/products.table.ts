import { OFFER_KINDS } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { brands, categories, units } from '../taxonomy';

export const productKind = pgEnum('product_kind', ['simple', 'variable', 'combo', 'service']);
export const warrantyUnit = pgEnum('warranty_unit', ['days', 'months', 'years']);
export const relatedStrategy = pgEnum('related_strategy', ['automatic', 'manual']);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const offerKind = pgEnum('offer_kind', OFFER_KINDS);

/**
 * Offers (issue 17 §1, decision 026): a price cut for the products, categories and brands they name, for retail
 * buyers, wholesalers or both, between two instants. They sit beside the products because they are part of what a
 * product costs: `products.offer_id` names the one in force for each product, kept by `refreshOfferPrices`.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    kind: offerKind('kind').notNull(),
    /** Percent for `percentage`; base-coin cents for `amount` and `price`. */
    value: integer('value').notNull(),
    retail: boolean('retail').notNull().default(true),
    wholesale: boolean('wholesale').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    priority: integer('priority').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offers_time_idx').on(t.startsAt, t.endsAt)],
);
export type OfferRow = typeof offers.$inferSelect;

/**
 * Money columns are integer cents of the base coin. The derived prices (discount, final price, tax value) are
 * written from `priceProduct` on every change so lists can sort and filter by them without computing.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: varchar('sku', { length: 30 }).notNull().unique(),
    name: varchar('name', { length: 50 }).notNull(),
    slug: varchar('slug', { length: 60 }).notNull().unique(),
    description: text('description').notNull().default(''),
    shortDescription: varchar('short_description', { length: 300 }).notNull().default(''),
    kind: productKind('kind').notNull().default('simple'),
    active: boolean('active').notNull().default(true),
    visible: boolean('visible').notNull().default(true),
    inOffer: boolean('in_offer').notNull().default(false),
    virtual: boolean('virtual').notNull().default(false),
    downloadable: boolean('downloadable').notNull().default(false),
    bookable: boolean('bookable').notNull().default(false),
    wholesaler: boolean('wholesaler').notNull().default(false),
    retail: boolean('retail').notNull().default(true),
    regularPrice: integer('regular_price').notNull(),
    salePrice: integer('sale_price'),
    wholesalePrice: integer('wholesale_price'),
    /**
     * What one unit costs the shop (decision 110), base-coin cents; staff alone read it. Null when unknown: the sold
     * products report then leaves its profit out rather than count it as free.
     */
    costPrice: integer('cost_price'),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    minQuantity: integer('min_quantity').notNull().default(1),
    finalPrice: integer('final_price').notNull(),
    /**
     * The offer that prices this product now, if any (decision 026), kept with `final_price` by
     * `refreshOfferPrices` when an offer or the product changes and when an offer starts or ends.
     */
    offerId: integer('offer_id').references((): AnyPgColumn => offers.id, { onDelete: 'set null' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'restrict' }),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'restrict' }),
    priority: integer('priority').notNull().default(0),
    timeWarranty: integer('time_warranty').notNull().default(0),
    unitWarranty: warrantyUnit('unit_warranty').notNull().default('months'),
    showWarranty: boolean('show_warranty').notNull().default(false),
    realQuantity: integer('real_quantity').notNull().default(0),
    initialAvailability: integer('initial_availability').notNull().default(0),
    lowAvailability: integer('low_availability'),
    /**
     * The approved reviews' average rating in tenths (45 = 4.5) and how many gave one, kept by modules/reviews when a
     * review is decided, so that a card reads two columns instead of aggregating reviews (decision 025).
     */
    ratingTenths: integer('rating_tenths'),
    ratingCount: integer('rating_count').notNull().default(0),
    wholesaleQuantity: integer('wholesale_quantity').notNull().default(0),
    reserveQuantity: integer('reserve_quantity').notNull().default(0),
    /** Rows of its stock ledger, its variations' included (stock_movements); kept by the ledger's own trigger. */
    historyCount: integer('history_count').notNull().default(0),
    /** Units held by cart lines and open orders (modules/stock); what can be sold is real − held. */
    heldQuantity: integer('held_quantity').notNull().default(0),
    externalStoreSku: varchar('external_store_sku', { length: 30 }),
    disponibilityFromStore: boolean('disponibility_from_store').notNull().default(false),
    relatedStrategy: relatedStrategy('related_strategy').notNull().default('automatic'),
    specSheetPath: varchar('spec_sheet_path', { length: 200 }),
    /**
     * Kept by database triggers (migration 0004, decision 007), never written by the services: units that can be
     * sold now by the `availabilityOf` rules (null for services), and the storefront search document (name, sku,
     * short description, brand and category names, unaccented). Triggers catch every writer, seeds included.
     */
    availability: integer('availability'),
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The id breaks ties in every list order, so each index ends with it.
    index('products_listing_idx').on(t.active, t.visible, t.priority, t.id),
    index('products_created_at_idx').on(t.createdAt, t.id),
    index('products_priority_idx').on(t.priority, t.id),
    index('products_final_price_idx').on(t.finalPrice, t.id),
    index('products_category_idx').on(t.categoryId, t.priority, t.id),
    index('products_brand_idx').on(t.brandId, t.priority, t.id),
    index('products_name_idx').on(sql`lower(${t.name})`, t.id),
  ],
);

/** Further categories a product is listed under, besides its main one. */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

/** The manual list of related products, in the order staff chose. */
export const productRelated = pgTable(
  'product_related',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references((): AnyPgColumn => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] })],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
