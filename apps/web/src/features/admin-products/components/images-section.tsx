import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IMAGE_MAX_BYTES, type Product, type ProductImage } from '@shop/contracts';
import { IconAlertTriangle, IconStar, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/admin-kit';
import { notifyError, notifyNotice, notifySuccess } from '../../../lib/notify';
import { useFitImage } from '../../../lib/use-fit-image';
import { useDeleteImage, useSetMainImage, useUploadImages } from '../api/product-files';
import { uploadRefusal } from '../lib/upload-error';

/** SPEC §5: png, jpg (jfif is jpeg), webp, avif. The server reads the bytes; this only spares a useless upload. */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,.png,.jpg,.jpeg,.jfif,.webp,.avif';
const KB = 1024;

export function ImagesSection({ product }: { product: Product }) {
  const { t } = useTranslation('admin-products');
  const upload = useUploadImages();
  const setMain = useSetMainImage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ProductImage | null>(null);
  const deleteImage = useDeleteImage();
  const { fit, fitting } = useFitImage();

  const send = async (chosen: File[]) => {
    setRefusal(null);
    if (!chosen.length) return;
    // One at a time: a phone's photo decoded takes tens of megabytes.
    const files: File[] = [];
    for (const file of chosen) files.push(await fit(file));
    const tooLarge = files.find((file) => file.size > IMAGE_MAX_BYTES);
    if (tooLarge) {
      setRefusal(t('images.too_large', { name: tooLarge.name, max: IMAGE_MAX_BYTES / KB }));
      return;
    }
    try {
      const updated = await upload.mutateAsync({ slug: product.slug, files });
      // The server adds a picture the product already shows only once (the same bytes).
      const added = Math.max(0, updated.images.length - product.images.length);
      if (added) notifySuccess(t('images.uploaded', { count: added }));
      if (added < files.length) notifyNotice(t('images.already_there', { count: files.length - added }));
    } catch (error) {
      setRefusal(uploadRefusal(error, 'image'));
    }
  };

  return (
    <Stack gap="md">
      <Group>
        <FileButton onChange={send} accept={ACCEPT} multiple>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} />}
              loading={fitting || upload.isPending}
            >
              {t('images.upload')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('images.hint', { max: IMAGE_MAX_BYTES / KB })}
        </Text>
      </Group>
      {refusal && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          role="alert"
          withCloseButton
          onClose={() => setRefusal(null)}
        >
          {refusal}
        </Alert>
      )}
      {product.images.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('images.none')}
        </Text>
      ) : (
        // By the section's own width, not the screen's: beside the sidebar at 1024 px six abreast left each card
        // 100 px and its badge "P…" for "Principal".
        <SimpleGrid type="container" cols={{ base: 2, '36rem': 4, '56rem': 6 }}>
          {product.images.map((image, index) => (
            <Card key={image.id} withBorder padding="xs" radius="md">
              <Card.Section>
                <Image
                  src={image.list_url}
                  alt={t('images.alt', { name: product.name, n: index + 1 })}
                  h={120}
                  fit="cover"
                />
              </Card.Section>
              {/* Wraps: two abreast on a 320 px phone leave a card ~120 px, which cut "Principal" beside its bin. */}
              <Group justify="space-between" mt="xs" gap="xs">
                {image.is_main ? (
                  <Badge size="sm" color="yellow" variant="light">
                    {t('images.main')}
                  </Badge>
                ) : (
                  <Tooltip label={t('images.set_main')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('images.set_main_n', { n: index + 1 })}
                      loading={setMain.isPending && setMain.variables?.id === image.id}
                      onClick={() =>
                        setMain.mutate({ slug: product.slug, id: image.id }, { onError: notifyError })
                      }
                    >
                      <IconStar size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('images.delete_n', { n: index + 1 })}
                  onClick={() => setDeleting(image)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('images.delete_title')}
        message={t('images.delete_confirm')}
        onConfirm={() => deleteImage.mutateAsync({ slug: product.slug, id: deleting?.id ?? 0 })}
        onDone={() => {
          notifySuccess(t('images.deleted'));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
