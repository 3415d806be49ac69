import { useTranslation } from 'react-i18next';
import { AnalyticsScreen } from '../components/analytics-screen';
import { PagesMostVisited } from '../partials/pages-most-visited';
import { ProductsMostVisited } from '../partials/product-tops';
import { VisitsSummary } from '../partials/visits-summary';

/** /admin/analytics/Visits (SPEC §2): visits, the pages and the products seen most. */
export function Component() {
  const { t } = useTranslation('admin-analytics');
  return (
    <AnalyticsScreen title={t('screens.visits.title')} intro={t('screens.visits.intro')}>
      {(query) => (
        <>
          <VisitsSummary query={query} />
          <PagesMostVisited query={query} />
          <ProductsMostVisited query={query} />
        </>
      )}
    </AnalyticsScreen>
  );
}
