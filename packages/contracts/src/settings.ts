import { z } from 'zod';
import { DEFAULT_FAVICON_URL, DEFAULT_STORE_NAME } from './store-settings-defaults';

export * from './store-settings-defaults';

/** The store's identity settings (the Store partial of the settings screens). */
export const storeSettingsSchema = z.object({
  name: z.string().trim().min(1).max(50).default(DEFAULT_STORE_NAME),
  favicon_url: z.string().trim().max(300).default(DEFAULT_FAVICON_URL),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const faviconReplySchema = z.object({ url: z.string() });
export type FaviconReply = z.infer<typeof faviconReplySchema>;
