import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCart } from '../lib/cart';

/**
 * The header's way to the cart, with how many units it holds (no badge while empty or loading). Its tooltip is the
 * browser's own: Mantine's, loaded after the page, put a new button in this one's place as it arrived, and a tap made
 * in that moment was lost (as on the cart's bin, where the e2e lost it in three runs of six).
 */
export function CartButton() {
  const { t } = useTranslation('shell');
  const count = useCart().data?.count ?? 0;
  const label = count > 0 ? t('cart.label_count', { count }) : t('cart.label');
  return (
    <Indicator label={count > 99 ? '99+' : count} size={18} disabled={count === 0} offset={4}>
      <ActionIcon component={Link} to="/Cart" variant="default" size="lg" aria-label={label} title={label}>
        <IconShoppingCart size={18} stroke={1.75} />
      </ActionIcon>
    </Indicator>
  );
}
