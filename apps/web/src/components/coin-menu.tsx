import { Menu } from '@mantine/core';
import type { StorefrontCoin } from '@shop/contracts';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MenuPartProps } from './deferred-menu';

interface CoinMenuProps extends MenuPartProps {
  coins: readonly StorefrontCoin[];
  current: StorefrontCoin;
  onChoose: (shortName: string) => void;
}

/** The coin switcher's menu, loaded after the page (see DeferredMenu). */
export function CoinMenu({ target, defaultOpened, coins, current, onChoose }: CoinMenuProps) {
  const { t } = useTranslation('shell');
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('coin.title')}</Menu.Label>
        {coins.map((option) => (
          <Menu.Item
            key={option.short_name}
            onClick={() => onChoose(option.short_name)}
            rightSection={
              option.short_name === current.short_name ? <IconCheck size={16} aria-hidden /> : null
            }
            aria-current={option.short_name === current.short_name ? 'true' : undefined}
          >
            {t('coin.option', { code: option.short_name, name: option.name })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
