import { Anchor } from '@mantine/core';
import type { AnalyticsQuery, ProductTopReply } from '@shop/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useProductsAggregatedCart, useProductsMostSold, useProductsMostVisited } from '../api/analytics';
import { PartialCard } from '../components/partial-card';
import { TopList } from '../components/top-list';

type Top = 'most_visited' | 'aggregated_cart' | 'most_sold';

/** A top list of products: each a link to its page in the shop, counted as its partial counts. */
function ProductTop({ top, result }: { top: Top; result: UseQueryResult<ProductTopReply> }) {
  const { t } = useTranslation('admin-analytics');
  const reply = result.data;
  return (
    <PartialCard title={t(`${top}.title`)} description={t(`${top}.description`)} loading={!reply}>
      {reply && (
        <TopList
          caption={t(`${top}.title`)}
          nameHead={t('product')}
          countHead={t(`${top}.count`)}
          rows={reply.rows.map((row) => ({
            key: String(row.product_id),
            label: (
              <Anchor href={`/Products/${row.slug}`} target="_blank" size="sm">
                {row.name}
              </Anchor>
            ),
            count: row.count,
            previous: row.previous,
          }))}
        />
      )}
    </PartialCard>
  );
}

/** ProductsMostVisited (SPEC partial): product pages seen most. */
export function ProductsMostVisited({ query }: { query: AnalyticsQuery }) {
  return <ProductTop top="most_visited" result={useProductsMostVisited(query)} />;
}

/** ProductsAggregatedCart (SPEC partial): units added to carts, per product. */
export function ProductsAggregatedCart({ query }: { query: AnalyticsQuery }) {
  return <ProductTop top="aggregated_cart" result={useProductsAggregatedCart(query)} />;
}

/** ProductsMostSold (SPEC partial): units in the period's orders that are not cancelled. */
export function ProductsMostSold({ query }: { query: AnalyticsQuery }) {
  return <ProductTop top="most_sold" result={useProductsMostSold(query)} />;
}
