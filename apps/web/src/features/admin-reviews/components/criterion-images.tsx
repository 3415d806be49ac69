import { ActionIcon, Group, Image, Input, Stack } from '@mantine/core';
import { CRITERION_IMAGES_MAX, IMAGE_MAX_BYTES, type ReviewCriterion } from '@shop/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ImageUploadButton, useImageUpload } from '../../../components/admin-kit';
import { useConfirmed } from '../../../components/use-confirmed';
import { notifyNotice, notifySuccess } from '../../../lib/notify';
import { useRemoveCriterionImage, useUploadCriterionImage } from '../api/criteria';

/** A criterion's reference pictures: what its answers look like, shown to reviewers. Changed at once, a removal once confirmed. */
export function CriterionImages({ criterion, canEdit }: { criterion: ReviewCriterion; canEdit: boolean }) {
  const { t } = useTranslation('admin-reviews');
  const upload = useUploadCriterionImage(criterion.id);
  const remove = useRemoveCriterionImage(criterion.id);
  // A picture by its place (1-based, as its name says it) and its id.
  const removal = useConfirmed<{ n: number; id: number }>({
    title: t('images.remove_title'),
    message: ({ n }) => t('images.remove_confirm', { n, title: criterion.title }),
    confirmLabel: t('images.remove_button'),
    done: () => t('images.removed'),
    run: ({ id }) => remove.mutateAsync(id),
  });
  const { choose, refusal, pending } = useImageUpload(
    (file) => upload.mutateAsync(file),
    // The server keeps one copy of a picture the criterion already has (the same bytes).
    (updated) =>
      updated.images.length > criterion.images.length
        ? notifySuccess(t('images.uploaded'))
        : notifyNotice(t('images.already_there', { title: criterion.title })),
  );
  if (!canEdit && criterion.images.length === 0) return null;
  return (
    <Input.Wrapper
      label={t('images.label')}
      description={
        canEdit ? t('images.hint', { count: CRITERION_IMAGES_MAX, max: IMAGE_MAX_BYTES / 1024 }) : undefined
      }
      error={refusal}
    >
      <Stack gap="xs" mt={4}>
        <Group gap="xs">
          {criterion.images.map((image, index) => (
            <div key={image.id} style={{ position: 'relative' }}>
              <Image
                src={image.url}
                alt={t('images.one', { n: index + 1, title: criterion.title })}
                w={72}
                h={72}
                radius="sm"
                fit="cover"
              />
              {canEdit && (
                <ActionIcon
                  color="red"
                  size="sm"
                  pos="absolute"
                  top={2}
                  right={2}
                  aria-label={t('images.remove', { n: index + 1, title: criterion.title })}
                  onClick={() => removal.ask({ n: index + 1, id: image.id })}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              )}
            </div>
          ))}
        </Group>
        {canEdit && criterion.images.length < CRITERION_IMAGES_MAX && (
          <ImageUploadButton
            label={t('images.upload', { title: criterion.title })}
            onChoose={choose}
            loading={pending}
          />
        )}
      </Stack>
      {removal.dialog}
    </Input.Wrapper>
  );
}
