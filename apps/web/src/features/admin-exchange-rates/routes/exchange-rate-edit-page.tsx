import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useExchangeRate } from '../api/get-exchange-rate';
import { useUpdateExchangeRate } from '../api/update-exchange-rate';
import { ExchangeRateForm } from '../components/exchange-rate-form';
import { ExchangeRateNotFound } from '../components/exchange-rate-not-found';
import { useRatePaths } from '../lib/rate-paths';

/** /admin/exchangeRates/Edit/:id and /ExchangeRates/Edit/:id */
export function Component() {
  const { t } = useTranslation('admin-exchange-rates');
  const navigate = useNavigate();
  const paths = useRatePaths();
  const id = Number(useParams().id);
  const rate = useExchangeRate(id);
  const updateRate = useUpdateExchangeRate();

  if (rate.error instanceof ApiError && rate.error.status === 404) return <ExchangeRateNotFound />;
  if (rate.isError)
    return <QueryError error={rate.error} retryLabel={t('retry')} onRetry={() => rate.refetch()} />;

  return (
    <Stack gap="md">
      <Title order={2}>{t('edit_title')}</Title>
      {rate.data ? (
        <ExchangeRateForm
          key={rate.data.id}
          initialValues={{ coin_id: String(rate.data.coin_id), date: rate.data.date, rate: rate.data.rate }}
          mode="edit"
          onSubmit={async (body) => {
            await updateRate.mutateAsync({ id, body });
            notifySuccess(t('notifications.updated'));
            await navigate(paths.list);
          }}
        />
      ) : (
        <Skeleton height={120} maw={720} data-testid="form-skeleton" />
      )}
    </Stack>
  );
}
