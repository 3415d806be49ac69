import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { useCreateCoin } from '../api/create-coin';
import { CoinForm, EMPTY_COIN } from '../components/coin-form';

/** /admin/coins/create */
export function Component() {
  const { t } = useTranslation('admin-coins');
  const navigate = useNavigate();
  const createCoin = useCreateCoin();

  return (
    <Stack gap="md">
      <PageTitle fz="h2">{t('create_title')}</PageTitle>
      <CoinForm
        initialValues={EMPTY_COIN}
        mode="create"
        onSubmit={async (body) => {
          await createCoin.mutateAsync(body);
          notifySuccess(t('notifications.created'));
          await navigate('/admin/coins');
        }}
      />
    </Stack>
  );
}
