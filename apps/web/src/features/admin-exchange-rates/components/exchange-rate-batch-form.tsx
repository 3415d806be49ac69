import { ActionIcon, Alert, Button, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import {
  EXCHANGE_RATE_BATCH_MAX,
  type ExchangeRateBatchBody,
  exchangeRateBatchBodySchema,
  shopToday,
} from '@shop/contracts';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormShell, LocaleNumberInput, StackedTable } from '../../../components/admin-kit';
import { DateField } from '../../../components/date-field';
import { zodValidate } from '../../../lib/forms';
import { useCoinOptions } from '../api/get-coin-options';
import { useRatePaths } from '../lib/rate-paths';
import type { ExchangeRateFormValues } from './exchange-rate-form';

/** One line of the table; `key` keeps React's rows apart when one is removed (the schema drops it). */
interface BatchRow extends ExchangeRateFormValues {
  key: string;
}

function emptyRow(date: string): BatchRow {
  return { key: randomId(), coin_id: null, date, rate: '' };
}

interface ExchangeRateBatchFormProps {
  onSubmit: (body: ExchangeRateBatchBody) => Promise<unknown>;
}

/**
 * Many coins and dates in one table, saved all together or not at all. Errors come back per row
 * (`rows.3.rate`), which is also the path of that cell's field, so each lands on its own cell.
 */
export function ExchangeRateBatchForm({ onSubmit }: ExchangeRateBatchFormProps) {
  const { t } = useTranslation(['admin-exchange-rates', 'common']);
  const coins = useCoinOptions();
  const paths = useRatePaths();
  const form = useForm({
    initialValues: { rows: [emptyRow(shopToday())] },
    validate: zodValidate(exchangeRateBatchBodySchema),
    transformValues: (values): ExchangeRateBatchBody => exchangeRateBatchBodySchema.parse(values),
  });
  const rows = form.values.rows;
  const tableError = form.errors.rows;

  const addRow = () => {
    // A new line most often continues the last one's day.
    form.insertListItem('rows', emptyRow(rows.at(-1)?.date ?? shopToday()));
  };

  return (
    <FormShell form={form} onSubmit={onSubmit} guardLeaving>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('batch.hint')}
        </Text>
        {tableError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {tableError}
          </Alert>
        )}
        <StackedTable minWidth={640} layout="fixed" verticalSpacing="xs" aria-label={t('batch.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>{t('batch.line')}</Table.Th>
              <Table.Th>{t('fields.coin')}</Table.Th>
              {/* 160 px each leaves the coin's column room for "Elige una moneda" at the table's narrowest. */}
              <Table.Th w={160}>{t('fields.date')}</Table.Th>
              <Table.Th w={160}>{t('fields.rate')}</Table.Th>
              <Table.Th w={56}>
                <VisuallyHidden>{t('common:actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const line = index + 1;
              return (
                <Table.Tr key={row.key} data-testid={`batch-row-${line}`}>
                  <Table.Td valign="top" data-label={t('batch.line')}>
                    {/* The input's height, so the number lines up with the fields beside it. */}
                    <Text size="sm" c="dimmed" lh="36px">
                      {line}
                    </Text>
                  </Table.Td>
                  <Table.Td valign="top" data-label={t('fields.coin')}>
                    <Select
                      aria-label={t('batch.coin_of', { line })}
                      placeholder={t('fields.coin_placeholder')}
                      searchable
                      data={coins.data ?? []}
                      nothingFoundMessage={t('filters.no_coins')}
                      {...form.getInputProps(`rows.${index}.coin_id`)}
                    />
                  </Table.Td>
                  <Table.Td valign="top" data-label={t('fields.date')}>
                    <DateField
                      aria-label={t('batch.date_of', { line })}
                      {...form.getInputProps(`rows.${index}.date`)}
                    />
                  </Table.Td>
                  <Table.Td valign="top" data-label={t('fields.rate')}>
                    <LocaleNumberInput
                      aria-label={t('batch.rate_of', { line })}
                      hideControls
                      autoComplete="off"
                      {...form.getInputProps(`rows.${index}.rate`)}
                    />
                  </Table.Td>
                  <Table.Td valign="top" data-actions>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('batch.remove_row', { line })}
                      disabled={rows.length === 1}
                      onClick={() => form.removeListItem('rows', index)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </StackedTable>
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={18} />}
            onClick={addRow}
            disabled={rows.length >= EXCHANGE_RATE_BATCH_MAX}
          >
            {t('batch.add_row')}
          </Button>
          <Group>
            <Button component={Link} to={paths.list} variant="default">
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('batch.submit', { count: rows.length })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </FormShell>
  );
}
