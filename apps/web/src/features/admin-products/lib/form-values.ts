import type { Product, ProductKind, RELATED_STRATEGIES, WARRANTY_UNITS } from '@shop/contracts';
import { wholeOr } from '../../../lib/number-input-values';
import { centsToUnits, unitsToCents } from './money';

export interface ComboItemValues {
  /** Keeps a row's identity while rows are added and removed. */
  key: string;
  product_id: string | null;
  /** One variation of a variable product; null for the product itself. */
  variation_id: string | null;
  quantity: number | string;
}

/**
 * The form's own shape: what the inputs hold (text in text boxes, ids as the selects' strings, money as units).
 * `toProductInput` turns it into what `productBodySchema` reads, so the form and the API judge the same thing.
 */
export interface ProductFormValues {
  /** Create only: leave the sku blank so the server numbers it. */
  auto_sku: boolean;
  sku: string;
  name: string;
  slug: string;
  description: string;
  short_description: string;
  kind: ProductKind;
  active: boolean;
  visible: boolean;
  in_offer: boolean;
  virtual: boolean;
  downloadable: boolean;
  bookable: boolean;
  wholesaler: boolean;
  retail: boolean;
  regular_price: number | string;
  sale_price: number | string;
  wholesale_price: number | string;
  /** Blank: unknown (decision 110). */
  cost_price: number | string;
  discount_percentage: number | string;
  tax: number | string;
  min_quantity: number | string;
  category_id: string | null;
  category_ids: string[];
  brand_id: string | null;
  unit_id: string | null;
  priority: number | string;
  time_warranty: number | string;
  unit_warranty: (typeof WARRANTY_UNITS)[number];
  show_warranty: boolean;
  real_quantity: number | string;
  initial_availability: number | string;
  /** Blank: one quarter of the initial availability (SPEC §9). */
  low_availability: number | string;
  wholesale_quantity: number | string;
  reserve_quantity: number | string;
  external_store_sku: string;
  disponibility_from_store: boolean;
  related_strategy: (typeof RELATED_STRATEGIES)[number];
  related_ids: string[];
  combo_items: ComboItemValues[];
}

export const EMPTY_PRODUCT: ProductFormValues = {
  auto_sku: true,
  sku: '',
  name: '',
  slug: '',
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
  regular_price: '',
  sale_price: '',
  wholesale_price: '',
  cost_price: '',
  discount_percentage: 0,
  tax: 0,
  min_quantity: 1,
  category_id: null,
  category_ids: [],
  brand_id: null,
  unit_id: null,
  priority: 0,
  time_warranty: 0,
  unit_warranty: 'months',
  show_warranty: false,
  real_quantity: 0,
  initial_availability: 0,
  low_availability: '',
  wholesale_quantity: 0,
  reserve_quantity: 0,
  external_store_sku: '',
  disponibility_from_store: false,
  related_strategy: 'automatic',
  related_ids: [],
  combo_items: [],
};

let nextKey = 0;
export const rowKey = () => `row-${++nextKey}`;

const idText = (id: number | null) => (id === null ? null : String(id));

export function productToValues(product: Product): ProductFormValues {
  return {
    auto_sku: false,
    sku: product.sku,
    name: product.name,
    slug: product.slug,
    description: product.description,
    short_description: product.short_description,
    kind: product.kind,
    active: product.active,
    visible: product.visible,
    in_offer: product.in_offer,
    virtual: product.virtual,
    downloadable: product.downloadable,
    bookable: product.bookable,
    wholesaler: product.wholesaler,
    retail: product.retail,
    regular_price: centsToUnits(product.regular_price),
    sale_price: centsToUnits(product.sale_price),
    wholesale_price: centsToUnits(product.wholesale_price),
    cost_price: centsToUnits(product.cost_price),
    // A fixed sale price wins; the percentage typed beside it is then the derived one, not staff's.
    discount_percentage: product.sale_price === null ? product.discount_percentage : 0,
    tax: product.tax,
    min_quantity: product.min_quantity,
    category_id: String(product.category_id),
    category_ids: product.category_ids.map(String),
    brand_id: idText(product.brand_id),
    unit_id: idText(product.unit_id),
    priority: product.priority,
    time_warranty: product.time_warranty,
    unit_warranty: product.unit_warranty,
    show_warranty: product.show_warranty,
    real_quantity: product.real_quantity,
    initial_availability: product.initial_availability,
    low_availability: product.low_availability ?? '',
    wholesale_quantity: product.wholesale_quantity,
    reserve_quantity: product.reserve_quantity,
    external_store_sku: product.external_store_sku ?? '',
    disponibility_from_store: product.disponibility_from_store,
    related_strategy: product.related_strategy,
    related_ids: product.related_ids.map(String),
    combo_items: product.combo_items.map((item) => ({
      key: rowKey(),
      product_id: String(item.product_id),
      variation_id: idText(item.variation_id),
      quantity: item.quantity,
    })),
  };
}

/**
 * The form's values as `productBodySchema` input: money in integer cents, blank choices as missing or null (a blank
 * number box means "use the default", which the schema only applies to a missing value).
 */
export function toProductInput(values: ProductFormValues): Record<string, unknown> {
  return {
    sku: values.auto_sku ? '' : values.sku,
    name: values.name,
    slug: values.slug,
    description: values.description,
    short_description: values.short_description,
    kind: values.kind,
    active: values.active,
    visible: values.visible,
    in_offer: values.in_offer,
    virtual: values.virtual,
    downloadable: values.downloadable,
    bookable: values.bookable,
    wholesaler: values.wholesaler,
    retail: values.retail,
    regular_price: unitsToCents(values.regular_price),
    sale_price: unitsToCents(values.sale_price) ?? null,
    wholesale_price: unitsToCents(values.wholesale_price) ?? null,
    cost_price: unitsToCents(values.cost_price) ?? null,
    discount_percentage: wholeOr(values.discount_percentage, undefined),
    tax: wholeOr(values.tax, undefined),
    min_quantity: wholeOr(values.min_quantity, undefined),
    category_id: values.category_id ?? undefined,
    category_ids: values.category_ids,
    brand_id: values.brand_id,
    unit_id: values.unit_id,
    priority: wholeOr(values.priority, undefined),
    time_warranty: wholeOr(values.time_warranty, undefined),
    unit_warranty: values.unit_warranty,
    show_warranty: values.show_warranty,
    real_quantity: wholeOr(values.real_quantity, undefined),
    initial_availability: wholeOr(values.initial_availability, undefined),
    low_availability: wholeOr(values.low_availability, null),
    wholesale_quantity: wholeOr(values.wholesale_quantity, undefined),
    reserve_quantity: wholeOr(values.reserve_quantity, undefined),
    external_store_sku: values.external_store_sku.trim() || null,
    disponibility_from_store: values.disponibility_from_store,
    related_strategy: values.related_strategy,
    related_ids: values.related_ids,
    combo_items:
      values.kind === 'combo'
        ? values.combo_items.map((item) => ({
            product_id: item.product_id ?? undefined,
            variation_id: item.variation_id,
            quantity: wholeOr(item.quantity, undefined),
          }))
        : [],
  };
}
