import { Anchor, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  adminStoreRequestsQuerySchema,
  STORE_REQUEST_STATUSES,
  type StoreRequest,
  type StoreRequestStatus,
} from '@shop/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage } from '../../../components/admin-kit';
import { DateField } from '../../../components/date-field';
import { EmailAddress } from '../../../components/email-address';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { notifyError, notifyRefusal, notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import {
  useAdminStoreRequests,
  useApproveStoreRequest,
  useApproveStoreRequests,
} from '../api/store-requests';
import { RejectDialog } from '../components/reject-dialog';

const COLORS: Record<StoreRequestStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  cancelled: 'gray',
  converted: 'blue',
  expired: 'gray',
};

/**
 * /admin/reservations (SPEC §2 admin area "reservations", §6 store requests): wholesalers' reservations, pending
 * first and soonest day first; approving holds the units, several at once; rejecting says why (decision 031).
 */
export function Component() {
  const { t } = useTranslation('admin-store-requests');
  const locale = useLocale();
  const list = useListParams(adminStoreRequestsQuerySchema);
  const [query, update] = list;
  const requests = useAdminStoreRequests(query);
  const approveOne = useApproveStoreRequest();
  const approveMany = useApproveStoreRequests();
  const user = useCurrentUser();
  const canApprove = userCan(user, ['read_store_requests', 'approve_store_requests']);
  const canReject = userCan(user, ['read_store_requests', 'reject_store_requests']);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [rejecting, setRejecting] = useState<StoreRequest | null>(null);

  const approve = (request: StoreRequest) =>
    approveOne.mutateAsync(request.id).then((reply) => notifySuccess(reply.message), notifyError);
  const approveSelected = () =>
    approveMany.mutateAsync([...selected]).then((reply) => {
      notifySuccess(reply.message);
      for (const refused of reply.refused)
        notifyRefusal(t('refused', { id: refused.id, message: refused.message }));
      setSelected(new Set());
    }, notifyError);

  return (
    <AdminListPage
      title={t('title')}
      actions={
        canApprove &&
        selected.size > 0 && (
          <Button
            leftSection={<IconCheck size={18} />}
            loading={approveMany.isPending}
            onClick={approveSelected}
          >
            {t('approve_selected', { count: selected.size })}
          </Button>
        )
      }
      list={list}
      result={requests}
      search={{ label: t('search'), placeholder: t('search_placeholder') }}
      filters={
        <Group gap="sm" wrap="wrap">
          <Select
            label={t('status_filter')}
            placeholder={t('all')}
            clearable
            data={STORE_REQUEST_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            value={query.status ?? null}
            onChange={(value) => update({ status: STORE_REQUEST_STATUSES.find((s) => s === value) })}
            w={180}
          />
          <DateField
            label={t('from')}
            value={query.from ?? ''}
            onChange={(day) => update({ from: day || undefined })}
            w={170}
          />
          <DateField
            label={t('to')}
            value={query.to ?? ''}
            onChange={(day) => update({ to: day || undefined })}
            w={170}
          />
        </Group>
      }
      filtered={Boolean(query.search || query.status || query.from || query.to)}
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (request: StoreRequest) => request.id,
        minWidth: 960,
        ...(canApprove
          ? {
              selection: {
                selected,
                onChange: setSelected,
                name: (id: number) => t('select', { id }),
                // Only a request still waiting can be approved.
                selectable: (request: StoreRequest) => request.status === 'pending',
              },
            }
          : {}),
        columns: [
          {
            key: 'request',
            header: t('columns.request'),
            render: (r) => (
              <div>
                <Text size="sm" fw={600}>
                  {t('number', { id: r.id })}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(r.created_at, locale)}
                </Text>
              </div>
            ),
          },
          {
            key: 'customer',
            header: t('columns.customer'),
            render: (r) => (
              <div>
                <Text size="sm">{r.customer.name}</Text>
                <Text size="xs" c="dimmed">
                  <EmailAddress email={r.customer.email} />
                </Text>
              </div>
            ),
          },
          {
            key: 'wanted_on',
            header: t('columns.wanted_on'),
            render: (r) => formatCalendarDate(r.wanted_on, locale),
          },
          {
            key: 'lines',
            header: t('columns.lines'),
            render: (r) => (
              <Stack gap={0} maw={320}>
                {r.lines.map((line) => (
                  <Text size="sm" key={`${line.product.id}:${line.variation?.id ?? 0}`}>
                    {formatNumber(line.quantity, locale, 0)} ×{' '}
                    <Anchor
                      component={Link}
                      to={`/admin/products/${encodeURIComponent(line.product.slug)}/edit`}
                    >
                      {line.product.name}
                    </Anchor>
                    {line.variation ? ` (${line.variation.label})` : ''}
                  </Text>
                ))}
                {r.note && (
                  <Text size="xs" c="dimmed">
                    {r.note}
                  </Text>
                )}
              </Stack>
            ),
          },
          { key: 'total', header: t('columns.total'), align: 'right', render: (r) => r.total_formatted },
          {
            key: 'status',
            header: t('columns.status'),
            render: (r) => (
              <Stack gap={2} maw={220}>
                <Badge color={COLORS[r.status]} variant="light">
                  {t(`status.${r.status}`)}
                </Badge>
                {r.order && (
                  <Anchor component={Link} to={`/admin/orders/${r.order.id}/show`} size="xs">
                    {r.order.order_id}
                  </Anchor>
                )}
                {r.reason && (
                  <Text size="xs" c="dimmed">
                    {r.reason}
                  </Text>
                )}
                {r.decided_by && (
                  <Text size="xs" c="dimmed">
                    {t('decided_by', { name: r.decided_by })}
                  </Text>
                )}
              </Stack>
            ),
          },
        ],
        actions: [
          ...(canApprove
            ? [
                {
                  label: (r: StoreRequest) => t('approve_one', { id: r.id }),
                  icon: IconCheck,
                  color: 'green',
                  hidden: (r: StoreRequest) => r.status !== 'pending',
                  onClick: (r: StoreRequest) => void approve(r),
                },
              ]
            : []),
          ...(canReject
            ? [
                {
                  label: (r: StoreRequest) => t('reject_one', { id: r.id }),
                  icon: IconX,
                  color: 'red',
                  hidden: (r: StoreRequest) => r.status !== 'pending' && r.status !== 'approved',
                  onClick: setRejecting,
                },
              ]
            : []),
        ],
      }}
    >
      {rejecting && <RejectDialog request={rejecting} onClose={() => setRejecting(null)} />}
    </AdminListPage>
  );
}
