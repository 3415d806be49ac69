import { Button } from '@mantine/core';
import type { Order } from '@shop/contracts';
import { IconCreditCardPay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';
import { useStartOnlinePayment } from '../api/online-payment';

/**
 * Sends the shopper to the payment provider's checkout for what the order owes; the provider brings them back to
 * the order's redirect page, which waits for the provider's word.
 */
export function PayOnlineButton({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const start = useStartOnlinePayment(order.id);
  if (!order.online_payment) return null;
  const go = async () => {
    try {
      window.location.assign((await start.mutateAsync()).url);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Button
      leftSection={<IconCreditCardPay size={18} />}
      loading={start.isPending}
      onClick={() => void go()}
      w="fit-content"
    >
      {t('online.pay')}
    </Button>
  );
}
