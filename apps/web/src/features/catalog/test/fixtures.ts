import type {
  ProductCard,
  StorefrontCoin,
  StorefrontFiltersReply,
  StorefrontHomeReply,
  StorefrontProduct,
  StorefrontProductsReply,
  StorefrontVariation,
} from '@shop/contracts';

export const USD: StorefrontCoin = {
  id: 1,
  short_name: 'USD',
  name: 'Dólar estadounidense',
  symbol: '$',
  is_base: true,
  decimals: 2,
  rate: '1',
  rate_date: null,
};

export const MLC: StorefrontCoin = {
  id: 2,
  short_name: 'MLC',
  name: 'Moneda libremente convertible',
  symbol: 'MLC',
  is_base: false,
  decimals: 2,
  rate: '1.2',
  rate_date: '2025-03-01',
};

export const COINS = [USD, MLC];

/** A card priced at `usd` cents, and 1.2 times that in MLC. */
export function card(overrides: Partial<ProductCard> = {}, usd = 1000, regularUsd = usd): ProductCard {
  return {
    id: 1,
    sku: 'CAM-000001',
    name: 'Cámara réflex',
    slug: 'camara-reflex',
    kind: 'simple',
    short_description: 'Una cámara',
    in_offer: false,
    discount_percentage: 0,
    offer_ends_at: null,
    prices: [
      { coin: 'USD', regular_price: regularUsd, final_price: usd, wholesale_price: null },
      {
        coin: 'MLC',
        regular_price: Math.round(regularUsd * 1.2),
        final_price: Math.round(usd * 1.2),
        wholesale_price: null,
      },
    ],
    wholesaler: false,
    min_quantity: 1,
    availability: 10,
    low_availability: false,
    rating: { average: null, count: 0 },
    image: {
      id: 5,
      list_url: '/uploads/abc-400.webp',
      detail_url: '/uploads/abc-1000.webp',
      detail_avif_url: '/uploads/abc-1000.avif',
      width: 1000,
      height: 750,
    },
    category: { id: 3, name: 'Fotografía', slug: 'fotografia' },
    brand: { id: 4, name: 'Acme', slug: 'acme' },
    ...overrides,
  };
}

export function productsReply(data: ProductCard[], total = data.length, page = 1): StorefrontProductsReply {
  return {
    data,
    meta: { current_page: page, per_page: 24, total, last_page: Math.max(1, Math.ceil(total / 24)) },
    coins: COINS,
  };
}

export const FILTERS: StorefrontFiltersReply = {
  categories: [
    { id: 3, name: 'Fotografía', slug: 'fotografia', parent_id: null, priority: 1, description: '' },
    { id: 6, name: 'Objetivos', slug: 'objetivos', parent_id: 3, priority: 1, description: '' },
    { id: 7, name: 'Hogar', slug: 'hogar', parent_id: null, priority: 2, description: 'Todo para la casa' },
  ],
  brands: [
    { id: 4, name: 'Acme', slug: 'acme' },
    { id: 8, name: 'Zeta', slug: 'zeta' },
  ],
  price_range: { min: 500, max: 90000 },
};

export function homeReply(overrides: Partial<StorefrontHomeReply> = {}): StorefrontHomeReply {
  return {
    // The front lists the top categories, the first with its first product's picture.
    categories: FILTERS.categories
      .filter((category) => category.parent_id === null)
      .map((category, index) => ({
        ...category,
        image: index === 0 ? (card({ id: 14, name: 'Cámara', slug: 'camara' }).image ?? null) : null,
      })),
    offers: [
      card(
        { id: 11, name: 'Trípode en oferta', slug: 'tripode', in_offer: true, discount_percentage: 20 },
        800,
        1000,
      ),
    ],
    newest: [card({ id: 12, name: 'Lámpara nueva', slug: 'lampara' })],
    best_sellers: [card({ id: 13, name: 'Mochila popular', slug: 'mochila' })],
    coins: COINS,
    ...overrides,
  };
}

/** Terms: Color (1) Rojo 10 / Azul 11; Talla (2) S 20 / M 21. */
export function variation(
  id: number,
  color: number | null,
  size: number | null,
  overrides: Partial<StorefrontVariation> = {},
): StorefrontVariation {
  const usd = 1000 + id * 100;
  return {
    id,
    sku: `CAM-${id}`,
    prices: [
      { coin: 'USD', regular_price: usd, final_price: usd, wholesale_price: null },
      { coin: 'MLC', regular_price: usd * 1.2, final_price: usd * 1.2, wholesale_price: null },
    ],
    availability: 5,
    low_availability: false,
    image_id: null,
    terms: [
      { attribute_id: 1, term_id: color },
      { attribute_id: 2, term_id: size },
    ],
    ...overrides,
  };
}

export function product(overrides: Partial<StorefrontProduct> = {}): StorefrontProduct {
  const base = card();
  return {
    ...base,
    min_purchase: 1,
    description: 'Una cámara para fotos nítidas.',
    tax: 0,
    images: base.image ? [base.image] : [],
    attributes: [],
    variations: [],
    combo_items: [],
    warranty: null,
    unit: null,
    spec_sheet_url: null,
    supplied_by_store: null,
    related: [],
    coins: COINS,
    ...overrides,
  };
}

export function variableProduct(variations: StorefrontVariation[]): StorefrontProduct {
  return product({
    kind: 'variable',
    name: 'Camiseta',
    slug: 'camiseta',
    attributes: [
      {
        id: 1,
        name: 'Color',
        terms: [
          { id: 10, name: 'Rojo' },
          { id: 11, name: 'Azul' },
        ],
      },
      {
        id: 2,
        name: 'Talla',
        terms: [
          { id: 20, name: 'S' },
          { id: 21, name: 'M' },
        ],
      },
    ],
    variations,
  });
}
