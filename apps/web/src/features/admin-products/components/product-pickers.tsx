import { MultiSelect, Select } from '@mantine/core';
import type { ProductListItem } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { type ProductChoice, useProductChoices } from './product-choices';

interface PickerProps {
  label: string;
  /** Which products may be picked (not the product itself, no combo inside a combo). */
  accept: (product: ProductListItem) => boolean;
  error?: unknown;
}

/** Chosen ids the loaded pages do not name yet still show as something a person can recognise. */
function withChosen(choices: Map<string, ProductChoice>, chosen: string[], fallback: (id: string) => string) {
  const data = [...choices.values()].map(({ value, label }) => ({ value, label }));
  for (const id of chosen) if (!choices.has(id)) data.push({ value: id, label: fallback(id) });
  return data;
}

export function ProductSelect({
  label,
  accept,
  error,
  value,
  onChange,
}: PickerProps & { value: string | null; onChange: (value: string | null, choice?: ProductChoice) => void }) {
  const { t } = useTranslation('admin-products');
  const { choices, setSearch } = useProductChoices(accept);
  return (
    <Select
      label={label}
      placeholder={t('pickers.search_product')}
      data={withChosen(choices, value ? [value] : [], (id) => t('pickers.product_number', { id }))}
      value={value}
      onChange={(next) => onChange(next, next ? choices.get(next) : undefined)}
      onSearchChange={setSearch}
      searchable
      clearable
      nothingFoundMessage={t('pickers.no_products')}
      error={error as string | undefined}
      withAsterisk
    />
  );
}

export function ProductMultiSelect({
  label,
  description,
  accept,
  error,
  value,
  onChange,
}: PickerProps & { description?: string; value: string[]; onChange: (value: string[]) => void }) {
  const { t } = useTranslation('admin-products');
  const { choices, setSearch } = useProductChoices(accept);
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={t('pickers.search_product')}
      data={withChosen(choices, value, (id) => t('pickers.product_number', { id }))}
      value={value}
      onChange={onChange}
      onSearchChange={setSearch}
      searchable
      clearable
      maxValues={20}
      nothingFoundMessage={t('pickers.no_products')}
      error={error as string | undefined}
    />
  );
}
