import { ActionIcon, Avatar, FileButton, Group, Stack, Text } from '@mantine/core';
import type { Testimonial } from '@shop/contracts';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, useImageUpload } from '../../../components/admin-kit';
import { useConfirmed } from '../../../components/use-confirmed';
import { notifySuccess } from '../../../lib/notify';
import { useRemoveTestimonialPhoto, useUploadTestimonialPhoto } from '../api/testimonials';

/** The author's photo in the list, with its upload (changed at once) and its removal (once confirmed). */
export function TestimonialPhoto({ testimonial, canWrite }: { testimonial: Testimonial; canWrite: boolean }) {
  const { t } = useTranslation('admin-testimonials');
  const upload = useUploadTestimonialPhoto();
  const remove = useRemoveTestimonialPhoto();
  const removal = useConfirmed({
    title: t('photo.remove_title'),
    message: () => t('photo.remove_confirm', { name: testimonial.author }),
    confirmLabel: t('photo.remove_button'),
    done: () => t('photo.removed'),
    run: () => remove.mutateAsync(testimonial.id),
  });
  const { choose, refusal, pending } = useImageUpload(
    (file) => upload.mutateAsync({ id: testimonial.id, file }),
    () => notifySuccess(t('photo.saved')),
  );
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap">
        <Avatar src={testimonial.photo} alt="" radius="xl" color="initials" name={testimonial.author} />
        {canWrite && (
          <FileButton onChange={choose} accept={IMAGE_ACCEPT}>
            {(props) => (
              <ActionIcon
                {...props}
                variant="subtle"
                loading={pending}
                aria-label={t('photo.upload', { name: testimonial.author })}
              >
                <IconUpload size={16} />
              </ActionIcon>
            )}
          </FileButton>
        )}
        {canWrite && testimonial.photo && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('photo.remove', { name: testimonial.author })}
            onClick={() => removal.ask(testimonial)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
      {refusal ? (
        <Text size="xs" c="red" role="alert" maw={180}>
          {refusal}
        </Text>
      ) : null}
      {removal.dialog}
    </Stack>
  );
}
