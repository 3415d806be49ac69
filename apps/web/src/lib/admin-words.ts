/** The back office's words, one chunk per namespace and language (lib/i18n.ts loads this list only when asked). */
export const adminWords = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/admin-*.json');
