import { Button, Menu } from '@mantine/core';
import { IconCheck, IconCoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCoin } from '../lib/coin';
import classes from './coin-switcher.module.css';

/** The coin prices are shown in; kept in the `coin` cookie for a year. Hidden while only one coin is offered. */
export function CoinSwitcher() {
  const { t } = useTranslation('shell');
  const { coins, coin, choose } = useCoin();
  if (coins.length < 2 || !coin) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          px={8}
          leftSection={<IconCoin size={18} stroke={1.75} />}
          classNames={{ section: classes.section }}
          aria-label={t('coin.label', { coin: coin.short_name })}
          title={t('coin.title')}
        >
          {coin.short_name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('coin.title')}</Menu.Label>
        {coins.map((option) => (
          <Menu.Item
            key={option.short_name}
            onClick={() => choose(option.short_name)}
            rightSection={option.short_name === coin.short_name ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={option.short_name === coin.short_name ? 'true' : undefined}
          >
            {t('coin.option', { code: option.short_name, name: option.name })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
