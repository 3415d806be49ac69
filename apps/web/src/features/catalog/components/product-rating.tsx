import { Anchor, Group, Text } from '@mantine/core';
import type { StorefrontProduct } from '@shop/contracts';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useProductWords } from '../lib/product-words';
import classes from './product-rating.module.css';

const RATING_MAX = 5;

/**
 * The product's average rating and how many gave one, with the ways to its reviews. It reads the product's own reply
 * (the rating its approved reviews keep on it, decision 025), so it is in the server's HTML: nothing below it moves
 * when the page comes alive, and the page asks for no reviews to show it. The stars are plain elements (decision
 * 042): Mantine's Rating draws 51 radio inputs for a read-only average in tenths.
 */
export function ProductRating({ slug, rating }: { slug: string; rating: StorefrontProduct['rating'] }) {
  const { t } = useProductWords();
  const locale = useLocale();
  const path = encodeURIComponent(slug);
  const filled = { '--rating-filled': `${((rating.average ?? 0) / RATING_MAX) * 100}%` } as CSSProperties;
  return (
    <Group gap="xs" mih={24}>
      {rating.average !== null ? (
        <>
          <span className={classes.stars} style={filled} aria-hidden data-testid="rating-stars">
            <span className={classes.filled}>★★★★★</span>★★★★★
          </span>
          <Text size="sm" fw={600}>
            {formatNumber(rating.average, locale, 1)}
          </Text>
          <Anchor component={Link} to={`/Products/Review/Read/${path}`} size="sm">
            {t('product.ratings', { count: rating.count })}
          </Anchor>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('product.no_ratings')}
        </Text>
      )}
      <Anchor component={Link} to={`/Products/Review/Write/${path}`} size="sm">
        {t('product.write_review')}
      </Anchor>
    </Group>
  );
}
