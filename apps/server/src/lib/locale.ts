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
