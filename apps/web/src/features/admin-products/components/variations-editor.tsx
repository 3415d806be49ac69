import {
  ActionIcon,
  Alert,
  Button,
  Group,
  MultiSelect,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Product, type VariationsBody, variationsBodySchema } from '@shop/contracts';
import { IconAlertTriangle, IconPlus, IconTrash, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput, MoneyInput, StackedTable } from '../../../components/admin-kit';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAttributeOptions, useTermsOf } from '../api/get-options';
import { useSaveVariations } from '../api/save-variations';
import {
  ANY_TERM,
  addAllCombinations,
  emptyRow,
  toVariationsInput,
  type VariationsFormValues,
  variationsToValues,
  withAttributes,
} from '../lib/variation-rows';

const validateBody = zodValidate(variationsBodySchema);

/** Messages about a row's terms (its combination, or one of its terms) shown under the row. */
function rowTermErrors(errors: Record<string, unknown>, index: number): string[] {
  const prefix = `variations.${index}.terms`;
  return Object.entries(errors)
    .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
    .map(([, message]) => String(message));
}

/**
 * A variable product's variations: pick the attributes, then one row per variation with a term (or any) of each.
 * The whole set is saved at once, as the API replaces it.
 */
export function VariationsEditor({ product }: { product: Product }) {
  const { t } = useTranslation(['admin-products', 'common']);
  const attributes = useAttributeOptions();
  const save = useSaveVariations();
  const form = useForm<VariationsFormValues, VariationsBody>({
    initialValues: variationsToValues(product),
    validate: (values) => validateBody(toVariationsInput(values)),
    transformValues: (values) => variationsBodySchema.parse(toVariationsInput(values)),
  });
  const attributeIds = form.values.attribute_ids;
  const termsOf = useTermsOf(attributeIds.map(Number));
  const attributeName = new Map((attributes.data ?? []).map((a) => [String(a.id), a.name]));
  const imageOptions = product.images.map((image, index) => ({
    value: String(image.id),
    label: t('variations.image_n', { n: index + 1 }),
  }));
  const general = form.errors.variations;

  const submit = form.onSubmit(async (body) => {
    try {
      await save.mutateAsync({ slug: product.slug, body });
      notifySuccess(t('variations.saved'));
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <MultiSelect
          label={t('variations.attributes')}
          description={t('variations.attributes_hint')}
          data={(attributes.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          value={attributeIds}
          onChange={(ids) => {
            form.setFieldValue('attribute_ids', ids);
            form.setFieldValue('variations', withAttributes(form.values.variations, ids));
          }}
          searchable
          maxValues={10}
          nothingFoundMessage={t('common:nothing_found')}
        />
        {general && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {general}
          </Alert>
        )}
        {form.values.variations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('variations.none')}
          </Text>
        ) : (
          // Narrow gutters and narrower terms leave a SKU its room: at 1366 px "ROPA-000089-1" read "ROPA-000089",
          // every variation's the same.
          <StackedTable minWidth={980} verticalSpacing="xs" horizontalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                {attributeIds.map((id) => (
                  <Table.Th key={id}>{attributeName.get(id) ?? ''}</Table.Th>
                ))}
                <Table.Th>{t('variations.sku')}</Table.Th>
                <Table.Th>{t('variations.regular_price')}</Table.Th>
                <Table.Th>{t('variations.sale_price')}</Table.Th>
                <Table.Th>{t('variations.cost_price')}</Table.Th>
                <Table.Th>{t('variations.stock')}</Table.Th>
                <Table.Th>{t('variations.active')}</Table.Th>
                <Table.Th>{t('variations.image')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.values.variations.map((row, index) => {
                const path = `variations.${index}`;
                const n = index + 1;
                const termErrors = rowTermErrors(form.errors, index);
                return [
                  <Table.Tr key={row.key}>
                    {attributeIds.map((id) => (
                      <Table.Td key={id} miw={112} data-label={attributeName.get(id) ?? ''}>
                        <Select
                          aria-label={t('variations.term_of', {
                            attribute: attributeName.get(id) ?? '',
                            n,
                          })}
                          data={[
                            { value: ANY_TERM, label: t('variations.any') },
                            ...(termsOf.get(Number(id)) ?? []).map((term) => ({
                              value: String(term.id),
                              label: term.name,
                            })),
                          ]}
                          allowDeselect={false}
                          error={termErrors.length > 0}
                          {...form.getInputProps(`${path}.terms.${id}`)}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td miw={150} data-label={t('variations.sku')}>
                      <TextInput
                        aria-label={t('variations.sku_n', { n })}
                        placeholder={t('variations.sku_auto')}
                        {...form.getInputProps(`${path}.sku`)}
                      />
                    </Table.Td>
                    <Table.Td miw={110} data-label={t('variations.regular_price')}>
                      <MoneyInput
                        aria-label={t('variations.regular_price_n', { n })}
                        {...form.getInputProps(`${path}.regular_price`)}
                      />
                    </Table.Td>
                    <Table.Td miw={110} data-label={t('variations.sale_price')}>
                      <MoneyInput
                        aria-label={t('variations.sale_price_n', { n })}
                        {...form.getInputProps(`${path}.sale_price`)}
                      />
                    </Table.Td>
                    <Table.Td miw={95} data-label={t('variations.cost_price')}>
                      <MoneyInput
                        aria-label={t('variations.cost_price_n', { n })}
                        {...form.getInputProps(`${path}.cost_price`)}
                      />
                    </Table.Td>
                    <Table.Td miw={70} data-label={t('variations.stock')}>
                      {/* A saved variation's stock moves by adjustments with a reason (stock history). */}
                      <LocaleNumberInput
                        aria-label={t('variations.stock_n', { n })}
                        min={0}
                        allowDecimal={false}
                        readOnly={row.id !== undefined}
                        {...form.getInputProps(`${path}.real_quantity`)}
                      />
                    </Table.Td>
                    <Table.Td data-label={t('variations.active')}>
                      <Switch
                        aria-label={t('variations.active_n', { n })}
                        {...form.getInputProps(`${path}.active`, { type: 'checkbox' })}
                      />
                    </Table.Td>
                    <Table.Td miw={130} data-label={t('variations.image')}>
                      <Select
                        aria-label={t('variations.image_of', { n })}
                        placeholder={t('variations.no_image')}
                        data={imageOptions}
                        clearable
                        {...form.getInputProps(`${path}.image_id`)}
                      />
                    </Table.Td>
                    <Table.Td data-actions>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('variations.remove', { n })}
                        onClick={() => form.removeListItem('variations', index)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>,
                  termErrors.length > 0 && (
                    <Table.Tr key={`${row.key}-errors`} data-plain>
                      <Table.Td colSpan={attributeIds.length + 8}>
                        <Text size="sm" c="red">
                          {termErrors.join(' ')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ),
                ];
              })}
            </Table.Tbody>
          </StackedTable>
        )}
        {form.values.variations.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('variations.cost_price_hint')}
          </Text>
        )}
        <Group justify="space-between">
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={attributeIds.length === 0}
              onClick={() => form.insertListItem('variations', emptyRow(attributeIds))}
            >
              {t('variations.add')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconWand size={16} />}
              // Every chosen attribute's terms must be known, or the combinations would miss some.
              disabled={attributeIds.length === 0 || termsOf.size < attributeIds.length}
              onClick={() =>
                form.setFieldValue(
                  'variations',
                  addAllCombinations(form.values.variations, attributeIds, termsOf),
                )
              }
            >
              {t('variations.generate')}
            </Button>
          </Group>
          <Button type="submit" loading={form.submitting}>
            {t('variations.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
