import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { useCreateCategory } from '../api/create-category';
import { CategoryForm, EMPTY_CATEGORY } from '../components/category-form';

/** /admin/categories/create, and ?parent_id=N to start a subcategory of N. */
export function Component() {
  const { t } = useTranslation('admin-categories');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const createCategory = useCreateCategory();
  const parentId = searchParams.get('parent_id');

  return (
    <Stack gap="md">
      <PageTitle fz="h2">{t('create_title')}</PageTitle>
      <CategoryForm
        initialValues={{ ...EMPTY_CATEGORY, parent_id: parentId && /^\d+$/.test(parentId) ? parentId : null }}
        mode="create"
        onSubmit={async (body) => {
          await createCategory.mutateAsync(body);
          notifySuccess(t('notifications.created'));
          await navigate('/admin/categories');
        }}
      />
    </Stack>
  );
}
