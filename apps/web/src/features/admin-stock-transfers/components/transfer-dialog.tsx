import { ActionIcon, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type PointStockRow,
  STOCK_TRANSFER_LINES_MAX,
  type StockTransferInput,
  stockTransferBodySchema,
} from '@shop/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, LocaleNumberInput } from '../../../components/admin-kit';
import { formatNumber } from '../../../lib/format';
import { zodValidate } from '../../../lib/forms';
import { useLocale } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useCreateTransfer, usePointStock } from '../api/stock-transfers';

interface Values {
  from_point_id: string;
  to_point_id: string;
  note: string;
  lines: Array<{ product_id: number; variation_id: number | null; quantity: number | string }>;
}

const keyOf = (row: { product: { id: number }; variation: { id: number } | null }) =>
  `${row.product.id}:${row.variation?.id ?? 0}`;

const bodyOf = (values: Values): StockTransferInput => ({
  from_point_id: Number(values.from_point_id) || 0,
  to_point_id: Number(values.to_point_id) || 0,
  note: values.note,
  lines: values.lines,
});

/**
 * A new transfer, saved as a draft: from which point to which, and the units of each product. The products are
 * found by name or SKU, each with what the origin holds, so staff send only what is there.
 */
export function TransferDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-stock-transfers');
  const locale = useLocale();
  const create = useCreateTransfer();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const stock = usePointStock(debounced);
  const [chosen, setChosen] = useState<Map<string, PointStockRow>>(new Map());
  const points = stock.data?.points ?? [];
  const warehouse = points.find((p) => p.main_warehouse);
  const form = useForm<Values>({
    initialValues: { from_point_id: '', to_point_id: '', note: '', lines: [] },
    validate: (values) => zodValidate(stockTransferBodySchema)(bodyOf(values)),
  });
  // Transfers mostly leave the main warehouse: it is the origin until staff choose another.
  const warehouseId = warehouse?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the warehouse is first known; `form` changes every render.
  useEffect(() => {
    if (warehouseId === undefined || form.values.from_point_id) return;
    const values = { ...form.values, from_point_id: String(warehouseId) };
    form.setInitialValues(values);
    form.setValues(values);
  }, [warehouseId]);
  const from = Number(form.values.from_point_id);
  const heldAt = (row: PointStockRow) => row.points.find((p) => p.id === from)?.quantity ?? 0;

  const add = (key: string | null) => {
    const row = stock.data?.data.find((r) => keyOf(r) === key);
    if (!row) return;
    setChosen((map) => new Map(map).set(keyOf(row), row));
    form.insertListItem('lines', {
      product_id: row.product.id,
      variation_id: row.variation?.id ?? null,
      quantity: Math.min(1, heldAt(row)) || 1,
    });
    setSearch('');
  };
  const label = (row: PointStockRow) =>
    `${row.product.name}${row.variation ? ` (${row.variation.label})` : ''} · ${row.product.sku}`;
  const pointOptions = points.map((p) => ({ value: String(p.id), label: p.name }));

  return (
    <FormDialog<Values>
      opened={opened}
      onClose={onClose}
      title={t('create.title')}
      size="lg"
      form={form}
      submitLabel={t('create.submit')}
      onSubmit={async (values) => {
        const reply = await create.mutateAsync(stockTransferBodySchema.parse(bodyOf(values)));
        notifySuccess(reply.message);
        form.reset();
        setChosen(new Map());
      }}
    >
      <Group grow align="flex-start">
        <Select
          label={t('create.from')}
          data={pointOptions}
          withAsterisk
          allowDeselect={false}
          {...form.getInputProps('from_point_id')}
        />
        <Select
          label={t('create.to')}
          data={pointOptions.filter((p) => Number(p.value) !== from)}
          withAsterisk
          allowDeselect={false}
          {...form.getInputProps('to_point_id')}
        />
      </Group>
      <Select
        label={t('create.product')}
        placeholder={t('create.product_placeholder')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        data={(stock.data?.data ?? [])
          .filter((row) => !chosen.has(keyOf(row)))
          .map((row) => ({ value: keyOf(row), label: label(row) }))}
        value={null}
        onChange={add}
        nothingFoundMessage={t('create.no_products')}
        disabled={form.values.lines.length >= STOCK_TRANSFER_LINES_MAX}
        error={form.errors.lines}
      />
      {form.values.lines.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('create.no_lines')}
        </Text>
      )}
      <Stack gap="xs">
        {form.values.lines.map((line, index) => {
          const row = chosen.get(`${line.product_id}:${line.variation_id ?? 0}`);
          if (!row) return null;
          return (
            <Group key={keyOf(row)} align="flex-end" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={500} size="sm" truncate>
                  {label(row)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('create.held_at_origin', {
                    count: heldAt(row),
                    units: formatNumber(heldAt(row), locale, 0),
                  })}
                </Text>
              </Stack>
              <LocaleNumberInput
                aria-label={t('create.quantity', { name: label(row) })}
                allowDecimal={false}
                min={1}
                w={100}
                {...form.getInputProps(`lines.${index}.quantity`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('create.remove', { name: label(row) })}
                onClick={() => {
                  form.removeListItem('lines', index);
                  setChosen((map) => {
                    const next = new Map(map);
                    next.delete(keyOf(row));
                    return next;
                  });
                }}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
      <Textarea label={t('create.note')} autosize minRows={2} {...form.getInputProps('note')} />
    </FormDialog>
  );
}
