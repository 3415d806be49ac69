import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useStoreHome } from '../api/get-store-home';
import { CategoryChips } from './category-chips';
import { ProductRow, ProductRowSkeleton } from './product-row';

/** The front of the shop: categories by priority, then products in offer, the newest and the best sellers. */
export function StoreHomeSections() {
  const { t } = useTranslation('catalog');
  const home = useStoreHome();
  if (home.isError) {
    return <QueryError error={home.error} retryLabel={t('retry')} onRetry={() => home.refetch()} />;
  }
  const data = home.data;
  if (!data) {
    return (
      // As tall as the sections will be (categories, then offers, newest and best sellers), so that the catalogue
      // below does not jump down when they arrive (it did: Lighthouse desktop CLS 0.106 on /store).
      <Stack gap="xl" aria-busy="true">
        <div aria-hidden>
          <Skeleton height={28} width={160} mb="sm" />
          <Skeleton height={36} radius="xl" />
        </div>
        <ProductRowSkeleton />
        <ProductRowSkeleton />
        <ProductRowSkeleton />
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      <CategoryChips categories={data.categories} />
      <ProductRow
        title={t('home.offers')}
        products={data.offers}
        coins={data.coins}
        more={{ to: '/Offers', label: t('home.all_offers') }}
        eager
      />
      <ProductRow
        title={t('home.newest')}
        products={data.newest}
        coins={data.coins}
        more={{ to: '/store?sort=newest', label: t('home.all_newest') }}
      />
      <ProductRow title={t('home.best_sellers')} products={data.best_sellers} coins={data.coins} />
    </Stack>
  );
}
