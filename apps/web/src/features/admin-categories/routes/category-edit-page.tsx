import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordPage } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { useCategory } from '../api/get-category';
import { useUpdateCategory } from '../api/update-category';
import { CategoryForm } from '../components/category-form';

/** /admin/categories/:id */
export function Component() {
  const { t } = useTranslation('admin-categories');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const category = useCategory(id);
  const updateCategory = useUpdateCategory();

  return (
    <RecordPage
      query={category}
      title={(data) => (data ? t('edit_title', { name: data.name }) : t('edit_title_loading'))}
      notFound={{
        title: t('not_found.title'),
        description: t('not_found.description'),
        backTo: '/admin/categories',
        backLabel: t('not_found.back'),
      }}
    >
      {(data) => (
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
      )}
    </RecordPage>
  );
}
