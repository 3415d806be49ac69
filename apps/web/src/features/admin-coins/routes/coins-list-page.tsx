import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { type Coin, coinListQuerySchema } from '@shop/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { ListFooter } from '../../../components/list-footer';
import { QueryError } from '../../../components/query-error';
import { SearchField } from '../../../components/search-field';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteCoin } from '../api/delete-coin';
import { useCoins } from '../api/get-coins';
import { CoinsTable } from '../components/coins-table';
import { OnlyBaseCoinSwitch } from '../components/only-base-coin-switch';

/** /admin/coins: the coins shoppers may pay in, each with the rate in force today. */
export function Component() {
  const { t } = useTranslation('admin-coins');
  const currentUser = useCurrentUser();
  const [query, update] = useListParams(coinListQuerySchema);
  const coins = useCoins(query);
  const deleteCoin = useDeleteCoin();
  const [deleting, setDeleting] = useState<Coin | null>(null);
  const meta = coins.data?.meta;
  const statuses = [
    { value: 'true', label: t('filters.enabled') },
    { value: 'false', label: t('filters.disabled') },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('title')}</Title>
        {userCan(currentUser, ['create_coins']) && (
          <Button component={Link} to="/admin/coins/create" leftSection={<IconPlus size={18} />}>
            {t('new')}
          </Button>
        )}
      </Group>
      <OnlyBaseCoinSwitch />
      <Group gap="sm" align="flex-end">
        <SearchField
          label={t('filters.search')}
          placeholder={t('filters.search_placeholder')}
          value={query.search ?? ''}
          onSearch={(search) => update({ search }, { replace: true })}
        />
        <Select
          aria-label={t('filters.status')}
          placeholder={t('filters.any_status')}
          data={statuses}
          value={query.enabled ?? null}
          onChange={(value) => update({ enabled: value === 'true' || value === 'false' ? value : undefined })}
          clearable
          w={{ base: '100%', sm: 180 }}
        />
      </Group>
      {coins.isError && !coins.data ? (
        <QueryError error={coins.error} retryLabel={t('retry')} onRetry={() => coins.refetch()} />
      ) : (
        <CoinsTable
          coins={coins.data?.data}
          sort={query.sort}
          onSort={(sort) => update({ sort })}
          filtered={Boolean(query.search || query.enabled)}
          canUpdate={userCan(currentUser, ['update_coins'])}
          canDelete={userCan(currentUser, ['delete_coins'])}
          onDelete={setDeleting}
        />
      )}
      <ListFooter
        meta={meta}
        page={query.page}
        totalLabel={t('total', { count: meta?.total ?? 0 })}
        onPage={(page) => update({ page })}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('delete.title')}
        message={t('delete.confirm', { name: deleting?.short_name ?? '' })}
        onConfirm={() => deleteCoin.mutateAsync(deleting?.id ?? 0)}
        onDeleted={() => {
          notifySuccess(t('notifications.deleted', { name: deleting?.short_name ?? '' }));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
