import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IMAGE_MAX_BYTES } from '@shop/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ImageUploadButton, useImageUpload } from '../../../components/admin-kit';
import { useConfirmed } from '../../../components/use-confirmed';
import { notifySuccess } from '../../../lib/notify';
import { type StorePicture, useRemoveStorePicture, useUploadStorePicture } from '../api/store-settings';

interface StorePictureFieldProps {
  picture: StorePicture;
  /** The current address; '' when there is none. */
  url: string;
  /** Whether `url` is the shop's own default (the page icon), which has nothing to remove. */
  isDefault: boolean;
  canSave: boolean;
}

/** The logo or the page icon: what is used now, a new one uploaded at once, or back to none / the default once confirmed. */
export function StorePictureField({ picture, url, isDefault, canSave }: StorePictureFieldProps) {
  const { t } = useTranslation('admin-settings');
  const upload = useUploadStorePicture();
  const remove = useRemoveStorePicture();
  const removal = useConfirmed({
    title: t(`customization.${picture}_remove`),
    message: () => t(`customization.${picture}_remove_confirm`),
    confirmLabel: t(`customization.${picture}_remove`),
    done: () => t(`customization.${picture}_removed`),
    run: () => remove.mutateAsync(picture),
  });
  const { choose, refusal, pending } = useImageUpload(
    (file) => upload.mutateAsync({ picture, file }),
    () => notifySuccess(t(`customization.${picture}_saved`)),
  );

  return (
    <Input.Wrapper
      label={t(`customization.${picture}`)}
      description={t(`customization.${picture}_hint`, { max: IMAGE_MAX_BYTES / 1024 })}
      error={refusal}
    >
      <Stack gap="xs" mt="xs">
        {url ? (
          <Image
            src={url}
            alt={t(`customization.${picture}_current`)}
            h={picture === 'logo' ? 48 : 32}
            w="auto"
            fit="contain"
            style={{ alignSelf: 'flex-start' }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t(`customization.${picture}_none`)}
          </Text>
        )}
        {canSave && (
          <Group gap="xs">
            <ImageUploadButton
              label={t(`customization.${picture}_upload`)}
              onChoose={choose}
              loading={pending}
            />
            {url && !isDefault && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => removal.ask(picture)}
              >
                {t(`customization.${picture}_remove`)}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {removal.dialog}
    </Input.Wrapper>
  );
}
