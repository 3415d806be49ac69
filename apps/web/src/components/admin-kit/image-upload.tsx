import { Button, FileButton } from '@mantine/core';
import { IMAGE_MAX_BYTES } from '@shop/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { fitImage } from '../../lib/fit-image';

/** SPEC §5 picture types; the server judges the bytes, this only spares a useless upload. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,.png,.jpg,.jpeg,.jfif,.webp,.avif';

/**
 * Uploading one picture at once (a logo, a banner's, a portrait): one over 300 kB is first shrunk to fit (a phone's
 * photo), refused before sending if it still does not, and what the server refuses (type, ratio) comes back in its
 * words, the field's own reason first.
 */
export function useImageUpload<T>(upload: (file: File) => Promise<T>, onDone: (result: T) => void) {
  const { t } = useTranslation('admin-shell');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const choose = async (chosen: File | null) => {
    setRefusal(null);
    if (!chosen) return;
    setPending(true);
    try {
      const file = await fitImage(chosen);
      if (file.size > IMAGE_MAX_BYTES) {
        setRefusal(t('kit.image_too_large', { max: IMAGE_MAX_BYTES / 1024 }));
        return;
      }
      onDone(await upload(file));
    } catch (error) {
      const reason = error instanceof ApiError ? Object.values(error.body.errors ?? {}).flat()[0] : undefined;
      setRefusal(reason ?? errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return { choose, refusal, pending };
}

/** The button that opens the file picker for one picture. */
export function ImageUploadButton({
  label,
  onChoose,
  loading,
}: {
  label: string;
  onChoose: (file: File | null) => void;
  loading: boolean;
}) {
  return (
    <FileButton onChange={onChoose} accept={IMAGE_ACCEPT}>
      {(props) => (
        <Button
          {...props}
          variant="light"
          leftSection={<IconUpload size={16} />}
          loading={loading}
          // The label names what the picture is for ("… para Duración de la batería"): on a phone it wraps inside
          // its card rather than running past the screen's edge.
          maw="100%"
          styles={{
            root: { alignSelf: 'flex-start', height: 'auto', minHeight: 36, paddingBlock: 6 },
            label: { whiteSpace: 'normal', textAlign: 'start' },
          }}
        >
          {label}
        </Button>
      )}
    </FileButton>
  );
}
