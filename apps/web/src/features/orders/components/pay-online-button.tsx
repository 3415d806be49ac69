import { Button, Group } from '@mantine/core';
import type { OnlineProvider, Order } from '@shop/contracts';
import { IconBrandPaypal, IconCreditCardPay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';
import { useStartOnlinePayment } from '../api/online-payment';

const ICONS: Record<OnlineProvider, typeof IconCreditCardPay> = {
  stripe: IconCreditCardPay,
  paypal: IconBrandPaypal,
};

/**
 * One button per enabled provider: it sends the shopper to the provider's checkout for what the order owes; the
 * provider brings them back to the order's redirect page, which waits for the provider's word.
 */
export function PayOnlineButton({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const start = useStartOnlinePayment(order.id);
  if (order.online_providers.length === 0) return null;
  const go = async (provider: OnlineProvider) => {
    try {
      window.location.assign((await start.mutateAsync(provider)).url);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Group gap="sm">
      {order.online_providers.map((provider) => {
        const Icon = ICONS[provider];
        return (
          <Button
            key={provider}
            variant={provider === 'paypal' ? 'default' : 'filled'}
            leftSection={<Icon size={18} />}
            loading={start.isPending && start.variables === provider}
            disabled={start.isPending && start.variables !== provider}
            onClick={() => void go(provider)}
          >
            {t(`online.pay_${provider}`)}
          </Button>
        );
      })}
    </Group>
  );
}
