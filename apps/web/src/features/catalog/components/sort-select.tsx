import { NativeSelect } from '@mantine/core';
import { STOREFRONT_SORTS, type StorefrontSort } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import classes from './product-browser.module.css';

interface SortSelectProps {
  value: StorefrontSort | undefined;
  searching: boolean;
  onChange: (sort: StorefrontSort) => void;
}

/** Relevance only means something while searching; without a choice the server sorts as shown here. */
export function SortSelect({ value, searching, onChange }: SortSelectProps) {
  const { t } = useTranslation('catalog');
  const options = STOREFRONT_SORTS.filter((sort) => searching || sort !== 'relevance');
  const current = value && options.includes(value) ? value : searching ? 'relevance' : 'priority';
  return (
    <NativeSelect
      label={t('sort.label')}
      value={current}
      onChange={(event) => onChange(event.currentTarget.value as StorefrontSort)}
      data={options.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
      className={classes.sort}
    />
  );
}
