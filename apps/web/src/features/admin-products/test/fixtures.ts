import type {
  CategoryNode,
  Permission,
  Product,
  ProductListItem,
  StockMovement,
  StorefrontCoinsReply,
} from '@shop/contracts';
import { listReply } from '../../../test/api-calls';
import { testUser } from '../../../test/render-routes';

export const signedIn = (permissions: Permission[] = ['ALL']) =>
  testUser({ id: 1, all_permissions: permissions });

export function listItem(overrides: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id: 21,
    sku: 'ROPA-000021',
    name: 'Camiseta básica',
    slug: 'camiseta-basica',
    kind: 'simple',
    active: true,
    visible: true,
    in_offer: false,
    category_id: 1,
    brand_id: 4,
    priority: 0,
    regular_price: 1500,
    final_price: 1250,
    availability: 7,
    created_at: '2025-03-01T10:00:00.000Z',
    main_image_url: '/uploads/products/abc-400.webp',
    ...overrides,
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 21,
    sku: 'ROPA-000021',
    name: 'Camiseta básica',
    slug: 'camiseta-basica',
    description: '',
    short_description: '',
    kind: 'simple',
    active: true,
    visible: true,
    in_offer: false,
    virtual: false,
    downloadable: false,
    bookable: false,
    wholesaler: false,
    retail: true,
    regular_price: 1500,
    sale_price: null,
    wholesale_price: null,
    cost_price: null,
    price: 1500,
    discount: 0,
    discount_percentage: 0,
    discount_price: 1500,
    final_price: 1500,
    tax_value: 0,
    tax: 0,
    min_quantity: 1,
    category_id: 1,
    category_ids: [],
    brand_id: null,
    unit_id: null,
    priority: 0,
    time_warranty: 0,
    unit_warranty: 'months',
    show_warranty: false,
    real_quantity: 8,
    held_quantity: 0,
    initial_availability: 8,
    low_availability: null,
    wholesale_quantity: 0,
    reserve_quantity: 0,
    history_count: 1,
    external_store_sku: null,
    disponibility_from_store: false,
    related_strategy: 'automatic',
    related_ids: [],
    combo_items: [],
    variations: [],
    images: [],
    spec_sheet_url: null,
    availability: 8,
    low_availability_threshold: 2,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const TREE: CategoryNode[] = [
  {
    id: 1,
    name: 'Ropa',
    slug: 'ropa',
    description: '',
    priority: 0,
    active: true,
    children: [
      { id: 2, name: 'Niños', slug: 'ninos', description: '', priority: 0, active: true, children: [] },
    ],
  },
];

export const COINS: StorefrontCoinsReply = {
  date: '2025-03-01',
  coins: [
    {
      id: 1,
      short_name: 'USD',
      name: 'Dólar',
      symbol: '$',
      is_base: true,
      decimals: 2,
      rate: '1',
      rate_date: null,
    },
  ],
};

/** What every product screen reads besides the product itself. */
/** The stock history of the fixture product: created with 10, 3 sold by an order. */
export const MOVEMENTS: StockMovement[] = [
  {
    id: 2,
    variation: null,
    quantity: -3,
    reserved: 0,
    store_request_id: null,
    transfer_id: null,
    point_of_sale: { id: 1, name: 'Tienda Vedado' },
    balance: 7,
    reason: 'order',
    note: null,
    order: { id: 12, order_id: 'P-000012' },
    user: 'Ana Pérez',
    created_at: '2025-03-02T10:00:00.000Z',
  },
  {
    id: 1,
    variation: null,
    quantity: 10,
    reserved: 0,
    store_request_id: null,
    transfer_id: null,
    point_of_sale: { id: 1, name: 'Tienda Vedado' },
    balance: 10,
    reason: 'initial',
    note: null,
    order: null,
    user: 'Ana Pérez',
    created_at: '2025-03-01T10:00:00.000Z',
  },
];

/** Two changes of the T-shirt's prices: a bulk raise, then its offer price taken off in the form. */
export const PRICE_CHANGES = [
  {
    id: 2,
    variation: null,
    regular_price: { before: 1500, after: 1500 },
    sale_price: { before: 1300, after: null },
    discount_percentage: { before: 0, after: 0 },
    wholesale_price: { before: null, after: null },
    reason: 'edit',
    percent: null,
    user: 'Ana Pérez',
    created_at: '2025-03-04T10:00:00.000Z',
  },
  {
    id: 1,
    variation: null,
    regular_price: { before: 1364, after: 1500 },
    sale_price: { before: 1182, after: 1300 },
    discount_percentage: { before: 0, after: 0 },
    wholesale_price: { before: null, after: null },
    reason: 'bulk',
    percent: 10,
    user: null,
    created_at: '2025-03-02T10:00:00.000Z',
  },
];

export const OPTIONS = {
  'GET /api/admin/categories/tree': { body: TREE },
  'GET /api/admin/brands': {
    body: listReply([
      {
        id: 4,
        name: 'Acme',
        slug: 'acme',
        active: true,
        created_at: '2025-03-01T10:00:00.000Z',
        updated_at: '2025-03-01T10:00:00.000Z',
      },
    ]),
  },
  'GET /api/admin/units': { body: listReply([]) },
  'GET /api/coins': { body: COINS },
  'GET /api/admin/attributes': {
    body: listReply([
      {
        id: 8,
        name: 'Color',
        slug: 'color',
        terms_count: 2,
        created_at: '2025-03-01T10:00:00.000Z',
        updated_at: '2025-03-01T10:00:00.000Z',
      },
    ]),
  },
  'GET /api/admin/attributes/8/terms': {
    body: [
      { id: 1, attribute_id: 8, name: 'Rojo', slug: 'rojo', priority: 0 },
      { id: 2, attribute_id: 8, name: 'Azul', slug: 'azul', priority: 1 },
    ],
  },
  'GET /api/admin/products/camiseta-basica/movements': { body: { ...listReply(MOVEMENTS), reserved: 4 } },
  'GET /api/admin/products/camiseta-basica/price-changes': { body: listReply(PRICE_CHANGES) },
};

/** What "Duplicar" answers for the T-shirt: its copy, hidden until staff show it (decision 089). */
export const copyOfProduct = () =>
  product({ id: 22, slug: 'camiseta-basica-copia', name: 'Camiseta básica (copia)', visible: false });
