import { Button } from '@mantine/core';
import { type OrdersStatusChangedReply, PICKING_LIST_PATHS } from '@shop/contracts';
import { IconClipboardList, IconStatusChange } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { BulkStatusDialog } from './bulk-status-dialog';

// What a status change left undone comes in this chunk too: the list fetches one chunk for both.
export { RefusedOrders } from './refused-orders';

/**
 * What staff do with the orders selected in the list: their picking list (decision 101), and, with
 * change_status_orders, one status for all (decision 100). Loaded with the first selection, not with the list.
 */
export function OrdersBulkActions({
  ids,
  onStatusChanged,
}: {
  ids: number[];
  onStatusChanged: (reply: OrdersStatusChangedReply) => void;
}) {
  const { t } = useTranslation('admin-order');
  const canChangeStatus = userCan(useCurrentUser(), ['change_status_orders']);
  const [changing, setChanging] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={`${PICKING_LIST_PATHS.screen}?ids=${[...ids].sort((a, b) => a - b).join(',')}`}
        leftSection={<IconClipboardList size={16} />}
      >
        {t('bulk.picking')}
      </Button>
      {canChangeStatus && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconStatusChange size={16} />}
          onClick={() => setChanging(true)}
        >
          {t('bulk.change_status')}
        </Button>
      )}
      {changing && <BulkStatusDialog ids={ids} onClose={() => setChanging(false)} onDone={onStatusChanged} />}
    </>
  );
}
