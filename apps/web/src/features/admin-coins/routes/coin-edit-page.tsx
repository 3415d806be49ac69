import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useCoin } from '../api/get-coin';
import { useUpdateCoin } from '../api/update-coin';
import { CoinForm } from '../components/coin-form';
import { CoinNotFound } from '../components/coin-not-found';

/** /admin/coins/:id (guard check-edit-coin) */
export function Component() {
  const { t } = useTranslation('admin-coins');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const coin = useCoin(id);
  const updateCoin = useUpdateCoin();

  if (coin.error instanceof ApiError && coin.error.status === 404) return <CoinNotFound />;
  if (coin.isError)
    return <QueryError error={coin.error} retryLabel={t('retry')} onRetry={() => coin.refetch()} />;

  return (
    <Stack gap="md">
      <Title order={2}>
        {coin.data ? t('edit_title', { name: coin.data.short_name }) : t('edit_title_loading')}
      </Title>
      {coin.data ? (
        <CoinForm
          key={coin.data.id}
          initialValues={{
            short_name: coin.data.short_name,
            name: coin.data.name,
            symbol: coin.data.symbol,
            enabled: coin.data.enabled,
          }}
          mode="edit"
          isBase={coin.data.is_base}
          onSubmit={async (body) => {
            await updateCoin.mutateAsync({ id, body });
            notifySuccess(t('notifications.updated'));
            await navigate('/admin/coins');
          }}
        />
      ) : (
        <Skeleton height={200} maw={720} data-testid="form-skeleton" />
      )}
    </Stack>
  );
}
