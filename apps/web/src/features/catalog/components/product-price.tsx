import { Badge, Group, Text } from '@mantine/core';
import type { CoinPrice } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import type { ShownPrice } from '../../../lib/coin';

/** The percentage off the regular price, as staff typed it or as the fixed sale price makes it. */
export function discountOf(price: CoinPrice, typed: number): number {
  if (price.regular_price <= price.final_price) return 0;
  if (typed > 0) return typed;
  return Math.round(((price.regular_price - price.final_price) * 100) / price.regular_price);
}

interface ProductPriceProps {
  price: ShownPrice | undefined;
  discountPercentage: number;
  size?: 'md' | 'xl';
}

/** The price in the chosen coin; a discounted one shows the regular price struck through and a badge. */
export function ProductPrice({ price, discountPercentage, size = 'md' }: ProductPriceProps) {
  const { t } = useTranslation('catalog');
  if (!price) return null;
  const discount = discountOf(price, discountPercentage);
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text fw={700} fz={size === 'xl' ? 28 : 'lg'} data-testid="price">
        {price.format(price.final_price)}
      </Text>
      {discount > 0 ? (
        <>
          <Text component="s" c="dimmed" fz={size === 'xl' ? 'md' : 'sm'} aria-label={t('price.regular')}>
            {price.format(price.regular_price)}
          </Text>
          <Badge color="red" variant="filled" size={size === 'xl' ? 'lg' : 'sm'}>
            {t('price.discount', { percent: discount })}
          </Badge>
        </>
      ) : null}
    </Group>
  );
}
