import { Button } from '@mantine/core';
import type { Order } from '@shop/contracts';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifySuccess } from '../../../lib/notify';
import { useCancelOrder } from '../api/cancel-order';

/**
 * "Cancelar pedido", while the order is new and nothing is paid (`can_cancel`): for an order placed by mistake, which
 * otherwise waits for its payment window to end or for a call to the shop. Asked once more before it is done.
 */
export function CancelOrderButton({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder(order.id);
  if (!order.can_cancel) return null;
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconX size={18} aria-hidden />}
        onClick={() => setAsking(true)}
        w="fit-content"
      >
        {t('cancel.open')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('cancel.title', { id: order.order_id })}
        message={t('cancel.message')}
        confirmLabel={t('cancel.confirm')}
        dismissLabel={t('cancel.keep')}
        onConfirm={() => cancel.mutateAsync().then((reply) => notifySuccess(reply.message))}
        onDone={() => setAsking(false)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
