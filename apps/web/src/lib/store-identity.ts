// The settings schema's own default, imported as a plain constant so that zod stays out of the first load.
import { DEFAULT_STORE_NAME } from '@shop/contracts';

/**
 * The store's name as shown in the header, the footer and the landing page. The settings hold a configurable
 * name, but no public endpoint serves it yet: until one does, the settings' default is used.
 */
export function useStoreName(): string {
  return DEFAULT_STORE_NAME;
}
