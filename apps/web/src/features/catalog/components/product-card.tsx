import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { ProductCard as Product } from '@shop/contracts';
import { Link } from 'react-router';
import type { ShownPrice } from '../../../lib/coin';
import { AvailabilityBadge } from './availability-badge';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';

// A card is a quarter of the content column on wide screens, a third on tablets, half on phones.
const CARD_SIZES = '(min-width: 1024px) 320px, (min-width: 600px) 33vw, 50vw';

export function productHref(slug: string): string {
  return `/Products/${encodeURIComponent(slug)}`;
}

interface ProductCardProps {
  product: Product;
  price: ShownPrice | undefined;
  eager?: boolean;
}

/** A product in a grid or a row: picture, name, price in the chosen coin, and how many are left. */
export function ProductCard({ product, price, eager }: ProductCardProps) {
  const href = productHref(product.slug);
  return (
    <Card withBorder radius="md" padding="sm" h="100%" component="article" aria-label={product.name}>
      <Card.Section component={Link} to={href} tabIndex={-1} aria-hidden>
        <ProductImage image={product.image} alt="" eager={eager} sizes={CARD_SIZES} />
      </Card.Section>
      <Stack gap={6} mt="sm" flex={1}>
        {product.brand ? (
          <Text size="xs" c="dimmed" tt="uppercase">
            {product.brand.name}
          </Text>
        ) : null}
        <Anchor component={Link} to={href} c="inherit" fw={600} lineClamp={2}>
          {product.name}
        </Anchor>
        <ProductPrice price={price} discountPercentage={product.discount_percentage} />
        <Group gap={6} mt="auto">
          <AvailabilityBadge availability={product.availability} low={product.low_availability} />
        </Group>
      </Stack>
    </Card>
  );
}
