import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { useCreatePointOfSale } from '../api/create-point-of-sale';
import { POINTS_OF_SALE_SCREEN } from '../api/point-of-sale-keys';
import { PointOfSaleForm } from '../components/point-of-sale-form';
import { EMPTY_POINT_OF_SALE } from '../lib/form-values';

/** /admin/point_of_sales/create */
export function Component() {
  const { t } = useTranslation('admin-points-of-sale');
  const navigate = useNavigate();
  const createPoint = useCreatePointOfSale();

  return (
    <Stack gap="md">
      <PageTitle fz="h2">{t('create_title')}</PageTitle>
      <PointOfSaleForm
        initialValues={EMPTY_POINT_OF_SALE}
        mode="create"
        onSubmit={async (body) => {
          await createPoint.mutateAsync(body);
          notifySuccess(t('notifications.created'));
          await navigate(POINTS_OF_SALE_SCREEN);
        }}
      />
    </Stack>
  );
}
