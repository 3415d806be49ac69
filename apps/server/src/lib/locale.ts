import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';

function pick(value: string | undefined): Locale | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  return LOCALES.find((l) => l.toLowerCase() === lower || l.slice(0, 2) === lower.slice(0, 2));
}

/** The language the user chose (cookie), else the browser's first known language, else Spanish. */
export function requestLocale(request: FastifyRequest): Locale {
  const fromCookie = pick(request.cookies?.[LOCALE_COOKIE]);
  if (fromCookie) return fromCookie;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',')) {
      const found = pick(part.split(';')[0]?.trim());
      if (found) return found;
    }
  }
  return DEFAULT_LOCALE;
}

/**
 * The language a page of the app is in: the `locale` cookie's, else Spanish, whatever the browser prefers (SPEC §7),
 * as the app itself reads it (web `storedLocale`). Without the cookie the API answers in the browser's language
 * (`requestLocale`); a page does not, or its head and root element would speak another language than its body.
 */
export function pageLocale(request: FastifyRequest): Locale {
  return chosenLocale(request) ?? DEFAULT_LOCALE;
}

/** The language the user picked with the page's switch (the `locale` cookie), if any. */
export function chosenLocale(request: FastifyRequest): Locale | undefined {
  return LOCALES.find((locale) => locale === request.cookies?.[LOCALE_COOKIE]);
}
