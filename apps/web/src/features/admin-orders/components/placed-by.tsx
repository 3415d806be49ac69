import { Anchor } from '@mantine/core';
import type { AdminOrderListItem, AdminOrdersQuery } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

/**
 * "Tomado por Ana López" under a row's customer: the order was taken for them by staff (decision 098). It narrows the
 * list to the orders that person took, keeping the other filters (decision 099).
 */
export function PlacedBy({
  staff,
  onPick,
}: {
  staff: NonNullable<AdminOrderListItem['placed_by']>;
  onPick: (patch: Partial<AdminOrdersQuery>) => void;
}) {
  const { t } = useTranslation('admin-orders');
  return (
    <Anchor
      component="button"
      type="button"
      size="xs"
      onClick={() => onPick({ placed_by: staff.id })}
      title={t('columns.placed_by_filter', { name: staff.name })}
      // A block of its own under the e-mail, as the lines above it are.
      display="block"
    >
      {t('columns.placed_by', { name: staff.name })}
    </Anchor>
  );
}
