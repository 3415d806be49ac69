import { useTranslation } from 'react-i18next';
import { SalesReport } from '../components/sales-report';

/** /admin/reports/sale (SPEC §2): the sales report, per day to start with. */
export function Component() {
  const { t } = useTranslation('admin-reports');
  return <SalesReport title={t('sale.title')} group="day" />;
}
