import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCart } from '../lib/cart';
import { LazyTooltip } from './lazy-tooltip';

/** The header's way to the cart, with how many units it holds (no badge while empty or loading). */
export function CartButton() {
  const { t } = useTranslation('shell');
  const count = useCart().data?.count ?? 0;
  const label = count > 0 ? t('cart.label_count', { count }) : t('cart.label');
  return (
    <LazyTooltip label={label} withinPortal>
      <Indicator label={count > 99 ? '99+' : count} size={18} disabled={count === 0} offset={4}>
        <ActionIcon component={Link} to="/Cart" variant="default" size="lg" aria-label={label}>
          <IconShoppingCart size={18} stroke={1.75} />
        </ActionIcon>
      </Indicator>
    </LazyTooltip>
  );
}
