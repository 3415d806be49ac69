import { storeSettingsSchema } from '@shop/contracts';

/** The name the settings start with; the store's name is data, the same in every language. */
const DEFAULT_STORE_NAME = storeSettingsSchema.parse({}).name;

/**
 * The store's name as shown in the header, the footer and the landing page. The settings hold a configurable
 * name, but no public endpoint serves it yet: until one does, the settings' default is used.
 */
export function useStoreName(): string {
  return DEFAULT_STORE_NAME;
}
