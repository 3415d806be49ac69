import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordPage } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { useOrderStatus } from '../api/get-order-status';
import { ORDER_STATUSES_SCREEN } from '../api/order-status-keys';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { OrderStatusForm } from '../components/order-status-form';
import { formValuesOf } from '../lib/form-values';

/** /admin/order_status/:id */
export function Component() {
  const { t } = useTranslation('admin-order-statuses');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const status = useOrderStatus(id);
  const updateStatus = useUpdateOrderStatus();

  return (
    <RecordPage
      query={status}
      title={(data) => (data ? t('edit_title', { name: data.label }) : t('edit_title_loading'))}
      notFound={{
        title: t('not_found.title'),
        description: t('not_found.description'),
        backTo: ORDER_STATUSES_SCREEN,
        backLabel: t('not_found.back'),
      }}
    >
      {(data) => (
        <OrderStatusForm
          key={data.id}
          initialValues={formValuesOf(data)}
          mode="edit"
          readAs={data.label === data.name ? undefined : data.label}
          role={data.role}
          onSubmit={async (body) => {
            await updateStatus.mutateAsync({ id, body });
            notifySuccess(t('notifications.updated'));
            await navigate(ORDER_STATUSES_SCREEN);
          }}
        />
      )}
    </RecordPage>
  );
}
