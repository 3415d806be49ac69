import {
  RELATED_PRODUCTS_SETTINGS_KEY,
  type RelatedProductsSettings,
  relatedProductsSettingsSchema,
  type StorefrontAttribute,
  type StorefrontCoin,
  type StorefrontProduct,
  type Variation,
} from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/domain-errors';
import {
  imageUrls,
  offers,
  onSale,
  products,
  purchaseMinimum,
  toVariation,
  type VariationFields,
} from '../products';
import { settings } from '../settings';
import { brands, categories } from '../taxonomy';
import {
  type CardRow,
  cardFields,
  cardJoins,
  cardPricing,
  isLow,
  mainImage,
  offerOf,
  pricesIn,
  shownPrices,
  toCard,
  type Viewer,
} from './card-query';
import { relatedCards } from './related';

/** JSON built by the database: node-postgres and PGlite parse it; kept as text it is parsed here. */
function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

interface ImageJson {
  id: number;
  path: string;
  width: number;
  height: number;
}

type VariationJson = VariationFields & { terms: Variation['terms'] };

/**
 * Everything the product page shows, in one statement: the card's columns and, as JSON the database builds, the
 * pictures (main first, then by position), the active variations with their terms (by attribute), the attributes
 * those variations use with only the terms they name (attributes by name, terms in the staff's order), the
 * combo's parts with their variation labels ("Rojo / M"), the unit's name and the related-products settings
 * document. Run one after another, the ten statements this replaces cost more in round trips and pool waits than
 * the database spends on all of them (decision 007). Prepared once per database: its plan (by the slug's unique
 * index, then by product id) does not depend on the slug.
 */
function buildPageStatement(db: DbOrTx) {
  const id = sql`${products.id}`;
  const activeVariations = sql`select v.id from product_variations v where v.product_id = ${id} and v.active`;
  return db
    .select({
      ...cardFields,
      page: {
        categoryId: products.categoryId,
        brandId: products.brandId,
        description: products.description,
        showWarranty: products.showWarranty,
        timeWarranty: products.timeWarranty,
        unitWarranty: products.unitWarranty,
        specSheetPath: products.specSheetPath,
        relatedStrategy: products.relatedStrategy,
        fromStore: products.disponibilityFromStore,
        storeSku: products.externalStoreSku,
        tax: products.tax,
        retail: products.retail,
      },
      unit: sql<string | null>`(select u.name from units u where u.id = ${products.unitId})`,
      images: sql<unknown>`(
        select coalesce(json_agg(json_build_object('id', i.id, 'path', i.path, 'width', i.width, 'height', i.height)
          order by i.is_main desc, i.position, i.id), '[]')
        from product_images i where i.product_id = ${id})`,
      variations: sql<unknown>`(
        select coalesce(json_agg(json_build_object(
            'id', v.id, 'sku', v.sku, 'regularPrice', v.regular_price, 'salePrice', v.sale_price,
            'wholesalePrice', v.wholesale_price, 'realQuantity', v.real_quantity, 'heldQuantity', v.held_quantity,
            'imageId', v.image_id, 'active', v.active,
            'terms', (select coalesce(json_agg(json_build_object('attribute_id', vt.attribute_id, 'term_id', vt.term_id)
                        order by vt.attribute_id), '[]')
                      from variation_terms vt where vt.variation_id = v.id))
          order by v.position, v.id), '[]')
        from product_variations v where v.product_id = ${id} and v.active)`,
      attributes: sql<unknown>`(
        select coalesce(json_agg(json_build_object(
            'id', a.id, 'name', a.name,
            'terms', (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) order by t.priority, t.name, t.id), '[]')
                      from attribute_terms t
                      where t.attribute_id = a.id
                        and t.id in (select vt.term_id from variation_terms vt where vt.variation_id in (${activeVariations}))))
          order by a.name, a.id), '[]')
        from attributes a
        where a.id in (select vt.attribute_id from variation_terms vt where vt.variation_id in (${activeVariations})))`,
      comboItems: sql<unknown>`(
        select coalesce(json_agg(json_build_object(
            'name', part.name, 'slug', part.slug, 'quantity', ci.quantity,
            'variation_label', (select case when count(*) = 0 then null
                                            else coalesce(string_agg(t.name, ' / ' order by vt.attribute_id), '') end
                                from variation_terms vt left join attribute_terms t on t.id = vt.term_id
                                where vt.variation_id = ci.variation_id))
          order by ci.id), '[]')
        from combo_items ci join products part on part.id = ci.product_id
        where ci.combo_id = ${id})`,
      // Where a product supplied by a branch is (decision 032): the active points holding any of its units.
      stockedAt: sql<unknown>`(
        select coalesce(json_agg(p.name order by p.main_warehouse desc, p.name), '[]')
        from points_of_sale p
        where ${products.disponibilityFromStore} and p.active
          and exists (select 1 from point_stock s where s.point_of_sale_id = p.id and s.product_id = ${id}
                        and s.quantity > 0))`,
      relatedSettings: sql<unknown>`(select s.value from ${settings} s where s.key = ${RELATED_PRODUCTS_SETTINGS_KEY})`,
    })
    .from(products)
    .innerJoin(categories, cardJoins.category)
    .leftJoin(brands, cardJoins.brand)
    .leftJoin(mainImage, cardJoins.image)
    .leftJoin(offers, cardJoins.offer)
    .where(and(onSale, eq(products.slug, sql.placeholder('slug'))))
    .prepare('store_product_page');
}

