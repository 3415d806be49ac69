import { ActionIcon } from '@mantine/core';
import type { Locale } from '@shop/contracts';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLocale, useLocale } from '../lib/i18n';
import { DeferredMenu, deferredMenu } from './deferred-menu';

const LanguageMenu = deferredMenu(async () => (await import('./language-menu')).LanguageMenu);

/** es-ES / en-US; the choice is kept in the `locale` cookie for a year. */
export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const current = useLocale();
  const choose = (locale: Locale) => {
    if (locale !== current) void changeLocale(locale);
  };
  const target = (
    <ActionIcon variant="default" size="lg" aria-label={t('language.label')} title={t('language.label')}>
      <IconLanguage size={18} stroke={1.75} />
    </ActionIcon>
  );
  return (
    <DeferredMenu target={target}>
      {(part) => <LanguageMenu {...part} current={current} onChoose={choose} />}
    </DeferredMenu>
  );
}
