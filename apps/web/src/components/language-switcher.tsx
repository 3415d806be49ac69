import { ActionIcon, Menu } from '@mantine/core';
import { LOCALES, type Locale } from '@shop/contracts';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLocale, useLocale } from '../lib/i18n';

/** es-ES / en-US; the choice is kept in the `locale` cookie for a year. */
export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const current = useLocale();
  const choose = (locale: Locale) => {
    if (locale !== current) void changeLocale(locale);
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('language.label')} title={t('language.label')}>
          <IconLanguage size={18} stroke={1.75} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => choose(locale)}
            rightSection={locale === current ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={locale === current ? 'true' : undefined}
          >
            {t(`language.${locale}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
