import { MultiSelect, Select } from '@mantine/core';
import type { ProductListItem } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { type ProductChoice, useProductChoices } from '../lib/product-choices';

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
  const { t } = useTranslation('admin-shell');
  const { choices, setSearch } = useProductChoices(accept);
  return (
    <Select
      label={label}
      placeholder={t('product_picker.search')}
      data={withChosen(choices, value ? [value] : [], (id) => t('product_picker.number', { id }))}
      value={value}
      onChange={(next) => onChange(next, next ? choices.get(next) : undefined)}
      onSearchChange={setSearch}
      searchable
      clearable
      nothingFoundMessage={t('product_picker.none')}
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
  maxValues = 20,
}: PickerProps & {
  description?: string;
  value: string[];
  onChange: (value: string[]) => void;
  maxValues?: number;
}) {
  const { t } = useTranslation('admin-shell');
  const { choices, setSearch } = useProductChoices(accept);
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={t('product_picker.search')}
      data={withChosen(choices, value, (id) => t('product_picker.number', { id }))}
      value={value}
      onChange={onChange}
      onSearchChange={setSearch}
      searchable
      clearable
      maxValues={maxValues}
      nothingFoundMessage={t('product_picker.none')}
      error={error as string | undefined}
    />
  );
}
