import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { CONTENT_PAGES_SCREEN } from '../api/content-keys';
import { useSaveContentPage } from '../api/content-pages';
import { ContentPageForm, EMPTY_CONTENT_PAGE } from '../components/content-page-form';

/** /admin/settings/Information/create */
export function Component() {
  const { t } = useTranslation('admin-content');
  const navigate = useNavigate();
  const save = useSaveContentPage();

  return (
    <Stack gap="md">
      <PageTitle fz="h2">{t('create_title')}</PageTitle>
      <ContentPageForm
        initialValues={EMPTY_CONTENT_PAGE}
        mode="create"
        onSubmit={async (body) => {
          await save.mutateAsync({ body });
          notifySuccess(t('notifications.created'));
          await navigate(CONTENT_PAGES_SCREEN);
        }}
      />
    </Stack>
  );
}
