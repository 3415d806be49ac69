import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { categoryOptions, useCategoryTree } from '../../lib/category-options';

type CategoryFilterProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: number | undefined;
  onChange: (categoryId: number | undefined) => void;
};

/**
 * A list's category filter: the category tree in tree order, searchable, its value the list's `category_id`. The
 * label, placeholder and width are the list's own (Mantine's `Select` props pass through).
 */
export function CategoryFilter({ value, onChange, ...select }: CategoryFilterProps) {
  const { t } = useTranslation('common');
  const tree = useCategoryTree();
  return (
    <Select
      searchable
      clearable
      nothingFoundMessage={t('nothing_found')}
      {...select}
      data={categoryOptions(tree.data ?? [])}
      value={value ? String(value) : null}
      onChange={(id) => onChange(id ? Number(id) : undefined)}
    />
  );
}
