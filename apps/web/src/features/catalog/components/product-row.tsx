import { Anchor, Group, Skeleton, Text } from '@mantine/core';
import type { ProductCard as Product, StorefrontCoin } from '@shop/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { usePrices } from '../../../lib/coin';
import { ProductCard } from './product-card';
import { CardSkeleton } from './product-grid';
import classes from './product-row.module.css';

interface ProductRowProps {
  title: string;
  products: Product[];
  coins: StorefrontCoin[];
  more?: { to: string; label: string };
  /** The first row of the page: its pictures load at once. */
  eager?: boolean;
}

/** A titled row of cards that scrolls sideways; nothing at all when it has no products. */
export function ProductRow({ title, products, coins, more, eager = false }: ProductRowProps) {
  const { show } = usePrices(coins);
  const id = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Text id={id} component="h2" fz="h3" fw={700}>
          {title}
        </Text>
        {more ? (
          <Anchor component={Link} to={more.to} size="sm">
            {more.label}
          </Anchor>
        ) : null}
      </Group>
      <ul className={classes.row}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} price={show(product.prices)} eager={eager && index < 5} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Cards a row shows at once on a wide screen: what its placeholder holds. */
const ROW_PLACEHOLDERS = 5;

/** A row's title and cards while they load, as tall as the row will be, so nothing below it jumps. */
export function ProductRowSkeleton() {
  return (
    <div aria-hidden>
      <Skeleton height={28} width={200} mb="sm" />
      <ul className={classes.row}>
        {Array.from({ length: ROW_PLACEHOLDERS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={index}>
            <CardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
