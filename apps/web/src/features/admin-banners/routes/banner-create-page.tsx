import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { BANNERS_SCREEN, useSaveBanner } from '../api/banners';
import { BannerForm, EMPTY_BANNER } from '../components/banner-form';

/** /admin/banners/create: the words and look first; the pictures are added on the banner's page that follows. */
export function Component() {
  const { t } = useTranslation('admin-banners');
  const navigate = useNavigate();
  const save = useSaveBanner();

  return (
    <Stack gap="md">
      <div>
        <PageTitle fz="h2">{t('create_title')}</PageTitle>
        <Text c="dimmed">{t('create_hint')}</Text>
      </div>
      <BannerForm
        initialValues={EMPTY_BANNER}
        mode="create"
        onSubmit={async (body) => {
          const banner = await save.mutateAsync({ body });
          notifySuccess(t('notifications.created'));
          await navigate(`${BANNERS_SCREEN}/${banner.id}`);
        }}
      />
    </Stack>
  );
}
