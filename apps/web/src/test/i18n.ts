import { DEFAULT_LOCALE } from '@shop/contracts';
import { initReactI18next } from 'react-i18next';
import { addNumberFormat, i18n } from '../lib/i18n';

// Every namespace of both languages, bundled and loaded synchronously: screens render at once instead of suspending.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, module] of Object.entries(files)) {
  const [, language = '', namespace = ''] = file.match(/locales\/([^/]+)\/([^/]+)\.json$/) ?? [];
  resources[language] = { ...resources[language], [namespace]: module.default };
}

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    resources,
    initAsync: false,
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  addNumberFormat(i18n);
}

/** Tests that switch the language put it back with this. */
export async function resetLanguage() {
  if (i18n.language !== DEFAULT_LOCALE) await i18n.changeLanguage(DEFAULT_LOCALE);
}
