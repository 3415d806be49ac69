import { Button, Group } from '@mantine/core';
import type { ReportFormat } from '@shop/contracts';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A report's two files, as plain links: the browser downloads them with the session's cookie. */
export function ExportButtons({ url }: { url: (format: ReportFormat) => string }) {
  const { t } = useTranslation('admin-reports');
  return (
    <Group gap="xs">
      <Button
        component="a"
        href={url('xlsx')}
        download
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} />}
      >
        {t('export_xlsx')}
      </Button>
      <Button
        component="a"
        href={url('pdf')}
        download
        variant="default"
        leftSection={<IconFileTypePdf size={18} />}
      >
        {t('export_pdf')}
      </Button>
    </Group>
  );
}
