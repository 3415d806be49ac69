import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { useCreateExchangeRateBatch } from '../api/create-exchange-rate-batch';
import { ExchangeRateBatchForm } from '../components/exchange-rate-batch-form';
import { useRatePaths } from '../lib/rate-paths';

/** /admin/exchangeRates/CreateBatch and /ExchangeRates/CreateBatch */
export function Component() {
  const { t } = useTranslation('admin-exchange-rates');
  const navigate = useNavigate();
  const paths = useRatePaths();
  const createBatch = useCreateExchangeRateBatch();

  return (
    <Stack gap="md">
      <PageTitle fz="h2">{t('batch.title')}</PageTitle>
      <ExchangeRateBatchForm
        onSubmit={async (body) => {
          const reply = await createBatch.mutateAsync(body);
          notifySuccess(t('notifications.batch_created', { count: reply.data.length }));
          await navigate(paths.list);
        }}
      />
    </Stack>
  );
}
