import { Stack } from '@mantine/core';
import { shopToday } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { useCreateExchangeRate } from '../api/create-exchange-rate';
import { ExchangeRateForm } from '../components/exchange-rate-form';
import { useRatePaths } from '../lib/rate-paths';

/** /admin/exchangeRates/create and /ExchangeRates/Create */
export function Component() {
  const { t } = useTranslation('admin-exchange-rates');
  const navigate = useNavigate();
  const paths = useRatePaths();
  const createRate = useCreateExchangeRate();

  return (
    <Stack gap="md">
      <PageTitle fz="h2">{t('create_title')}</PageTitle>
      <ExchangeRateForm
        initialValues={{ coin_id: null, date: shopToday(), rate: '' }}
        mode="create"
        onSubmit={async (body) => {
          await createRate.mutateAsync(body);
          notifySuccess(t('notifications.created'));
          await navigate(paths.list);
        }}
      />
    </Stack>
  );
}
