import { Divider, Stack, Text } from '@mantine/core';
import type { AdminOrder } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { OrderFlagSwitch } from './order-flag-switch';
import { PaymentActions } from './payment-actions';
import { SectionCard } from './section-card';
import { StatusChangeForm } from './status-change-form';

/** What staff may do to the order, as far as their permissions go (the server checks them again). */
export function OrderActionsPanel({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-order');
  const user = useCurrentUser();
  const canChangeStatus = userCan(user, ['change_status_orders']);
  const canUpdate = userCan(user, ['update_orders']);

  return (
    <SectionCard title={t('actions.title')} printed={false}>
      {canChangeStatus && <StatusChangeForm order={order} />}
      {canChangeStatus && <Divider />}
      <Stack gap="sm">
        <OrderFlagSwitch order={order} flag="contacted" disabled={!canUpdate} />
        <OrderFlagSwitch order={order} flag="dispatched" disabled={!canUpdate} />
      </Stack>
      {canUpdate && <PaymentActions order={order} />}
      {!canChangeStatus && !canUpdate && (
        <Text size="sm" c="dimmed">
          {t('actions.read_only')}
        </Text>
      )}
    </SectionCard>
  );
}
