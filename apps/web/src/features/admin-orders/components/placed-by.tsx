import { Anchor } from '@mantine/core';
import type { AdminOrderListItem, AdminOrdersQuery } from '@shop/contracts';
import { IconHeadset } from '@tabler/icons-react';
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
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconHeadset size={14} aria-hidden />
      {t('columns.placed_by', { name: staff.name })}
    </Anchor>
  );
}
