import { Badge } from '@mantine/core';
import type { CoinPrice } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import hidden from '../../../components/visually-hidden.module.css';
import type { ShownPrice } from '../../../lib/coin';
import classes from './product-price.module.css';

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

/**
 * The price in the chosen coin; a discounted one shows the regular price struck through and a badge. Plain elements
 * (product-price.module.css says why).
 */
export function ProductPrice({ price, discountPercentage, size = 'md' }: ProductPriceProps) {
  const { t } = useTranslation('catalog');
  if (!price) return null;
  const discount = discountOf(price, discountPercentage);
  return (
    <div className={classes.price} data-size={size}>
      <p className={classes.final} data-testid="price">
        {price.format(price.final_price)}
      </p>
      {discount > 0 ? (
        <>
          {/* Named by a hidden word before it: a struck-out element may not carry a label of its own. */}
          <span className={hidden.root}>{t('price.regular')}</span>
          <s className={classes.regular} data-testid="regular-price">
            {price.format(price.regular_price)}
          </s>
          <Badge color="red" variant="filled" size={size === 'xl' ? 'lg' : 'sm'}>
            {t('price.discount', { percent: discount })}
          </Badge>
        </>
      ) : null}
    </div>
  );
}
