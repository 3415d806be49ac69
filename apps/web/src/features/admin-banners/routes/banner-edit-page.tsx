import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordPage } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { BANNERS_SCREEN, useBanner, useSaveBanner } from '../api/banners';
import { BannerForm, valuesOf } from '../components/banner-form';
import { BannerImages } from '../components/banner-images';

/** /admin/banners/:id: the pictures (uploaded at once) and the banner's fields. */
export function Component() {
  const { t } = useTranslation('admin-banners');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const banner = useBanner(id);
  const save = useSaveBanner();

  return (
    <RecordPage
      query={banner}
      title={(data) =>
        data ? t('edit_title', { name: data.title || `#${data.id}` }) : t('edit_title_loading')
      }
      notFound={{
        title: t('not_found.title'),
        description: t('not_found.description'),
        backTo: BANNERS_SCREEN,
        backLabel: t('not_found.back'),
      }}
    >
      {(data) => (
        <Stack gap="xl">
          <BannerImages banner={data} />
          <Divider />
          <BannerForm
            key={data.id}
            initialValues={valuesOf(data)}
            mode="edit"
            onSubmit={async (body) => {
              await save.mutateAsync({ id, body });
              notifySuccess(t('notifications.updated'));
              await navigate(BANNERS_SCREEN);
            }}
          />
        </Stack>
      )}
    </RecordPage>
  );
}
