import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordPage } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { CONTENT_PAGES_SCREEN } from '../api/content-keys';
import { useContentPage, useSaveContentPage } from '../api/content-pages';
import { ContentPageForm, formValuesOf } from '../components/content-page-form';

/** /admin/settings/Information/:id */
export function Component() {
  const { t } = useTranslation('admin-content');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const page = useContentPage(id);
  const save = useSaveContentPage();

  return (
    <RecordPage
      query={page}
      title={(data) => (data ? t('edit_title', { title: data.title }) : t('edit_title_loading'))}
      notFound={{
        title: t('not_found.title'),
        description: t('not_found.description'),
        backTo: CONTENT_PAGES_SCREEN,
        backLabel: t('not_found.back'),
      }}
    >
      {(data) => (
        <ContentPageForm
          key={data.id}
          initialValues={formValuesOf(data)}
          mode="edit"
          fixed={data.fixed}
          onSubmit={async (body) => {
            await save.mutateAsync({ id, body });
            notifySuccess(t('notifications.updated'));
            await navigate(CONTENT_PAGES_SCREEN);
          }}
        />
      )}
    </RecordPage>
  );
}
