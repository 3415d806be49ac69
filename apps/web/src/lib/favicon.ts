import { STOREFRONT_PATHS } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { readFaviconReply } from './read-favicon-reply';
import { KEEP_ON_SIGN_OUT } from './session';

/** The page icon chosen in the settings (SPEC §7). */
export const faviconQuery = queryOptions({
  queryKey: ['settings', 'favicon'],
  queryFn: async () =>
    readFaviconReply(await api<unknown>(STOREFRONT_PATHS.favicon, { keepOnNavigation: true })),
  staleTime: Number.POSITIVE_INFINITY,
  meta: KEEP_ON_SIGN_OUT,
});

// Only addresses that can hold an image: no javascript: or other dangerous protocols (SPEC §8).
const SAFE_ICON_URL = /^(\/(?!\/)|https?:\/\/|data:image\/)/i;

export function applyFavicon(url: string, doc: Document = document): boolean {
  if (!SAFE_ICON_URL.test(url)) return false;
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  if (link.getAttribute('href') === url) return true;
  // The type of the configured file is unknown (png, ico, svg...): let the browser sniff it.
  link.removeAttribute('type');
  link.href = url;
  return true;
}
