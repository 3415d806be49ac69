import { localStorageColorSchemeManager, type MantineColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_COOKIE } from '@shop/contracts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Mantine's own key (localStorageColorSchemeManager's default). */
const STORAGE_KEY = 'mantine-color-scheme-value';

/** The shopper's own stored choice; nothing when they never chose (the shop's default then applies). */
function ownChoice(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(value: string) {
  if (typeof document === 'undefined') return;
  const kept = value === 'light' || value === 'dark';
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = kept
    ? `${COLOR_SCHEME_COOKIE}=${value}; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`
    : `${COLOR_SCHEME_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax${secure}`;
}

/**
 * Mantine's local-storage manager that also keeps the choice in a cookie the server reads, so the next page's HTML
 * comes in the shopper's scheme (seo.routes.ts). A choice stored before the cookie existed is copied on first read.
 */
export function cookieColorSchemeManager(): MantineColorSchemeManager {
  const stored = localStorageColorSchemeManager({ key: STORAGE_KEY });
  return {
    ...stored,
    get(defaultValue) {
      const value = stored.get(defaultValue);
      const own = typeof document === 'undefined' ? null : ownChoice();
      if (own && !document.cookie.includes(`${COLOR_SCHEME_COOKIE}=${own}`)) remember(own);
      return value;
    },
    set(value) {
      stored.set(value);
      remember(value);
    },
    clear() {
      stored.clear();
      remember('');
    },
  };
}
