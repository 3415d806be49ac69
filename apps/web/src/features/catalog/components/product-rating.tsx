// Loaded with this screen, not with the storefront's first page (app/storefront-styles.ts, issue 13).
import '@mantine/core/styles/Rating.layer.css';
import { Anchor, Group, Rating, Text } from '@mantine/core';
import { fillPath, type ProductReviewsReply, REVIEW_WRITE_PATHS } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';

/**
 * The product's average rating and how many gave one, with the ways to its reviews. Loaded after the page (its own
 * chunk, its own request): the price and the buy button come first.
 */
export default function ProductRating({ slug }: { slug: string }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const reviews = useQuery({
    queryKey: ['reviews', 'product', slug.toLowerCase(), 1],
    queryFn: ({ signal }) =>
      api<ProductReviewsReply>(fillPath(REVIEW_WRITE_PATHS.product, { slug }), {
        query: { page: 1 },
        signal,
      }),
  });
  const summary = reviews.data?.summary;
  const path = encodeURIComponent(slug);
  return (
    <Group gap="xs" mih={24}>
      {summary && summary.average !== null ? (
        <>
          <Rating value={summary.average} fractions={10} readOnly size="sm" aria-hidden />
          <Text size="sm" fw={600}>
            {formatNumber(summary.average, locale, 1)}
          </Text>
          <Anchor component={Link} to={`/Products/Review/Read/${path}`} size="sm">
            {t('product.ratings', { count: summary.count })}
          </Anchor>
        </>
      ) : summary ? (
        <Text size="sm" c="dimmed">
          {t('product.no_ratings')}
        </Text>
      ) : null}
      <Anchor component={Link} to={`/Products/Review/Write/${path}`} size="sm">
        {t('product.write_review')}
      </Anchor>
    </Group>
  );
}
