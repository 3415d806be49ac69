import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { useCreateOrderStatus } from '../api/create-order-status';
import { ORDER_STATUSES_SCREEN } from '../api/order-status-keys';
import { OrderStatusForm } from '../components/order-status-form';
import { EMPTY_ORDER_STATUS } from '../lib/form-values';

/** /admin/order_status/create */
export function Component() {
  const { t } = useTranslation('admin-order-statuses');
  const navigate = useNavigate();
  const createStatus = useCreateOrderStatus();

  return (
    <Stack gap="md">
      <PageTitle fz="h2">{t('create_title')}</PageTitle>
      <OrderStatusForm
        initialValues={EMPTY_ORDER_STATUS}
        mode="create"
        onSubmit={async (body) => {
          await createStatus.mutateAsync(body);
          notifySuccess(t('notifications.created'));
          await navigate(ORDER_STATUSES_SCREEN);
        }}
      />
    </Stack>
  );
}
