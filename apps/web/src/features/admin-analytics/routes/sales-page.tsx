import { useTranslation } from 'react-i18next';
import { AnalyticsScreen } from '../components/analytics-screen';
import { SalesBehaviour } from '../partials/sales-behaviour';

/** /admin/analytics/Sales (SPEC §2): how sales behaved per day and coin (SalesBehaviour). */
export function Component() {
  const { t } = useTranslation('admin-analytics');
  return (
    <AnalyticsScreen title={t('screens.sales.title')} intro={t('screens.sales.intro')}>
      {(query) => <SalesBehaviour query={query} />}
    </AnalyticsScreen>
  );
}
