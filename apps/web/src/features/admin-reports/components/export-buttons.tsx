import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { REPORT_FORMATS, type ReportFormat } from '@shop/contracts';
import { IconAlertTriangle, IconDownload, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { reportFileDownloadUrl, startReportFile, useReportFile } from '../api/reports';

/**
 * A report's two files. Each is made by a job on the server (decision 036): the button asks for it, the progress shows
 * rows written against rows counted, and the file downloads by itself when made (with a link to download it again).
 */
export function ExportButtons({ path, query }: { path: string; query: Record<string, unknown> }) {
  const { t } = useTranslation('admin-reports');
  const locale = useLocale();
  const [id, setId] = useState<string>();
  const [asking, setAsking] = useState<ReportFormat>();
  const [refused, setRefused] = useState<string>();
  const job = useReportFile(id).data;
  const downloaded = useRef<string>(undefined);
  const link = useRef<HTMLAnchorElement>(null);
  const making = asking !== undefined || job?.status === 'queued' || job?.status === 'running';

  // The file downloads once, as soon as it is made; the link stays for another copy.
  useEffect(() => {
    if (job?.status === 'done' && downloaded.current !== job.id) {
      downloaded.current = job.id;
      link.current?.click();
    }
  }, [job]);

  const ask = async (format: ReportFormat) => {
    setAsking(format);
    setRefused(undefined);
    try {
      setId((await startReportFile(path, query, format)).id);
    } catch (error) {
      setRefused(error instanceof ApiError ? error.message : t('file_failed'));
    } finally {
      setAsking(undefined);
    }
  };

  const count = (rows: number) => formatNumber(rows, locale, 0);
  return (
    <Stack gap={6} align="flex-end" maw="100%">
      <Group gap="xs">
        {REPORT_FORMATS.map((format) => {
          const Icon = format === 'xlsx' ? IconFileSpreadsheet : IconFileTypePdf;
          return (
            <Button
              key={format}
              variant="default"
              leftSection={<Icon size={18} />}
              onClick={() => ask(format)}
              disabled={making}
            >
              {t(`export_${format}`)}
            </Button>
          );
        })}
      </Group>
      <div aria-live="polite" style={{ maxWidth: '100%', textAlign: 'end' }}>
        {job && (job.status === 'queued' || job.status === 'running') && (
          <Stack gap={4} miw={220}>
            <Text size="sm">
              {job.rows_total === null
                ? t('file_preparing')
                : t('file_progress', { done: count(job.rows_done), count: job.rows_total })}
            </Text>
            <Progress
              value={job.rows_total ? (job.rows_done / job.rows_total) * 100 : 0}
              animated
              size="sm"
              aria-label={t('file_preparing')}
            />
          </Stack>
        )}
        {job?.status === 'done' && (
          // A link, not a button: a long file name wraps on a phone instead of widening the page.
          <Anchor
            ref={link}
            href={reportFileDownloadUrl(job.id)}
            download={job.file_name}
            size="sm"
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            <IconDownload size={16} style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }} />
            {t('file_download', { name: job.file_name, count: job.rows_done })}
          </Anchor>
        )}
      </div>
      {(refused || job?.status === 'failed') && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" py={6}>
          {refused ?? job?.error}
        </Alert>
      )}
    </Stack>
  );
}