const statements = new WeakMap<DbOrTx, ReturnType<typeof buildPageStatement>>();

function pageStatement(db: DbOrTx) {
  let found = statements.get(db);
  if (!found) {
    found = buildPageStatement(db);
    statements.set(db, found);
  }
  return found;
}

/** The settings document as `getSetting` reads it: its defaults for what is missing or outdated. */
function relatedSettingsOf(value: unknown): RelatedProductsSettings {
  // jsonb: both drivers hand over the parsed document.
  const parsed = relatedProductsSettingsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : relatedProductsSettingsSchema.parse({});
}

/** The product page: 404 unless the product is active and visible. Two statements: the page, then the related. */
export async function productPage(
  db: DbOrTx,
  slug: string,
  coins: StorefrontCoin[],
  viewer: Viewer,
): Promise<StorefrontProduct> {
  const [row] = await pageStatement(db).execute({ slug });
  if (!row) throw notFound('product_not_found');
  const { page } = row;
  const card = toCard(row as CardRow, coins, viewer);
  const related = await relatedCards(
    db,
    {
      id: row.product.id,
      categoryId: page.categoryId,
      brandId: page.brandId,
      relatedStrategy: page.relatedStrategy,
    },
    relatedSettingsOf(row.relatedSettings),
    coins,
    viewer,
  );

  const pricing = {
    tax: page.tax,
    minQuantity: row.product.minQuantity,
    discountPercentage: row.product.discountPercentage,
  };
  const showWholesale = viewer.wholesaler && row.product.wholesaler;
  const offer = offerOf(row.offer);
  const { lowAvailability, initialAvailability } = row.product;

  return {
    ...card,
    min_purchase: purchaseMinimum(
      { retail: page.retail, wholesaler: row.product.wholesaler, minQuantity: row.product.minQuantity },
      viewer.wholesaler,
    ),
    description: page.description,
    tax: page.tax,
    images: fromJson<ImageJson[]>(row.images).map(({ id, path, width, height }) => {
      const urls = imageUrls(path);
      return {
        id,
        list_url: urls.list_url,
        detail_url: urls.detail_url,
        detail_avif_url: urls.detail_avif_url,
        width,
        height,
      };
    }),
    attributes: fromJson<StorefrontAttribute[]>(row.attributes),
    variations: fromJson<VariationJson[]>(row.variations).map((json) => {
      const v = toVariation(json, json.terms, pricing);
      // A variation has its own prices; the product's discount and offer apply to them (decisions 006, 026).
      const priced = cardPricing(
        {
          regularPrice: json.regularPrice,
          salePrice: json.salePrice,
          wholesalePrice: json.wholesalePrice,
          discountPercentage: row.product.discountPercentage,
          minQuantity: row.product.minQuantity,
        },
        offer,
      );
      return {
        id: v.id,
        sku: v.sku,
        prices: pricesIn(coins, shownPrices(priced, json.wholesalePrice), showWholesale),
        availability: Math.max(0, v.real_quantity - v.held_quantity),
        low_availability: isLow(v.real_quantity - v.held_quantity, lowAvailability, initialAvailability),
        image_id: v.image_id,
        terms: v.terms,
      };
    }),
    combo_items: fromJson<StorefrontProduct['combo_items']>(row.comboItems),
    warranty:
      page.showWarranty && page.timeWarranty > 0
        ? { time: page.timeWarranty, unit: page.unitWarranty }
        : null,
    unit: row.unit ?? null,
    spec_sheet_url: page.specSheetPath ? `/api/products/${row.product.slug}/spec-sheet` : null,
    supplied_by_store: page.fromStore
      ? { points: fromJson<string[]>(row.stockedAt), store_sku: page.storeSku || null }
      : null,
    related,
    coins,
  };
}
