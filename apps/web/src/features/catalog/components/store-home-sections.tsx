import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useStoreHome } from '../api/get-store-home';
import { CategoryTiles, CategoryTilesSkeleton } from './category-tiles';
import { ProductRow, ProductRowSkeleton } from './product-row';

export type HomeCatalogSection = 'categories' | 'offers' | 'newest' | 'best_sellers';

/**
 * One of the front's catalogue sections (the Home page tab orders them): categories by priority, products in offer,
 * the newest or the best sellers, all from one call. While it loads, a skeleton as tall as the section keeps what is
 * below from jumping (it did: Lighthouse desktop CLS 0.106 on /store).
 */
export function StoreHomeSection({
  section,
  eager = false,
}: {
  section: HomeCatalogSection;
  eager?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const home = useStoreHome();
  if (home.isError) {
    // One retry box for the four sections: the first one shown says it.
    return section === 'categories' || section === 'offers' ? (
      <QueryError error={home.error} retryLabel={t('retry')} onRetry={() => home.refetch()} />
    ) : null;
  }
  const data = home.data;
  if (!data) {
    return section === 'categories' ? <CategoryTilesSkeleton /> : <ProductRowSkeleton />;
  }
  switch (section) {
    case 'categories':
      return <CategoryTiles categories={data.categories} />;
    case 'offers':
      return (
        <ProductRow
          title={t('home.offers')}
          products={data.offers}
          coins={data.coins}
          more={{ to: '/Offers', label: t('home.all_offers') }}
          eager={eager}
        />
      );
    case 'newest':
      return (
        <ProductRow
          title={t('home.newest')}
          products={data.newest}
          coins={data.coins}
          more={{ to: '/store?sort=newest', label: t('home.all_newest') }}
          eager={eager}
        />
      );
    case 'best_sellers':
      return (
        <ProductRow
          title={t('home.best_sellers')}
          products={data.best_sellers}
          coins={data.coins}
          eager={eager}
        />
      );
  }
}
