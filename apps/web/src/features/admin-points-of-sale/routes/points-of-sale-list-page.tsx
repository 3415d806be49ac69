import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { type PointOfSale, pointOfSaleListQuerySchema } from '@shop/contracts';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage, useDeleteRow } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { readablePhone } from '../../../lib/readable-phone';
import { useListParams } from '../../../lib/use-list-params';
import { useDeletePointOfSale } from '../api/delete-point-of-sale';
import { usePointsOfSale } from '../api/get-points-of-sale';
import { POINTS_OF_SALE_SCREEN, pointOfSaleScreen } from '../api/point-of-sale-keys';
import { CHANGE_POS } from '../lib/permissions';

/** /admin/point_of_sales: the shop's points of sale, and which of them take pickups. */
export function Component() {
  const { t } = useTranslation('admin-points-of-sale');
  const list = useListParams(pointOfSaleListQuerySchema);
  const [query, update] = list;
  const points = usePointsOfSale(query);
  const deletePoint = useDeletePointOfSale();
  const deleteRow = useDeleteRow<PointOfSale>({
    label: (point) => t('delete_point', { name: point.name }),
    title: t('delete.title'),
    message: (point) => t('delete.confirm', { name: point.name }),
    done: (point) => t('notifications.deleted', { name: point.name }),
    remove: (point) => deletePoint.mutateAsync(point.id),
  });
  const canChange = userCan(useCurrentUser(), CHANGE_POS);

  return (
    <AdminListPage
      title={t('title')}
      actions={
        canChange && (
          <Button
            component={Link}
            to={`${POINTS_OF_SALE_SCREEN}/create`}
            leftSection={<IconPlus size={18} />}
          >
            {t('new')}
          </Button>
        )
      }
      list={list}
      result={points}
      search={{ label: t('filters.search'), placeholder: t('filters.search_placeholder') }}
      filters={
        <Select
          aria-label={t('filters.status')}
          placeholder={t('filters.any_status')}
          data={[
            { value: 'true', label: t('filters.active') },
            { value: 'false', label: t('filters.inactive') },
          ]}
          value={query.active ?? null}
          onChange={(value) => update({ active: value === 'true' || value === 'false' ? value : undefined })}
          clearable
          w={{ base: '100%', sm: 180 }}
        />
      }
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (point: PointOfSale) => point.id,
        minWidth: 720,
        columns: [
          {
            key: 'name',
            header: t('columns.name'),
            sort: 'name',
            render: (point) => (
              <>
                <Text size="sm" fw={600}>
                  {point.name}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {point.address}
                </Text>
              </>
            ),
          },
          {
            key: 'location',
            header: t('columns.location'),
            render: (point) => (
              <>
                <Text size="sm">{point.municipality_name}</Text>
                <Text size="xs" c="dimmed">
                  {point.province_name}
                </Text>
              </>
            ),
          },
          {
            key: 'phones',
            header: t('columns.phones'),
            visibleFrom: 'md',
            render: (point) =>
              point.phones.map((phone) => (
                <Text key={phone} size="sm" ff="monospace">
                  {readablePhone(phone)}
                </Text>
              )),
          },
          {
            key: 'status',
            header: t('columns.status'),
            render: (point) => (
              <Group gap={4}>
                <Badge variant="dot" color={point.active ? 'teal' : 'gray'}>
                  {t(point.active ? 'status.active' : 'status.inactive')}
                </Badge>
                {point.use_for_local_pickup && (
                  <Badge variant="light" color="blue">
                    {t('status.pickup')}
                  </Badge>
                )}
              </Group>
            ),
          },
        ],
        actions: canChange
          ? [
              {
                label: (point) => t('edit_point', { name: point.name }),
                icon: IconPencil,
                to: (point) => pointOfSaleScreen(point.id),
              },
              deleteRow.action,
            ]
          : [],
      }}
    >
      {deleteRow.dialog}
    </AdminListPage>
  );
}
