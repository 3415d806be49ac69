import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { usePointOfSale } from '../api/get-point-of-sale';
import { POINTS_OF_SALE_SCREEN } from '../api/point-of-sale-keys';
import { useUpdatePointOfSale } from '../api/update-point-of-sale';
import { PointOfSaleForm } from '../components/point-of-sale-form';
import { PointOfSaleNotFound } from '../components/point-of-sale-not-found';
import { formValuesOf } from '../lib/form-values';

/** /admin/point_of_sales/:id */
export function Component() {
  const { t } = useTranslation('admin-points-of-sale');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const point = usePointOfSale(id);
  const updatePoint = useUpdatePointOfSale();

  if (point.error instanceof ApiError && point.error.status === 404) return <PointOfSaleNotFound />;
  if (point.isError)
    return <QueryError error={point.error} retryLabel={t('retry')} onRetry={() => point.refetch()} />;

  return (
    <Stack gap="md">
      <Title order={2}>
        {point.data ? t('edit_title', { name: point.data.name }) : t('edit_title_loading')}
      </Title>
      {point.data ? (
        <PointOfSaleForm
          key={point.data.id}
          initialValues={formValuesOf(point.data)}
          mode="edit"
          onSubmit={async (body) => {
            await updatePoint.mutateAsync({ id, body });
            notifySuccess(t('notifications.updated'));
            await navigate(POINTS_OF_SALE_SCREEN);
          }}
        />
      ) : (
        <Skeleton height={400} maw={860} data-testid="form-skeleton" />
      )}
    </Stack>
  );
}
