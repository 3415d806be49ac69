import { Card, Image, Input, Stack, Text } from '@mantine/core';
import { type BlogPost, IMAGE_MAX_BYTES } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { ImageUploadButton, useImageUpload } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { useUploadCover } from '../api/blog';

/** The post's cover (1200 × 630 reads best: it is also the picture a shared link shows), uploaded at once. */
export function PostCover({ post }: { post: BlogPost }) {
  const { t } = useTranslation('admin-blog');
  const upload = useUploadCover();
  const { choose, refusal, pending } = useImageUpload(
    (file) => upload.mutateAsync({ id: post.id, file }),
    () => notifySuccess(t('cover.uploaded')),
  );
  return (
    <Input.Wrapper
      label={t('cover.label')}
      description={t('cover.hint', { max: IMAGE_MAX_BYTES / 1024 })}
      error={refusal}
    >
      <Stack gap="xs" mt="xs">
        <Card withBorder p={0} style={{ aspectRatio: '1200 / 630', maxWidth: 480 }}>
          {post.cover_image ? (
            <Image src={post.cover_image} alt={t('cover.current')} h="100%" fit="cover" />
          ) : (
            <Text size="sm" c="dimmed" p="sm">
              {t('cover.none')}
            </Text>
          )}
        </Card>
        <ImageUploadButton label={t('cover.upload')} onChoose={choose} loading={pending} />
      </Stack>
    </Input.Wrapper>
  );
}
