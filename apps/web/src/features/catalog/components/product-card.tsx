import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { type ProductCard as Product, SHOP_TIME_ZONE } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShownPrice } from '../../../lib/coin';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { dateTimeFormat } from '../../../lib/intl';
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

/**
 * The approved reviews' average and count, as text ("★ 4,5 (2)" in es-ES): a star character and the browser's own
 * number format weigh nothing in the first load.
 */
function CardRating({ rating }: { rating: Product['rating'] }) {
  const locale = useLocale();
  if (rating.average === null) return null;
  return (
    <Text size="xs" c="dimmed">
      ★ {formatNumber(rating.average, locale, 1)} ({rating.count})
    </Text>
  );
}

/** Until when the offer that prices it runs ("Oferta hasta el 30 nov"), in the shop's time zone. */
function CardOfferEnd({ endsAt }: { endsAt: string | null }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  if (!endsAt) return null;
  const date = dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: SHOP_TIME_ZONE }).format(
    new Date(endsAt),
  );
  return (
    <Text size="xs" c="red" fw={600}>
      {t('offers.ends', { date })}
    </Text>
  );
}

/** A product in a grid or a row: picture, name, rating, price in the chosen coin, and how many are left. */
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
        <CardRating rating={product.rating} />
        <ProductPrice price={price} discountPercentage={product.discount_percentage} />
        <CardOfferEnd endsAt={product.offer_ends_at} />
        <Group gap={6} mt="auto">
          <AvailabilityBadge availability={product.availability} low={product.low_availability} />
        </Group>
      </Stack>
    </Card>
  );
}
