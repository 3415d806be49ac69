import {
  type CoinPrice,
  convert,
  lowAvailabilityThreshold,
  type Pricing,
  type PricingOffer,
  type ProductCard,
  priceProduct,
  type StorefrontCoin,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { imageUrls, offerReaches, offers, productImages, products } from '../products';
import { brands, categories } from '../taxonomy';

export const mainImage = alias(productImages, 'main_image');

/**
 * The columns of a card: category and brand by join, the main image by the partial unique index on (product_id)
 * WHERE is_main, availability from the column the triggers keep. Only what a card shows is read (no description,
 * no search document). `selectCards` reads them; the product page adds its own columns beside them.
 */
export const cardFields = {
  product: {
    id: products.id,
    sku: products.sku,
    name: products.name,
    slug: products.slug,
    kind: products.kind,
    shortDescription: products.shortDescription,
    inOffer: products.inOffer,
    regularPrice: products.regularPrice,
    salePrice: products.salePrice,
    wholesalePrice: products.wholesalePrice,
    discountPercentage: products.discountPercentage,
    finalPrice: products.finalPrice,
    wholesaler: products.wholesaler,
    minQuantity: products.minQuantity,
    availability: products.availability,
    lowAvailability: products.lowAvailability,
    initialAvailability: products.initialAvailability,
    ratingTenths: products.ratingTenths,
    ratingCount: products.ratingCount,
  },
  /** The offer in force (decision 026); its terms price the card, its end is shown. */
  offer: {
    id: offers.id,
    name: offers.name,
    kind: offers.kind,
    value: offers.value,
    retail: offers.retail,
    wholesale: offers.wholesale,
    endsAt: offers.endsAt,
  },
  category: { id: categories.id, name: categories.name, slug: categories.slug },
  brand: { id: brands.id, name: brands.name, slug: brands.slug },
  image: {
    id: mainImage.id,
    path: mainImage.path,
    width: mainImage.width,
    height: mainImage.height,
  },
};

/** The joins behind `cardFields`. */
export const cardJoins = {
  category: eq(categories.id, products.categoryId),
  brand: eq(brands.id, products.brandId),
  image: and(eq(mainImage.productId, products.id), eq(mainImage.isMain, true)),
  offer: eq(offers.id, products.offerId),
};

/** Cards in one select, with no per-row subqueries. Callers add where / order / limit. */
export function selectCards(db: DbOrTx) {
  return db
    .select(cardFields)
    .from(products)
    .innerJoin(categories, cardJoins.category)
    .leftJoin(brands, cardJoins.brand)
    .leftJoin(mainImage, cardJoins.image)
    .leftJoin(offers, cardJoins.offer);
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

/** Who is looking: wholesale prices are shown to wholesalers only. */
export interface Viewer {
  wholesaler: boolean;
}

export interface Priced {
  regularPrice: number;
  finalPrice: number;
  wholesalePrice: number | null;
}

/** The base-coin prices in every offered coin, converted with one rounding each. */
export function pricesIn(
  coins: readonly StorefrontCoin[],
  priced: Priced,
  showWholesale: boolean,
): CoinPrice[] {
  return coins.map((coin) => ({
    coin: coin.short_name,
    regular_price: convert(priced.regularPrice, coin.rate),
    final_price: convert(priced.finalPrice, coin.rate),
    wholesale_price:
      showWholesale && priced.wholesalePrice !== null ? convert(priced.wholesalePrice, coin.rate) : null,
  }));
}

export function isLow(availability: number | null, low: number | null, initial: number): boolean {
  if (availability === null || availability <= 0) return false;
  return availability <= lowAvailabilityThreshold(low, initial);
}

/** The offer terms of a card row, for `priceProduct`; null when no offer prices it. */
export function offerOf(offer: CardRow['offer'] | null | undefined): PricingOffer | null {
  if (offer?.id == null || offer.kind == null) return null;
  return {
    kind: offer.kind,
    value: offer.value ?? 0,
    retail: offer.retail ?? false,
    wholesale: offer.wholesale ?? false,
  };
}

/**
 * A product's prices for the storefront from its own columns and the offer in force, by the one pricing function.
 * Its `final_price` equals the stored column (written by the same function when the offer or the product changed).
 */
export function cardPricing(
  product: Pick<
    CardRow['product'],
    'regularPrice' | 'salePrice' | 'discountPercentage' | 'wholesalePrice' | 'minQuantity'
  >,
  offer: PricingOffer | null,
) {
  return priceProduct({
    regular_price: product.regularPrice,
    sale_price: product.salePrice,
    discount_percentage: product.discountPercentage,
    wholesale_price: product.wholesalePrice,
    min_quantity: product.minQuantity,
    tax: 0,
    offer,
  });
}

/** What `pricesIn` shows of a pricing: a wholesale price only where the product has one or an offer gives one. */
export function shownPrices(pricing: Pricing, ownWholesale: number | null): Priced {
  return {
    regularPrice: pricing.regular_price,
    finalPrice: pricing.final_price,
    wholesalePrice:
      ownWholesale === null && !pricing.wholesale_offer_applied ? null : pricing.wholesale_price,
  };
}

export function toCard(
  { product, category, brand, image, offer }: CardRow,
  coins: readonly StorefrontCoin[],
  viewer: Viewer,
): ProductCard {
  const terms = offerOf(offer);
  const pricing = cardPricing(product, terms);
  const showWholesale = viewer.wholesaler && product.wholesaler;
  // An offer for wholesale prices only is no offer to a retail shopper: the card says nothing of it (`onOfferFor`).
  const reached = terms !== null && offerReaches(terms, product, viewer);
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    slug: product.slug,
    kind: product.kind,
    short_description: product.shortDescription,
    in_offer: product.inOffer || reached,
    discount_percentage: pricing.discount_percentage,
    offer_ends_at: reached && offer?.endsAt ? offer.endsAt.toISOString() : null,
    prices: pricesIn(coins, shownPrices(pricing, product.wholesalePrice), showWholesale),
    wholesaler: product.wholesaler,
    min_quantity: product.minQuantity,
    availability: product.availability,
    low_availability: isLow(product.availability, product.lowAvailability, product.initialAvailability),
    rating: {
      average: product.ratingTenths === null ? null : product.ratingTenths / 10,
      count: product.ratingCount,
    },
    image:
      image?.id != null
        ? { id: image.id, width: image.width, height: image.height, ...imageUrls(image.path) }
        : null,
    category,
    brand: brand?.id != null ? brand : null,
  };
}

export function toCards(
  rows: readonly CardRow[],
  coins: readonly StorefrontCoin[],
  viewer: Viewer,
): ProductCard[] {
  return rows.map((row) => toCard(row, coins, viewer));
}
