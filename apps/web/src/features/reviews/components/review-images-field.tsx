import { ActionIcon, Button, FileButton, Group, Image, Input, Stack } from '@mantine/core';
import { IMAGE_MAX_BYTES, type Review } from '@shop/contracts';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfirmed } from '../../../components/use-confirmed';
import { notifyError, notifyNotice } from '../../../lib/notify';
import { useFitImage } from '../../../lib/use-fit-image';
import { useReviewImages } from '../api/reviews';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif';

/** The review's pictures: added at once, removed once confirmed, up to the shop's count, while the review waits. */
export function ReviewImagesField({ review, slug, max }: { review: Review; slug: string; max: number }) {
  const { t } = useTranslation('reviews');
  const { upload, remove } = useReviewImages(slug);
  // A photo by its place (1-based, as its name says it) and its id.
  const removal = useConfirmed<{ n: number; id: number }>({
    title: t('images.remove_title'),
    message: ({ n }) => t('images.remove_confirm', { n }),
    confirmLabel: t('images.remove_button'),
    done: () => t('images.removed'),
    run: ({ id }) => remove.mutateAsync(id),
  });
  const { fit, fitting } = useFitImage();
  const choose = async (chosen: File | null) => {
    if (!chosen) return;
    const file = await fit(chosen);
    if (file.size > IMAGE_MAX_BYTES) {
      notifyError(new Error(t('images.too_big', { max: IMAGE_MAX_BYTES / 1024 })));
      return;
    }
    upload
      .mutateAsync(file)
      .then((updated) => {
        // The server keeps one copy of a photo already in the review (the same bytes).
        if (updated.images.length === review.images.length) notifyNotice(t('images.already_there'));
      })
      .catch(notifyError);
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
                onClick={() => removal.ask({ n: index + 1, id: image.id })}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </div>
          ))}
        </Group>
        {review.images.length < max && (
          <FileButton onChange={(file) => void choose(file)} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoPlus size={16} />}
                loading={fitting || upload.isPending}
                w="fit-content"
              >
                {t('images.add')}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
      {removal.dialog}
    </Input.Wrapper>
  );
}
