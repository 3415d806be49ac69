import { ActionIcon, Button, FileButton, Group, Image, Input, Stack } from '@mantine/core';
import { IMAGE_MAX_BYTES, type Review } from '@shop/contracts';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReviewImages } from '../api/reviews';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif';

/** The review's pictures: added at once, removed once confirmed, up to the shop's count, while the review waits. */
export function ReviewImagesField({ review, slug, max }: { review: Review; slug: string; max: number }) {
  const { t } = useTranslation('reviews');
  const { upload, remove } = useReviewImages(slug);
  /** The photo being removed, by its place (1-based, as its name says it) and id. */
  const [removing, setRemoving] = useState<{ n: number; id: number } | null>(null);
  const choose = (file: File | null) => {
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      notifyError(new Error(t('images.too_big', { max: IMAGE_MAX_BYTES / 1024 })));
      return;
    }
    upload.mutateAsync(file).catch(notifyError);
  };
  return (
    <Input.Wrapper
      label={t('images.label')}
      description={t('images.hint', { count: max, max: IMAGE_MAX_BYTES / 1024 })}
    >
      <Stack gap="xs" mt="xs">
        <Group gap="xs">
          {review.images.map((image, index) => (
            <div key={image.id} style={{ position: 'relative' }}>
              <Image
                src={image.url}
                alt={t('images.one', { n: index + 1 })}
                w={96}
                h={96}
                radius="sm"
                fit="cover"
              />
              <ActionIcon
                color="red"
                size="sm"
                pos="absolute"
                top={4}
                right={4}
                aria-label={t('images.remove', { n: index + 1 })}
                onClick={() => setRemoving({ n: index + 1, id: image.id })}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </div>
          ))}
        </Group>
        {review.images.length < max && (
          <FileButton onChange={choose} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoPlus size={16} />}
                loading={upload.isPending}
                w="fit-content"
              >
                {t('images.add')}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t('images.remove_title')}
        message={t('images.remove_confirm', { n: removing?.n ?? 0 })}
        confirmLabel={t('images.remove_button')}
        onConfirm={() => remove.mutateAsync(removing?.id ?? 0)}
        onDone={() => {
          notifySuccess(t('images.removed'));
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Input.Wrapper>
  );
}
