import { Card, Image, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Banner, type BannerImageKind, IMAGE_MAX_BYTES } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { ImageUploadButton, useImageUpload } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { useUploadBannerImage } from '../api/banners';

const RATIO: Record<BannerImageKind, string> = { desktop: '30 / 12', mobile: '1 / 1' };

function BannerImage({ banner, kind }: { banner: Banner; kind: BannerImageKind }) {
  const { t } = useTranslation('admin-banners');
  const upload = useUploadBannerImage();
  const { choose, refusal, pending } = useImageUpload(
    (file) => upload.mutateAsync({ id: banner.id, kind, file }),
    () => notifySuccess(t('images.uploaded')),
  );
  const url = kind === 'desktop' ? banner.desktop_image : banner.mobile_image;

  return (
    <Input.Wrapper
      label={t(`images.${kind}`)}
      description={t(`images.${kind}_hint`, { max: IMAGE_MAX_BYTES / 1024 })}
      error={refusal}
    >
      <Stack gap="xs" mt="xs">
        <Card withBorder p={0} style={{ aspectRatio: RATIO[kind], maxWidth: kind === 'desktop' ? 480 : 200 }}>
          {url ? (
            <Image src={url} alt={t(`images.${kind}_current`)} h="100%" fit="cover" />
          ) : (
            <Text size="sm" c="dimmed" p="sm">
              {t('images.none')}
            </Text>
          )}
        </Card>
        <ImageUploadButton label={t(`images.upload_${kind}`)} onChoose={choose} loading={pending} />
      </Stack>
    </Input.Wrapper>
  );
}

/** The desktop (30/12) and phone (1/1) pictures; a banner shows on a viewport once it has that picture. */
export function BannerImages({ banner }: { banner: Banner }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} maw={860}>
      <BannerImage banner={banner} kind="desktop" />
      <BannerImage banner={banner} kind="mobile" />
    </SimpleGrid>
  );
}
