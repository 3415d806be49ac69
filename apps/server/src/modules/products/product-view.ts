import {
  lowAvailabilityThreshold,
  type Product,
  type ProductImage,
  type ProductListItem,
  priceProduct,
  type Variation,
} from '@shop/contracts';
import { publicUploadUrl } from '../../lib/storage';
import type { ProductImageRow } from './product-images.table';
import type { ProductRow } from './products.table';
import type { VariationRow } from './variations.table';

export const imageUrls = (path: string) => ({
  list_url: publicUploadUrl(`products/${path}-400.webp`),
  detail_url: publicUploadUrl(`products/${path}-1000.webp`),
  detail_avif_url: publicUploadUrl(`products/${path}-1000.avif`),
});

export function toImage(row: ProductImageRow): ProductImage {
  return {
    id: row.id,
    is_main: row.isMain,
    position: row.position,
    width: row.width,
    height: row.height,
    ...imageUrls(row.path),
  };
}

function pricingOf(row: {
  regularPrice: number;
  salePrice: number | null;
  wholesalePrice: number | null;
  discountPercentage?: number;
  tax?: number;
  minQuantity?: number;
}) {
  const p = priceProduct({
    regular_price: row.regularPrice,
    sale_price: row.salePrice,
    discount_percentage: row.discountPercentage ?? 0,
    tax: row.tax ?? 0,
    wholesale_price: row.wholesalePrice,
    min_quantity: row.minQuantity ?? 1,
  });
  return {
    regular_price: p.regular_price,
    sale_price: p.sale_price,
    // The stored choice, not the derived one: a blank wholesale price stays blank in the edit form.
    wholesale_price: row.wholesalePrice === null ? null : p.wholesale_price,
    price: p.price,
    discount: p.discount,
    discount_percentage: p.discount_percentage,
    discount_price: p.discount_price,
    final_price: p.final_price,
    tax_value: p.tax_value,
  };
}

/** The columns of a variation that its view reads. */
export type VariationFields = Pick<
  VariationRow,
  | 'id'
  | 'sku'
  | 'regularPrice'
  | 'salePrice'
  | 'wholesalePrice'
  | 'costPrice'
  | 'realQuantity'
  | 'heldQuantity'
  | 'active'
  | 'imageId'
>;

export function toVariation(
  row: VariationFields,
  terms: Variation['terms'],
  product: Pick<ProductRow, 'tax' | 'minQuantity' | 'discountPercentage'>,
): Variation {
  return {
    id: row.id,
    sku: row.sku,
    // A variation has its own prices; the product's discount, tax and minimum quantity apply to them all.
    ...pricingOf({
      ...row,
      tax: product.tax,
      minQuantity: product.minQuantity,
      discountPercentage: product.discountPercentage,
    }),
    cost_price: row.costPrice,
    real_quantity: row.realQuantity,
    held_quantity: row.heldQuantity,
    active: row.active,
    image_id: row.imageId,
    terms,
  };
}

export interface ProductExtras {
  categoryIds: number[];
  relatedIds: number[];
  comboItems: Product['combo_items'];
  variations: Variation[];
  images: ProductImage[];
  availability: number | null;
}

export function toProduct(row: ProductRow, extras: ProductExtras): Product {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    slug: row.slug,
    description: row.description,
    short_description: row.shortDescription,
    kind: row.kind,
    active: row.active,
    visible: row.visible,
    in_offer: row.inOffer,
    virtual: row.virtual,
    downloadable: row.downloadable,
    bookable: row.bookable,
    wholesaler: row.wholesaler,
    retail: row.retail,
    ...pricingOf(row),
    cost_price: row.costPrice,
    tax: row.tax,
    min_quantity: row.minQuantity,
    category_id: row.categoryId,
    category_ids: extras.categoryIds,
    brand_id: row.brandId,
    unit_id: row.unitId,
    priority: row.priority,
    time_warranty: row.timeWarranty,
    unit_warranty: row.unitWarranty,
    show_warranty: row.showWarranty,
    real_quantity: row.realQuantity,
    held_quantity: row.heldQuantity,
    initial_availability: row.initialAvailability,
    low_availability: row.lowAvailability,
    wholesale_quantity: row.wholesaleQuantity,
    reserve_quantity: row.reserveQuantity,
    history_count: row.historyCount,
    external_store_sku: row.externalStoreSku,
    disponibility_from_store: row.disponibilityFromStore,
    related_strategy: row.relatedStrategy,
    related_ids: extras.relatedIds,
    combo_items: extras.comboItems,
    variations: extras.variations,
    images: extras.images,
    spec_sheet_url: row.specSheetPath ? `/api/products/${row.slug}/spec-sheet` : null,
    availability: extras.availability,
    low_availability_threshold: lowAvailabilityThreshold(row.lowAvailability, row.initialAvailability),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toListItem(
  row: ProductRow,
  mainImagePath: string | null,
  availability: number | null,
): ProductListItem {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    slug: row.slug,
    kind: row.kind,
    active: row.active,
    visible: row.visible,
    in_offer: row.inOffer,
    category_id: row.categoryId,
    brand_id: row.brandId,
    priority: row.priority,
    regular_price: row.regularPrice,
    final_price: row.finalPrice,
    availability,
    main_image_url: mainImagePath ? imageUrls(mainImagePath).list_url : null,
    created_at: row.createdAt.toISOString(),
  };
}
