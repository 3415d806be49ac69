import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordPage } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { useExchangeRate } from '../api/get-exchange-rate';
import { useUpdateExchangeRate } from '../api/update-exchange-rate';
import { ExchangeRateForm } from '../components/exchange-rate-form';
import { useRatePaths } from '../lib/rate-paths';

/** /admin/exchangeRates/Edit/:id and /ExchangeRates/Edit/:id */
export function Component() {
  const { t } = useTranslation('admin-exchange-rates');
  const navigate = useNavigate();
  const paths = useRatePaths();
  const id = Number(useParams().id);
  const rate = useExchangeRate(id);
  const updateRate = useUpdateExchangeRate();

  return (
    <RecordPage
      query={rate}
      title={() => t('edit_title')}
      notFound={{
        title: t('not_found.title'),
        description: t('not_found.description'),
        backTo: paths.list,
        backLabel: t('not_found.back'),
      }}
    >
      {(data) => (
        <ExchangeRateForm
          key={data.id}
          initialValues={{ coin_id: String(data.coin_id), date: data.date, rate: data.rate }}
          mode="edit"
          onSubmit={async (body) => {
            await updateRate.mutateAsync({ id, body });
            notifySuccess(t('notifications.updated'));
            await navigate(paths.list);
          }}
        />
      )}
    </RecordPage>
  );
}
