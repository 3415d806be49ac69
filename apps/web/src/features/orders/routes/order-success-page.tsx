import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { OrderLoader } from '../components/order-loader';
import { PayOnlineButton } from '../components/pay-online-button';
import { PayWithCardButton } from '../components/pay-with-card-button';
import { PaymentDeadline } from '../components/payment-deadline';
import { TransferDetails } from '../components/transfer-details';

/** /orders/{order}/success-page: where the checkout lands once the order exists. */
export function Component() {
  const { t } = useTranslation('orders');
  return (
    <OrderLoader>
      {(order) => (
        <Stack align="center" ta="center" gap="md" py="xl">
          <IconCircleCheck size={64} color="var(--mantine-color-green-6)" />
          <PageTitle>{t('success.title')}</PageTitle>
          <Text size="lg">{t('success.text', { id: order.order_id })}</Text>
          {order.payment_status === 'paid' ? (
            <Alert color="green">{t('payment.accepted')}</Alert>
          ) : (
            <Alert color="blue" title={order.pay_form.name} maw={560} ta="left">
              <Stack gap={4}>
                {order.pay_form.instructions && <Text size="sm">{order.pay_form.instructions}</Text>}
                <Text size="sm" fw={600}>
                  {t('success.to_pay', { amount: order.amounts.to_pay_formatted })}
                </Text>
                <PaymentDeadline order={order} />
                {order.pay_form.code === 'transfer' && <TransferDetails order={order} />}
                <PayOnlineButton order={order} />
                <PayWithCardButton order={order} />
              </Stack>
            </Alert>
          )}
          <Text c="dimmed" size="sm">
            {t('success.mail')}
          </Text>
          <Group justify="center">
            <Button component={Link} to={`/orders/${order.id}/show`}>
              {t('success.see_order')}
            </Button>
            <Button component={Link} to="/store" variant="default">
              {t('show.keep_shopping')}
            </Button>
          </Group>
        </Stack>
      )}
    </OrderLoader>
  );
}
