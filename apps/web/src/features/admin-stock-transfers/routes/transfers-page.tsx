import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { STOCK_TRANSFER_STATUSES, type StockTransfer, stockTransfersQuerySchema } from '@shop/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { usePointStock, useTransfers } from '../api/stock-transfers';
import { TransferDialog } from '../components/transfer-dialog';
import { TransferStatus } from '../components/transfer-status';

/**
 * /admin/distribution_movements (SPEC §2 admin area "distribution movements"): stock travelling between points of
 * sale, newest first, by status and point; staff draft a transfer here (decision 032).
 */
export function Component() {
  const { t } = useTranslation('admin-stock-transfers');
  const locale = useLocale();
  const list = useListParams(stockTransfersQuerySchema);
  const [query, update] = list;
  const transfers = useTransfers(query);
  const points = usePointStock('').data?.points ?? [];
  const canMove = userCan(useCurrentUser(), ['read_pos', 'update_products']);
  const [creating, setCreating] = useState(false);

  return (
    <AdminListPage
      title={t('title')}
      actions={
        canMove && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
            {t('new')}
          </Button>
        )
      }
      list={list}
      result={transfers}
      filters={
        <Group gap="sm" wrap="wrap">
          <Select
            label={t('status_filter')}
            placeholder={t('all')}
            clearable
            data={STOCK_TRANSFER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            value={query.status ?? null}
            onChange={(value) => update({ status: STOCK_TRANSFER_STATUSES.find((s) => s === value) })}
            w={180}
          />
          <Select
            label={t('point_filter')}
            placeholder={t('all_points')}
            clearable
            data={points.map((p) => ({ value: String(p.id), label: p.name }))}
            value={query.point_id ? String(query.point_id) : null}
            onChange={(value) => update({ point_id: value ? Number(value) : undefined })}
            w={220}
          />
        </Group>
      }
      filtered={Boolean(query.status || query.point_id)}
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (transfer: StockTransfer) => transfer.id,
        minWidth: 760,
        columns: [
          {
            key: 'transfer',
            header: t('columns.transfer'),
            render: (r) => (
              <div>
                <Anchor component={Link} to={`/admin/distribution_movements/${r.id}`} fw={600} size="sm">
                  {t('number', { id: r.id })}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatDateTime(r.created_at, locale)}
                </Text>
              </div>
            ),
          },
          {
            key: 'route',
            header: t('columns.route'),
            render: (r) => t('route', { from: r.from.name, to: r.to.name }),
          },
          {
            key: 'units',
            header: t('columns.units'),
            align: 'right',
            render: (r) => (
              <Stack gap={0} align="flex-end">
                <Text size="sm">{formatNumber(r.units, locale, 0)}</Text>
                {r.difference > 0 && (
                  <Text size="xs" c="red">
                    {t('difference', { count: r.difference, units: formatNumber(r.difference, locale, 0) })}
                  </Text>
                )}
              </Stack>
            ),
          },
          { key: 'status', header: t('columns.status'), render: (r) => <TransferStatus status={r.status} /> },
          {
            key: 'note',
            header: t('columns.note'),
            render: (r) => (
              <Text size="sm" c="dimmed" maw={260} lineClamp={2}>
                {r.note ?? ''}
              </Text>
            ),
          },
        ],
      }}
    >
      {canMove && <TransferDialog opened={creating} onClose={() => setCreating(false)} />}
    </AdminListPage>
  );
}
