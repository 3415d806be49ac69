import {
  RELATED_PRODUCTS_SETTINGS_KEY,
  type RelatedProductsSettings,
  relatedProductsSettingsSchema,
} from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import { getSetting, putSetting } from './settings.service';

/**
 * The `related_products` document: how a product with automatic related products picks them (same category, same
 * brand, bought together) and how many a product page shows.
 */
export const getRelatedProductsSettings = (db: DbOrTx): Promise<RelatedProductsSettings> =>
  getSetting(db, RELATED_PRODUCTS_SETTINGS_KEY, relatedProductsSettingsSchema);

export async function putRelatedProductsSettings(
  db: DbOrTx,
  value: RelatedProductsSettings,
): Promise<RelatedProductsSettings> {
  await putSetting(db, RELATED_PRODUCTS_SETTINGS_KEY, value);
  return value;
}
