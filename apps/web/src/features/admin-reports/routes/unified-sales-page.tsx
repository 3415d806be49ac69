import { useTranslation } from 'react-i18next';
import { SalesReport } from '../components/sales-report';

/**
 * /admin/reports/unify_sale (SPEC §2; decision 034): the sales of every point of sale and of the online shop together,
 * one row per point (home deliveries are the online shop's) and coin.
 */
export function Component() {
  const { t } = useTranslation('admin-reports');
  return <SalesReport title={t('unified.title')} intro={t('unified.intro')} group="point" />;
}
