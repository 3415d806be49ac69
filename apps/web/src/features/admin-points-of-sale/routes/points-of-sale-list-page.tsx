import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { type PointOfSale, pointOfSaleListQuerySchema } from '@shop/contracts';
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
import { useDeletePointOfSale } from '../api/delete-point-of-sale';
import { usePointsOfSale } from '../api/get-points-of-sale';
import { POINTS_OF_SALE_SCREEN } from '../api/point-of-sale-keys';
import { PointsOfSaleTable } from '../components/points-of-sale-table';
import { CHANGE_POS } from '../lib/permissions';

/** /admin/point_of_sales: the shop's points of sale, and which of them take pickups. */
export function Component() {
  const { t } = useTranslation('admin-points-of-sale');
  const currentUser = useCurrentUser();
  const [query, update] = useListParams(pointOfSaleListQuerySchema);
  const points = usePointsOfSale(query);
  const deletePoint = useDeletePointOfSale();
  const [deleting, setDeleting] = useState<PointOfSale | null>(null);
  const canChange = userCan(currentUser, CHANGE_POS);
  const meta = points.data?.meta;
  const statuses = [
    { value: 'true', label: t('filters.active') },
    { value: 'false', label: t('filters.inactive') },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('title')}</Title>
        {canChange && (
          <Button
            component={Link}
            to={`${POINTS_OF_SALE_SCREEN}/create`}
            leftSection={<IconPlus size={18} />}
          >
            {t('new')}
          </Button>
        )}
      </Group>
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
          value={query.active ?? null}
          onChange={(value) => update({ active: value === 'true' || value === 'false' ? value : undefined })}
          clearable
          w={{ base: '100%', sm: 180 }}
        />
      </Group>
      {points.isError && !points.data ? (
        <QueryError error={points.error} retryLabel={t('retry')} onRetry={() => points.refetch()} />
      ) : (
        <PointsOfSaleTable
          points={points.data?.data}
          sort={query.sort}
          onSort={(sort) => update({ sort })}
          filtered={Boolean(query.search || query.active)}
          canChange={canChange}
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
        message={t('delete.confirm', { name: deleting?.name ?? '' })}
        onConfirm={() => deletePoint.mutateAsync(deleting?.id ?? 0)}
        onDeleted={() => {
          notifySuccess(t('notifications.deleted', { name: deleting?.name ?? '' }));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
