import { ActionIcon, Avatar, FileButton, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IMAGE_MAX_BYTES, type Testimonial } from '@shop/contracts';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRemoveTestimonialPhoto, useUploadTestimonialPhoto } from '../api/testimonials';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,.png,.jpg,.jpeg,.jfif,.webp,.avif';

/** The author's photo in the list, with its upload and removal (changed at once). */
export function TestimonialPhoto({ testimonial, canWrite }: { testimonial: Testimonial; canWrite: boolean }) {
  const { t } = useTranslation('admin-testimonials');
  const upload = useUploadTestimonialPhoto();
  const remove = useRemoveTestimonialPhoto();
  const send = async (file: File | null) => {
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      notifications.show({ color: 'red', message: t('photo.too_large', { max: IMAGE_MAX_BYTES / 1024 }) });
      return;
    }
    try {
      await upload.mutateAsync({ id: testimonial.id, file });
      notifySuccess(t('photo.saved'));
    } catch (error) {
      // The server's reason (not a picture, too large) comes first.
      notifyError(error);
    }
  };
  return (
    <Group gap={4} wrap="nowrap">
      <Avatar src={testimonial.photo} alt="" radius="xl" color="initials" name={testimonial.author} />
      {canWrite && (
        <FileButton onChange={send} accept={ACCEPT}>
          {(props) => (
            <ActionIcon
              {...props}
              variant="subtle"
              loading={upload.isPending}
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
          loading={remove.isPending}
          aria-label={t('photo.remove', { name: testimonial.author })}
          onClick={() => remove.mutate(testimonial.id)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
