import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useCategory } from '../api/get-category';
import { useUpdateCategory } from '../api/update-category';
import { CategoryForm } from '../components/category-form';
import { CategoryNotFound } from '../components/category-not-found';

/** /admin/categories/:id */
export function Component() {
  const { t } = useTranslation('admin-categories');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const category = useCategory(id);
  const updateCategory = useUpdateCategory();

  if (category.error instanceof ApiError && category.error.status === 404) return <CategoryNotFound />;
  if (category.isError)
    return <QueryError error={category.error} retryLabel={t('retry')} onRetry={() => category.refetch()} />;

  const data = category.data;
  return (
    <Stack gap="md">
      <Title order={2}>{data ? t('edit_title', { name: data.name }) : t('edit_title_loading')}</Title>
      {data ? (
        <CategoryForm
          key={data.id}
          categoryId={data.id}
          initialValues={{
            name: data.name,
            slug: data.slug,
            description: data.description,
            priority: data.priority,
            active: data.active,
            parent_id: data.parent_id === null ? null : String(data.parent_id),
          }}
          mode="edit"
          onSubmit={async (body) => {
            await updateCategory.mutateAsync({ id, body });
            notifySuccess(t('notifications.updated'));
            await navigate('/admin/categories');
          }}
        />
      ) : (
        <Skeleton height={320} maw={720} data-testid="form-skeleton" />
      )}
    </Stack>
  );
}
