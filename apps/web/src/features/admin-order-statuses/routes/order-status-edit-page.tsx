import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useOrderStatus } from '../api/get-order-status';
import { ORDER_STATUSES_SCREEN } from '../api/order-status-keys';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { OrderStatusForm } from '../components/order-status-form';
import { OrderStatusNotFound } from '../components/order-status-not-found';
import { formValuesOf } from '../lib/form-values';

/** /admin/order_status/:id */
export function Component() {
  const { t } = useTranslation('admin-order-statuses');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const status = useOrderStatus(id);
  const updateStatus = useUpdateOrderStatus();

  if (status.error instanceof ApiError && status.error.status === 404) return <OrderStatusNotFound />;
  if (status.isError)
    return <QueryError error={status.error} retryLabel={t('retry')} onRetry={() => status.refetch()} />;

  return (
    <Stack gap="md">
      <Title order={2}>
        {status.data ? t('edit_title', { name: status.data.name }) : t('edit_title_loading')}
      </Title>
      {status.data ? (
        <OrderStatusForm
          key={status.data.id}
          initialValues={formValuesOf(status.data)}
          mode="edit"
          role={status.data.role}
          onSubmit={async (body) => {
            await updateStatus.mutateAsync({ id, body });
            notifySuccess(t('notifications.updated'));
            await navigate(ORDER_STATUSES_SCREEN);
          }}
        />
      ) : (
        <Skeleton height={240} maw={720} data-testid="form-skeleton" />
      )}
    </Stack>
  );
}
