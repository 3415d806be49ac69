import { ActionIcon, Group, Image, Input, Stack } from '@mantine/core';
import { CRITERION_IMAGES_MAX, IMAGE_MAX_BYTES, type ReviewCriterion } from '@shop/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, ImageUploadButton, useImageUpload } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { useRemoveCriterionImage, useUploadCriterionImage } from '../api/criteria';

/** A criterion's reference pictures: what its answers look like, shown to reviewers. Changed at once, a removal once confirmed. */
export function CriterionImages({ criterion, canEdit }: { criterion: ReviewCriterion; canEdit: boolean }) {
  const { t } = useTranslation('admin-reviews');
  const upload = useUploadCriterionImage(criterion.id);
  const remove = useRemoveCriterionImage(criterion.id);
  /** The picture being removed, by its place (1-based, as its name says it) and id. */
  const [removing, setRemoving] = useState<{ n: number; id: number } | null>(null);
  const { choose, refusal, pending } = useImageUpload(
    (file) => upload.mutateAsync(file),
    () => notifySuccess(t('images.uploaded')),
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
                  onClick={() => setRemoving({ n: index + 1, id: image.id })}
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
      <ConfirmDialog
        opened={removing !== null}
        title={t('images.remove_title')}
        message={t('images.remove_confirm', { n: removing?.n ?? 0, title: criterion.title })}
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
