/**
 * The words of the shop's languages other than Spanish, the default (lib/i18n.ts): one chunk per namespace and
 * language, listed here so that a Spanish page's first load does not carry their addresses (issue 13). The server
 * preloads this list with a page it renders in another language (entry-server.tsx).
 */
export const otherLanguageWords = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/es-ES/*.json',
  '!../locales/*/admin-*.json',
  '!../locales/*/offline-page.json',
]);
