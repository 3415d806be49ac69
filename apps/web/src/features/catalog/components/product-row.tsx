import { Anchor, Group, Text } from '@mantine/core';
import type { ProductCard as Product, StorefrontCoin } from '@shop/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { usePrices } from '../../../lib/coin';
import { ProductCard } from './product-card';
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
