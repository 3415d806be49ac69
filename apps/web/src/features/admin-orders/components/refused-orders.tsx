import { Alert, Anchor, List } from '@mantine/core';
import type { OrdersStatusChangedReply } from '@shop/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminOrderScreens } from '../api/order-keys';

/** The orders a status change for many left as they were, each with why and a way to it (decision 100). */
export function RefusedOrders({
  refused,
  onDismiss,
}: {
  refused: OrdersStatusChangedReply['refused'];
  onDismiss: () => void;
}) {
  const { t } = useTranslation('admin-order');
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('status_change_many.refused', { count: refused.length })}
      withCloseButton
      closeButtonLabel={t('status_change_many.dismiss')}
      onClose={onDismiss}
    >
      <List size="sm" spacing={2}>
        {refused.map((order) => (
          <List.Item key={order.id}>
            <Anchor component={Link} to={adminOrderScreens.show(order.id)} ff="monospace" size="sm">
              {order.order_id}
            </Anchor>
            {': '}
            {order.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
