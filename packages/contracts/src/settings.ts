import { z } from 'zod';

/** The store's identity settings (the Store partial of the settings screens). */
export const storeSettingsSchema = z.object({
  name: z.string().trim().min(1).max(50).default('Tienda'),
  favicon_url: z.string().trim().max(300).default('/favicon.svg'),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const faviconReplySchema = z.object({ url: z.string() });
