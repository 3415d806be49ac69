import { Card, Skeleton } from '@mantine/core';
import type { ProductCard as Product, StorefrontCoin } from '@shop/contracts';
import { usePrices } from '../../../lib/coin';
import { ProductCard } from './product-card';
import classes from './product-grid.module.css';

// The widest first row: its pictures are above the fold and load at once.
const FIRST_ROW = 4;

interface ProductGridProps {
  products: Product[];
  coins: StorefrontCoin[];
  /** Whether the grid starts the page, so that its first row is above the fold. */
  first?: boolean;
}

export function ProductGrid({ products, coins, first = true }: ProductGridProps) {
  const { show } = usePrices(coins);
  return (
    <div className={classes.grid}>
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          price={show(product.prices)}
          eager={first && index < FIRST_ROW}
        />
      ))}
    </div>
  );
}

/** A card shaped like the real one (picture, brand, two lines of name, price) while its product loads. */
export function CardSkeleton() {
  return (
    <Card withBorder radius="md" padding="sm" h="100%" data-testid="card-skeleton">
      <Card.Section>
        <Skeleton radius={0} style={{ aspectRatio: 1 }} />
      </Card.Section>
      <Skeleton height={12} mt="sm" width="40%" />
      <Skeleton height={16} mt={8} />
      <Skeleton height={16} mt={6} width="70%" />
      <Skeleton height={20} mt={8} width="50%" />
    </Card>
  );
}

/** Cards shaped like the real ones while a page loads. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={classes.grid} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <CardSkeleton key={index} />
      ))}
    </div>
  );
}
