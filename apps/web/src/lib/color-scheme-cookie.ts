import { COLOR_SCHEME_COOKIE } from '@shop/contracts';
import { readCookie } from './request-env';

/**
 * Keeps the shopper's light or dark choice in a cookie beside Mantine's local storage, so the server's next HTML comes
 * in it (seo.routes.ts) instead of painting the shop's scheme until the code runs.
 */
export function rememberColorScheme(scheme: 'light' | 'dark') {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this plain cookie to start the page in the scheme.
  document.cookie = `${COLOR_SCHEME_COOKIE}=${scheme}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/** A choice made before the cookie existed (only Mantine's local storage has it) is copied once. */
export function copyStoredColorScheme() {
  try {
    const stored = localStorage.getItem('mantine-color-scheme-value');
    if (
      (stored === 'light' || stored === 'dark') &&
      !document.cookie.includes(`${COLOR_SCHEME_COOKIE}=${stored}`)
    )
      rememberColorScheme(stored);
  } catch {
    // Storage refused (private mode): nothing to copy.
  }
}

/**
 * The scheme the cookie holds, which the server painted the page in (seo.routes.ts): Mantine starts from it when its
 * own storage has none (cleared, or refused in private mode), rather than turning a dark page light once the code
 * runs. On the server, the request's cookie: the same scheme its HTML names.
 */
export function cookieColorScheme(): 'light' | 'dark' | undefined {
  const value = readCookie(COLOR_SCHEME_COOKIE);
  return value === 'light' || value === 'dark' ? value : undefined;
}
