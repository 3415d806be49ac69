import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordPage } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { usePointOfSale } from '../api/get-point-of-sale';
import { POINTS_OF_SALE_SCREEN } from '../api/point-of-sale-keys';
import { useUpdatePointOfSale } from '../api/update-point-of-sale';
import { PointOfSaleForm } from '../components/point-of-sale-form';
import { formValuesOf } from '../lib/form-values';

/** /admin/point_of_sales/:id */
export function Component() {
  const { t } = useTranslation('admin-points-of-sale');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const point = usePointOfSale(id);
  const updatePoint = useUpdatePointOfSale();

  return (
    <RecordPage
      query={point}
      title={(data) => (data ? t('edit_title', { name: data.name }) : t('edit_title_loading'))}
      notFound={{
        title: t('not_found.title'),
        description: t('not_found.description'),
        backTo: POINTS_OF_SALE_SCREEN,
        backLabel: t('not_found.back'),
      }}
    >
      {(data) => (
        <PointOfSaleForm
          key={data.id}
          initialValues={formValuesOf(data)}
          mode="edit"
          onSubmit={async (body) => {
            await updatePoint.mutateAsync({ id, body });
            notifySuccess(t('notifications.updated'));
            await navigate(POINTS_OF_SALE_SCREEN);
          }}
        />
      )}
    </RecordPage>
  );
}
