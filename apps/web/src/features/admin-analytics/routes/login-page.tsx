import { useTranslation } from 'react-i18next';
import { AnalyticsScreen } from '../components/analytics-screen';
import { Accesses } from '../partials/accesses';
import { NewUsers } from '../partials/new-users';

/** /admin/analytics/Login (SPEC §2): sign-ins (Accesses) and accounts opened (NewUsers). */
export function Component() {
  const { t } = useTranslation('admin-analytics');
  return (
    <AnalyticsScreen title={t('screens.login.title')} intro={t('screens.login.intro')}>
      {(query) => (
        <>
          <Accesses query={query} />
          <NewUsers query={query} />
        </>
      )}
    </AnalyticsScreen>
  );
}
