import { useTranslation } from 'react-i18next';
import { AnalyticsScreen } from '../components/analytics-screen';
import { ProductsAggregatedCart, ProductsMostSold } from '../partials/product-tops';

/** /admin/analytics/MostSold (SPEC §2): the products sold most, and those added to carts most. */
export function Component() {
  const { t } = useTranslation('admin-analytics');
  return (
    <AnalyticsScreen title={t('screens.most_sold.title')} intro={t('screens.most_sold.intro')}>
      {(query) => (
        <>
          <ProductsMostSold query={query} />
          <ProductsAggregatedCart query={query} />
        </>
      )}
    </AnalyticsScreen>
  );
}
