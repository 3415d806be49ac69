import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The pages of a product listing, with named controls. Below the grid: loaded right after the page (deferred). */
export function StorePagination({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
    />
  );
}
