import { Button } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCoin } from '../lib/coin';
import classes from './coin-switcher.module.css';
import { DeferredMenu, deferredMenu } from './deferred-menu';

const CoinMenu = deferredMenu(async () => (await import('./coin-menu')).CoinMenu);

/** The coin prices are shown in; kept in the `coin` cookie for a year. Hidden while only one coin is offered. */
export function CoinSwitcher() {
  const { t } = useTranslation('shell');
  const { coins, coin, choose } = useCoin();
  if (coins.length < 2 || !coin) return null;
  const target = (
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
  );
  return (
    <DeferredMenu target={target}>
      {(part) => <CoinMenu {...part} coins={coins} current={coin} onChoose={choose} />}
    </DeferredMenu>
  );
}
