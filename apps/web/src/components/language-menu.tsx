import { Menu } from '@mantine/core';
import { LOCALES, type Locale } from '@shop/contracts';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MenuPartProps } from './deferred-menu';

interface LanguageMenuProps extends MenuPartProps {
  current: Locale;
  onChoose: (locale: Locale) => void;
}

/** The language switcher's menu, loaded after the page (see DeferredMenu). */
export function LanguageMenu({ target, defaultOpened, current, onChoose }: LanguageMenuProps) {
  const { t } = useTranslation('shell');
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => onChoose(locale)}
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
