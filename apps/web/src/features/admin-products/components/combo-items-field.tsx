import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { ProductListItem } from '@shop/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../components/admin-kit';
import { ProductSelect } from '../../../components/product-pickers';
import type { ProductChoice } from '../../../lib/product-choices';
import { useProduct } from '../api/get-product';
import { useProducts } from '../api/get-products';
import { rowKey } from '../lib/form-values';
import type { ProductForm } from './product-form-type';

/** A combo's parts: other products (or one variation of a variable one) and how many of each. */
export function ComboItemsField({ form, selfId }: { form: ProductForm; selfId?: number }) {
  const { t } = useTranslation('admin-products');
  const items = form.values.combo_items;
  const accept = (product: ProductListItem) => product.kind !== 'combo' && product.id !== selfId;
  const error = form.errors.combo_items;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('combo.hint')}
      </Text>
      {items.map((item, index) => (
        <ComboRow key={item.key} form={form} index={index} accept={accept} />
      ))}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() =>
            form.insertListItem('combo_items', {
              key: rowKey(),
              product_id: null,
              variation_id: null,
              quantity: 1,
            })
          }
        >
          {t('combo.add')}
        </Button>
      </Group>
    </Stack>
  );
}

function ComboRow({
  form,
  index,
  accept,
}: {
  form: ProductForm;
  index: number;
  accept: (product: ProductListItem) => boolean;
}) {
  const { t } = useTranslation('admin-products');
  const item = form.values.combo_items[index];
  const pool = useProducts({ page: 1, per_page: 100, sort: 'name' });
  const [picked, setPicked] = useState<ProductChoice | undefined>();
  const known = pool.data?.data.find((product) => String(product.id) === item?.product_id);
  const slug = picked?.slug ?? known?.slug;
  const variable = (picked?.kind ?? known?.kind) === 'variable';
  const detail = useProduct(slug ?? '', { enabled: variable && !!slug });
  if (!item) return null;
  const path = `combo_items.${index}`;

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <div style={{ flex: '2 1 240px' }}>
        <ProductSelect
          label={t('combo.product')}
          accept={accept}
          value={item.product_id}
          error={form.errors[`${path}.product_id`]}
          onChange={(value, choice) => {
            setPicked(choice);
            form.setFieldValue(`${path}.product_id`, value);
            form.setFieldValue(`${path}.variation_id`, null);
          }}
        />
      </div>
      {variable && (
        <Select
          style={{ flex: '1 1 180px' }}
          label={t('combo.variation')}
          placeholder={t('combo.whole_product')}
          data={(detail.data?.variations ?? []).map((variation) => ({
            value: String(variation.id),
            label: variation.sku,
          }))}
          clearable
          {...form.getInputProps(`${path}.variation_id`)}
        />
      )}
      <LocaleNumberInput
        w={120}
        label={t('combo.quantity')}
        min={1}
        max={1000}
        allowDecimal={false}
        withAsterisk
        {...form.getInputProps(`${path}.quantity`)}
      />
      <ActionIcon
        mt={26}
        variant="subtle"
        color="red"
        aria-label={t('combo.remove', { n: index + 1 })}
        onClick={() => form.removeListItem('combo_items', index)}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
