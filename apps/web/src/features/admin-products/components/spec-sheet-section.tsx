import { Alert, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { type Product, SPEC_SHEET_MAX_BYTES } from '@shop/contracts';
import { IconAlertTriangle, IconFileDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useUploadSpecSheet } from '../api/product-files';
import { uploadRefusal } from '../lib/upload-error';

const ACCEPT =
  'application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,.docx';
const MB = 1024 * 1024;

/** One pdf or docx (SPEC §5); a new one replaces the current one. */
export function SpecSheetSection({ product }: { product: Product }) {
  const { t } = useTranslation('admin-products');
  const upload = useUploadSpecSheet();
  const [refusal, setRefusal] = useState<string | null>(null);
  const published = product.active && product.visible;

  const send = async (file: File | null) => {
    setRefusal(null);
    if (!file) return;
    if (file.size > SPEC_SHEET_MAX_BYTES) {
      setRefusal(t('spec_sheet.too_large', { name: file.name, max: SPEC_SHEET_MAX_BYTES / MB }));
      return;
    }
    try {
      await upload.mutateAsync({ slug: product.slug, file });
      notifySuccess(t('spec_sheet.uploaded'));
    } catch (error) {
      setRefusal(uploadRefusal(error, 'file'));
    }
  };

  return (
    <Stack gap="sm">
      {product.spec_sheet_url ? (
        <Group gap="xs">
          <IconFileDownload size={18} aria-hidden />
          {published ? (
            <Anchor href={product.spec_sheet_url} download>
              {t('spec_sheet.download')}
            </Anchor>
          ) : (
            <Text size="sm">{t('spec_sheet.present')}</Text>
          )}
          {!published && (
            <Text size="xs" c="dimmed">
              {t('spec_sheet.unpublished_hint')}
            </Text>
          )}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('spec_sheet.none')}
        </Text>
      )}
      <Group>
        <FileButton onChange={send} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} />}
              loading={upload.isPending}
            >
              {t(product.spec_sheet_url ? 'spec_sheet.replace' : 'spec_sheet.upload')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('spec_sheet.hint', { max: SPEC_SHEET_MAX_BYTES / MB })}
        </Text>
      </Group>
      {refusal && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}
