import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALES, type Locale } from '@shop/contracts';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { numberFormat } from './intl';
import { readCookie } from './request-env';

// Each namespace is its own chunk, fetched the first time a screen asks for it. Only the storefront's namespaces in
// Spanish, the default language, are listed in the first load: the back office's and the other languages' lists are
// chunks of their own (issue 13). The offline page's words are built into that page (decision 080), never asked for.
/** The language whose words the first load lists (the glob below names it: a glob takes no variable). */
export const FIRST_LOAD_LANGUAGE = 'es-ES';
const spanishWords = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/es-ES/*.json',
  '!../locales/es-ES/admin-*.json',
  '!../locales/es-ES/offline-page.json',
]);

async function wordsList(language: string, namespace: string) {
  if (namespace.startsWith('admin-')) return (await import('./admin-words')).adminWords;
  if (language === FIRST_LOAD_LANGUAGE) return spanishWords;
  return (await import('./other-language-words')).otherLanguageWords;
}

async function loadWords(language: string, namespace: string) {
  const key = `../locales/${language}/${namespace}.json`;
  const load = (await wordsList(language, namespace))[key];
  if (!load) throw new Error(`missing locale file ${language}/${namespace}`);
  return load();
}

/**
 * The words, a chunk per language and namespace. A chunk that fails to come (no connection, a dropped line) is
 * reported as one to try again (i18next's `callback(error, true)`, as its HTTP backend does): i18next then retries it a
 * few times, and the next screen that asks for it loads it anew. Reported as failed for good, the namespace stayed
 * failed for the rest of the visit, and its screens showed their keys ("faq.title") once the connection was back.
 */
export const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadWords(language, namespace).then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, true),
    );
  },
};

export const SHELL_NAMESPACES = ['common', 'shell', 'errors'] as const;

export function storedLocale(): Locale {
  const value = readCookie(LOCALE_COOKIE);
  return LOCALES.find((l) => l === value) ?? DEFAULT_LOCALE;
}

/** Switches the language and remembers it for a year in the cookie the server reads too. */
export async function changeLocale(locale: Locale) {
  rememberLocale(locale);
  document.documentElement.lang = locale.slice(0, 2);
  await i18n.changeLanguage(locale);
}

function rememberLocale(locale: Locale) {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this plain cookie to answer in the same language.
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${maxAge}; samesite=lax`;
}

/**
 * `{{count, number}}` in the words writes a number as the language does: "15.000 unidades", "1,204 orders". i18next's
 * own `number` keeps a formatter per set of the call's options, the count among them (one `Intl.NumberFormat` per
 * count); this one uses the shop's kept formatter of the language. A text (a number already formatted) stays as it is.
 * Each of the three set-ups (browser, server render, tests) calls it once its instance is made.
 */
export function addNumberFormat(instance: typeof i18n) {
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
    typeof value === 'number' ? numberFormat(lng ?? DEFAULT_LOCALE).format(value) : String(value),
  );
}

export function initI18n(locale: Locale = storedLocale()) {
  // Without the cookie the server would follow the browser's language while the screen shows Spanish.
  rememberLocale(locale);
  document.documentElement.lang = locale.slice(0, 2);
  const ready = i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      // Loaded at start-up: every screen needs them, and the error page must speak even if a later chunk fails.
      ns: [...SHELL_NAMESPACES],
      load: 'currentOnly',
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  addNumberFormat(i18n);
  return ready;
}

/** The language the screen is shown in now. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return LOCALES.find((l) => l === instance.language) ?? DEFAULT_LOCALE;
}

export { i18n };
