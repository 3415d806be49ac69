import { Button, Card, FileButton, Image, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Banner, type BannerImageKind, IMAGE_MAX_BYTES } from '@shop/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { notifySuccess } from '../../../lib/notify';
import { useUploadBannerImage } from '../api/banners';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,.png,.jpg,.jpeg,.jfif,.webp,.avif';
const KB = 1024;
const RATIO: Record<BannerImageKind, string> = { desktop: '30 / 12', mobile: '1 / 1' };

function BannerImage({ banner, kind }: { banner: Banner; kind: BannerImageKind }) {
  const { t } = useTranslation('admin-banners');
  const upload = useUploadBannerImage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const url = kind === 'desktop' ? banner.desktop_image : banner.mobile_image;

  const send = async (file: File | null) => {
    setRefusal(null);
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      setRefusal(t('images.too_large', { max: IMAGE_MAX_BYTES / KB }));
      return;
    }
    try {
      await upload.mutateAsync({ id: banner.id, kind, file });
      notifySuccess(t('images.uploaded'));
    } catch (error) {
      setRefusal(
        (error instanceof ApiError && Object.values(error.body.errors ?? {})[0]?.[0]) || errorMessage(error),
      );
    }
  };

  return (
    <Input.Wrapper
      label={t(`images.${kind}`)}
      description={t(`images.${kind}_hint`, { max: IMAGE_MAX_BYTES / KB })}
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
        <FileButton onChange={send} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} />}
              loading={upload.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              {t(`images.upload_${kind}`)}
            </Button>
          )}
        </FileButton>
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
