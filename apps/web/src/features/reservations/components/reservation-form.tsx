import { ActionIcon, Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  addDays,
  STORE_REQUEST_DAYS_AHEAD_MAX,
  STORE_REQUEST_LINES_MAX,
  type StoreRequestInput,
  type StoreRequestProduct,
  shopToday,
  storeRequestBodySchema,
} from '@shop/contracts';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { QuantityInput, type QuantityInputValue } from '../../../components/quantity-input';
import { useFocusBack } from '../../../components/use-focus-back';
import { errorMessage } from '../../../lib/error-message';
import { focusInvalidField } from '../../../lib/focus-invalid-field';
import { formatNumber } from '../../../lib/format';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { useLocale } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useCreateReservation, useReservableProducts } from '../api/reservations';

interface FormValues {
  wanted_on: string;
  note: string;
  lines: Array<{ product_id: number; variation_id: number | null; quantity: QuantityInputValue }>;
}

/**
 * A new reservation: the day, the wholesale products (each at least its minimum) and a note. Products are found
 * by name or SKU as the wholesaler types; the server says again what it cannot take, field by field.
 */
export function ReservationForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('reservations');
  const locale = useLocale();
  const create = useCreateReservation();
  useFocusBack(true);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useReservableProducts(debounced);
  const [chosen, setChosen] = useState<Map<number, StoreRequestProduct>>(new Map());
  const today = shopToday();
  const form = useForm<FormValues>({
    initialValues: { wanted_on: addDays(today, 1), note: '', lines: [] },
    validate: (values) => {
      const errors = zodValidate(storeRequestBodySchema)(values as StoreRequestInput);
      // What is not digits alone is no count ("20.000" may be twenty or twenty thousand): refused with the SPEC's
      // words for a quantity (§158), as the product page and the cart say it, over the schema's own ("Tipo de dato no
      // válido" for "2,5", "Escribe un número entero" for "20.000", decision 078).
      values.lines.forEach((line, index) => {
        if (typeof line.quantity === 'string' && line.quantity.trim() !== '')
          errors[`lines.${index}.quantity`] = t('form.quantity_invalid');
      });
      return errors;
    },
  });

  const add = (id: string | null) => {
    const product = found.data?.find((p) => String(p.id) === id);
    if (!product) return;
    setChosen((map) => new Map(map).set(product.id, product));
    form.insertListItem('lines', {
      product_id: product.id,
      variation_id: product.variations[0]?.id ?? null,
      quantity: product.min_quantity,
    });
    setSearch('');
  };

  const submit = form.onSubmit(async (values) => {
    try {
      const reply = await create.mutateAsync(storeRequestBodySchema.parse(values));
      notifySuccess(reply.message);
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  }, focusInvalidField);

  return (
    <Modal opened onClose={onClose} title={t('form.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <DateField
            label={t('form.wanted_on')}
            description={t('form.wanted_on_hint', { max: STORE_REQUEST_DAYS_AHEAD_MAX })}
            min={addDays(today, 1)}
            max={addDays(today, STORE_REQUEST_DAYS_AHEAD_MAX)}
            withAsterisk
            {...form.getInputProps('wanted_on')}
          />
          <Select
            label={t('form.product')}
            placeholder={t('form.product_placeholder')}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            data={(found.data ?? [])
              .filter((p) => !form.values.lines.some((l) => l.product_id === p.id))
              .map((p) => ({ value: String(p.id), label: `${p.name} · ${p.sku}` }))}
            value={null}
            onChange={add}
            nothingFoundMessage={t('form.no_products')}
            disabled={form.values.lines.length >= STORE_REQUEST_LINES_MAX}
            error={form.errors.lines}
          />
          {form.values.lines.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('form.no_lines')}
            </Text>
          )}
          {form.values.lines.map((line, index) => {
            const product = chosen.get(line.product_id);
            if (!product) return null;
            return (
              <Group key={line.product_id} align="flex-start" wrap="wrap" gap="sm">
                <Stack gap={0} style={{ flex: '1 1 200px' }}>
                  <Text fw={500} size="sm">
                    {product.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('form.product_facts', {
                      price: product.wholesale_price_formatted,
                      min: formatNumber(product.min_quantity, locale, 0),
                      available: formatNumber(product.available, locale, 0),
                    })}
                  </Text>
                </Stack>
                {product.variations.length > 0 && (
                  <Select
                    aria-label={t('form.variation', { name: product.name })}
                    data={product.variations.map((v) => ({ value: String(v.id), label: v.label }))}
                    value={line.variation_id === null ? null : String(line.variation_id)}
                    onChange={(value) => form.setFieldValue(`lines.${index}.variation_id`, Number(value))}
                    w={160}
                    allowDeselect={false}
                  />
                )}
                <QuantityInput
                  aria-label={t('form.quantity', { name: product.name })}
                  min={product.min_quantity}
                  w={130}
                  {...form.getInputProps(`lines.${index}.quantity`)}
                  value={line.quantity}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('form.remove', { name: product.name })}
                  onClick={() => form.removeListItem('lines', index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            );
          })}
          <Textarea
            label={t('form.note')}
            description={t('form.note_hint')}
            autosize
            minRows={2}
            {...form.getInputProps('note')}
          />
          {create.isError && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.close')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
