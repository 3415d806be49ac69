import { Alert, Anchor, Button, Card, FileButton, Group, List, Stack, Table, Text } from '@mantine/core';
import {
  type Locale,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_HEADINGS,
  PRODUCT_IMPORT_REQUIRED,
  PRODUCT_IMPORT_ROWS_MAX,
  type ProductImportChange,
  type ProductImportReply,
  type ProductImportRow,
} from '@shop/contracts';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { StackedTable } from '../../../components/stacked-table';
import { isRefusal } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { productsExportUrl } from '../api/export-products';
import { useImportProducts } from '../api/import-products';
import { productScreens } from '../api/product-keys';
import { useMoneyFormat } from '../lib/money';

/** The links' icon sits on the first line of their text, which wraps beside it on a phone. */
const DOWNLOAD_ICON = { verticalAlign: 'text-bottom', marginInlineEnd: 6 } as const;

/** What a spreadsheet's file picker offers; the server tells the two apart by their bytes, not their names. */
const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * /admin/products/import (decisions 094 and 095): products made, or changed by their SKU, from a spreadsheet, one per
 * row. The file is checked first and every row shown with what it changes or what is wrong in it; the file is written
 * only when every row is right, all at once.
 */
export function Component() {
  const { t } = useTranslation('admin-products');
  const locale = useLocale();
  const money = useMoneyFormat();
  const navigate = useNavigate();
  const run = useImportProducts();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<ProductImportReply | null>(null);
  // A file refused whole (no required column, too many rows, not a spreadsheet) says why beside the button.
  const [refusal, setRefusal] = useState<string | null>(null);
  const refused = (error: unknown) => {
    if (!isRefusal(error)) return notifyError(error);
    setRefusal(Object.values(error.body.errors ?? {}).flat()[0] ?? error.body.message);
  };
  const wrong = check?.rows.filter((row) => row.errors.length).length ?? 0;
  const counts = { create: 0, update: 0, keep: 0 };
  for (const row of check?.rows ?? []) counts[row.action] += 1;
  const writes = counts.create + counts.update;
  const summary = (['create', 'update', 'keep'] as const)
    .filter((action) => counts[action])
    .map((action) => t(`import.summary_${action}`, { count: counts[action] }))
    .join(' · ');

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setCheck(null);
    setRefusal(null);
    if (chosen) run.mutate({ file: chosen, dryRun: true }, { onSuccess: setCheck, onError: refused });
  };
  const make = (chosen: File) =>
    run.mutate(
      { file: chosen, dryRun: false },
      {
        onSuccess: (reply) => {
          if (!reply.created && !reply.updated) return setCheck(reply);
          const done = [
            reply.created ? t('import.done_created', { count: reply.created }) : '',
            reply.updated ? t('import.done_updated', { count: reply.updated }) : '',
          ];
          notifySuccess(done.filter(Boolean).join(' · '));
          void navigate(productScreens.list);
        },
        onError: refused,
      },
    );

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <PageTitle fz="h2">{t('import.title')}</PageTitle>
        <Text c="dimmed">{t('import.intro', { max: PRODUCT_IMPORT_ROWS_MAX })}</Text>
      </Stack>

      <Group>
        <FileButton onChange={choose} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              leftSection={<IconFileSpreadsheet size={18} />}
              loading={run.isPending && !check}
            >
              {file ? t('import.choose_other') : t('import.choose')}
            </Button>
          )}
        </FileButton>
        <Anchor
          href={templateHref(locale, t('import.template_example'))}
          download={t('import.template_file')}
        >
          <IconDownload size={16} aria-hidden style={DOWNLOAD_ICON} />
          {t('import.template')}
        </Anchor>
        <Anchor href={productsExportUrl({})} download>
          <IconDownload size={16} aria-hidden style={DOWNLOAD_ICON} />
          {t('import.export')}
        </Anchor>
      </Group>
      {file && (
        <Text size="sm" c="dimmed">
          {t('import.file', { name: file.name })}
        </Text>
      )}

      {refusal && (
        <Alert color="red" title={t('import.refused_title')}>
          {refusal}
        </Alert>
      )}

      {check && file && (
        <Stack gap="md">
          {wrong ? (
            <Alert color="red" title={t('import.wrong_title', { count: wrong })}>
              {t('import.wrong_body', { count: wrong })}
            </Alert>
          ) : writes ? (
            <Alert color="teal" title={t('import.ready_title')}>
              <Stack gap="sm" align="flex-start">
                <Text size="sm" fw={600}>
                  {summary}
                </Text>
                <Text size="sm">{t('import.ready_body')}</Text>
                <Button
                  leftSection={<IconUpload size={18} />}
                  loading={run.isPending}
                  onClick={() => make(file)}
                >
                  {t('import.make', { count: writes })}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Alert color="gray" title={t('import.nothing_title')}>
              {t('import.nothing_body')}
            </Alert>
          )}
          <StackedTable minWidth={760} aria-label={t('import.rows_title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('import.row')}</Table.Th>
                <Table.Th>{PRODUCT_IMPORT_HEADINGS.name[locale]}</Table.Th>
                <Table.Th>{PRODUCT_IMPORT_HEADINGS.category[locale]}</Table.Th>
                <Table.Th>{PRODUCT_IMPORT_HEADINGS.regular_price[locale]}</Table.Th>
                <Table.Th>{PRODUCT_IMPORT_HEADINGS.quantity[locale]}</Table.Th>
                <Table.Th>{t('import.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {check.rows.map((row) => (
                <Table.Tr key={row.line}>
                  <Table.Td data-label={t('import.row')}>{row.line}</Table.Td>
                  <Table.Td data-label={PRODUCT_IMPORT_HEADINGS.name[locale]}>{row.name}</Table.Td>
                  <Table.Td data-label={PRODUCT_IMPORT_HEADINGS.category[locale]}>{row.category}</Table.Td>
                  <Table.Td data-label={PRODUCT_IMPORT_HEADINGS.regular_price[locale]}>
                    {row.regular_price === null ? '' : money(row.regular_price)}
                  </Table.Td>
                  <Table.Td data-label={PRODUCT_IMPORT_HEADINGS.quantity[locale]}>
                    {row.quantity === null ? '' : t('import.units', { count: row.quantity })}
                  </Table.Td>
                  <Table.Td data-label={t('import.state')}>
                    <RowState row={row} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
        </Stack>
      )}

      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Text fw={600}>{t('import.columns_title')}</Text>
          <List size="sm" spacing={6}>
            {PRODUCT_IMPORT_COLUMNS.map((column) => (
              <List.Item key={column}>
                <Text size="sm" fw={600} span>
                  {PRODUCT_IMPORT_HEADINGS[column][locale]}
                </Text>
                {PRODUCT_IMPORT_REQUIRED.includes(column) && (
                  <Text size="sm" c="red" span>
                    {' '}
                    {t('import.required')}
                  </Text>
                )}
                {': '}
                {t(`import.meanings.${column}`)}
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t('import.headings_hint')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('import.update_hint')}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}

/** What a row does once imported: what is wrong in it, or the product it makes, or what it changes from what to what. */
function RowState({ row }: { row: ProductImportRow }) {
  const { t } = useTranslation('admin-products');
  const locale = useLocale();
  const money = useMoneyFormat();
  if (row.errors.length) {
    return (
      <List size="sm" c="red">
        {row.errors.map((error) => (
          <List.Item key={error}>{error}</List.Item>
        ))}
      </List>
    );
  }
  if (row.action !== 'update') {
    return (
      <Text size="sm" c={row.action === 'create' ? 'teal' : 'dimmed'}>
        {t(`import.action_${row.action}`)}
      </Text>
    );
  }
  const shown = (change: ProductImportChange, value: ProductImportChange['before']) => {
    if (value === null || value === '') return t('import.empty_value');
    if (typeof value === 'string') return value;
    return change.column === 'quantity' ? t('import.units', { count: value }) : money(value);
  };
  return (
    <Stack gap={2}>
      <Text size="sm" c="blue" fw={600}>
        {t('import.action_update')}
      </Text>
      {row.changes.map((change) => (
        <Text size="sm" key={change.column}>
          {t('import.change', {
            column: PRODUCT_IMPORT_HEADINGS[change.column][locale],
            before: shown(change, change.before),
            after: shown(change, change.after),
          })}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The template as a CSV of the user's language: Spanish spreadsheets separate with `;` and write "4,50", English
 * ones with `,` and "4.50"; the byte order mark makes Excel read it as UTF-8. Headings and one example row.
 */
function templateHref(locale: Locale, example: string): string {
  const separator = locale === 'es-ES' ? ';' : ',';
  const headings = PRODUCT_IMPORT_COLUMNS.map((column) => PRODUCT_IMPORT_HEADINGS[column][locale]);
  const text = `\uFEFF${headings.join(separator)}\r\n${example.split('|').join(separator)}\r\n`;
  return `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;
}
