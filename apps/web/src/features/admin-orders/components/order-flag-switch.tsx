import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminOrder } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { notifySuccess } from '../../../lib/notify';
import { type OrderFlag, useSetOrderFlag } from '../api/order-actions';

interface OrderFlagSwitchProps {
  order: AdminOrder;
  flag: OrderFlag;
  disabled: boolean;
}

/**
 * Contacted or dispatched, saved as soon as it is flipped. While the call runs the switch shows the new value;
 * on failure it falls back to the order's own, which did not change.
 */
export function OrderFlagSwitch({ order, flag, disabled }: OrderFlagSwitchProps) {
  const { t } = useTranslation('admin-order');
  const save = useSetOrderFlag(order.id, flag);
  const checked = save.isPending && save.variables !== undefined ? save.variables : order[flag];
  // The server refuses to dispatch a cancelled order (its units are back on sale); undoing a dispatch stays open.
  const closed = flag === 'dispatched' && order.status.role === 'cancelled' && !order.dispatched;

  return (
    <Switch
      label={t(`flags.${flag}`)}
      description={closed ? t('flags.dispatched_cancelled') : undefined}
      checked={checked}
      disabled={disabled || closed || save.isPending}
      onChange={(event) =>
        save.mutate(event.currentTarget.checked, {
          onSuccess: (reply) => notifySuccess(reply.message),
          // SPEC §8 names this failure; the server's words say why.
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t(`flags.${flag}_failed`),
              message: errorMessage(error),
            }),
        })
      }
    />
  );
}
