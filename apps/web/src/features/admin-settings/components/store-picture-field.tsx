import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IMAGE_MAX_BYTES } from '@shop/contracts';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { notifySuccess } from '../../../lib/notify';
import { type StorePicture, useRemoveStorePicture, useUploadStorePicture } from '../api/store-settings';

/** SPEC §5 picture types; the server reads the bytes (SVG is refused there: it can carry scripts). */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,.png,.jpg,.jpeg,.jfif,.webp,.avif';
const KB = 1024;

interface StorePictureFieldProps {
  picture: StorePicture;
  /** The current address; '' when there is none. */
  url: string;
  /** Whether `url` is the shop's own default (the page icon), which has nothing to remove. */
  isDefault: boolean;
  canSave: boolean;
}

/** The logo or the page icon: what is used now, a new one uploaded at once, or back to none / the default. */
export function StorePictureField({ picture, url, isDefault, canSave }: StorePictureFieldProps) {
  const { t } = useTranslation('admin-settings');
  const upload = useUploadStorePicture();
  const remove = useRemoveStorePicture();
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async (file: File | null) => {
    setRefusal(null);
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      setRefusal(t('customization.too_large', { max: IMAGE_MAX_BYTES / KB }));
      return;
    }
    try {
      await upload.mutateAsync({ picture, file });
      notifySuccess(t(`customization.${picture}_saved`));
    } catch (error) {
      setRefusal((error instanceof ApiError && error.body.errors?.image?.[0]) || errorMessage(error));
    }
  };

  return (
    <Input.Wrapper
      label={t(`customization.${picture}`)}
      description={t(`customization.${picture}_hint`, { max: IMAGE_MAX_BYTES / KB })}
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
            <FileButton onChange={send} accept={ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconUpload size={16} />}
                  loading={upload.isPending}
                >
                  {t(`customization.${picture}_upload`)}
                </Button>
              )}
            </FileButton>
            {url && !isDefault && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                loading={remove.isPending}
                onClick={async () => {
                  await remove.mutateAsync(picture);
                  notifySuccess(t(`customization.${picture}_removed`));
                }}
              >
                {t(`customization.${picture}_remove`)}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
