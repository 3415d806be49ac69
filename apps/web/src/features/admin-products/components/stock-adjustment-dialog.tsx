import { SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  POINT_OF_SALE_PATHS,
  type PointOfSaleListReply,
  type Product,
  STOCK_ADJUSTMENT_MAX,
  STOCK_OPERATIONS,
  type StockAdjustmentBody,
  stockAdjustmentBodySchema,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog, LocaleNumberInput } from '../../../components/admin-kit';
import { api } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useAdjustStock } from '../api/stock-history';

/**
 * Receives, removes or counts units of the product's stock (or one variation's), with a note that the history keeps.
 * Mounted per opening.
 */
export function StockAdjustmentDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation('admin-products');
  const adjust = useAdjustStock();
  const variable = product.kind === 'variable';
  // Where the units are received, taken out or counted (decision 032); staff who cannot read the points of sale
  // adjust at the main warehouse, as the server does without one.
  const points = useQuery({
    queryKey: ['admin-points-of-sale', 'active'],
    queryFn: ({ signal }) =>
      api<PointOfSaleListReply>(POINT_OF_SALE_PATHS.list, {
        query: { active: 'true', per_page: 100 },
        signal,
      }),
    retry: false,
  });
  const warehouse = points.data?.data.find((p) => p.main_warehouse);
  const form = useForm({
    initialValues: {
      variation_id: variable ? String(product.variations[0]?.id ?? '') : '',
      point_of_sale_id: '' as string | null,
      operation: 'add' as StockAdjustmentBody['operation'],
      quantity: '' as number | string,
      note: '',
    },
    validate: (values) => zodValidate(stockAdjustmentBodySchema)(toBody(values)),
    transformValues: (values): StockAdjustmentBody => stockAdjustmentBodySchema.parse(toBody(values)),
  });
  const row = variable
    ? product.variations.find((v) => String(v.id) === form.values.variation_id)
    : { real_quantity: product.real_quantity, held_quantity: product.held_quantity };

  return (
    <FormDialog
      opened
      title={t('stock_history.adjust_title')}
      onClose={onClose}
      form={form}
      submitLabel={t('stock_history.adjust_submit')}
      onSubmit={async (body: StockAdjustmentBody) => {
        const reply = await adjust.mutateAsync({ slug: product.slug, body });
        notifySuccess(t('stock_history.adjusted', { count: reply.real_quantity }));
      }}
    >
      <Stack gap="md">
        {variable && (
          <Select
            label={t('stock_history.variation')}
            data={product.variations.map((v) => ({ value: String(v.id), label: v.sku }))}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('variation_id')}
          />
        )}
        {row && (
          <Text size="sm" c="dimmed">
            {t('stock_history.row_now', { real: row.real_quantity, held: row.held_quantity })}
          </Text>
        )}
        {points.data && points.data.data.length > 1 && (
          <Select
            label={t('stock_history.point')}
            placeholder={warehouse ? t('stock_history.point_warehouse', { name: warehouse.name }) : undefined}
            data={points.data.data.map((p) => ({ value: String(p.id), label: p.name }))}
            clearable
            {...form.getInputProps('point_of_sale_id')}
          />
        )}
        <SegmentedControl
          fullWidth
          aria-label={t('stock_history.operation')}
          data={STOCK_OPERATIONS.map((operation) => ({
            value: operation,
            label: t(`stock_history.operations.${operation}`),
          }))}
          {...form.getInputProps('operation')}
        />
        <LocaleNumberInput
          label={t(`stock_history.quantity_${form.values.operation}`)}
          min={0}
          max={STOCK_ADJUSTMENT_MAX}
          allowDecimal={false}
          withAsterisk
          data-autofocus
          {...form.getInputProps('quantity')}
        />
        <Textarea
          label={t('stock_history.note')}
          description={t('stock_history.note_hint')}
          autosize
          minRows={2}
          withAsterisk
          {...form.getInputProps('note')}
        />
      </Stack>
    </FormDialog>
  );
}

function toBody(values: {
  variation_id: string;
  point_of_sale_id: string | null;
  operation: string;
  quantity: number | string;
  note: string;
}) {
  return {
    variation_id: values.variation_id === '' ? null : Number(values.variation_id),
    operation: values.operation,
    quantity: values.quantity,
    note: values.note,
    point_of_sale_id: values.point_of_sale_id ? Number(values.point_of_sale_id) : null,
  };
}
