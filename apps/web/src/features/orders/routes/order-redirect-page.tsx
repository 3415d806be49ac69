import { Loader, Stack, Text } from '@mantine/core';
import type { Order } from '@shop/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifyError } from '../../../lib/notify';
import { useTakeApprovedPayment } from '../api/online-payment';
import { OrderLoader } from '../components/order-loader';

const CHECK_EVERY_MS = 5_000;

/**
 * Back from PayPal (`?token=…&PayerID=…`): the buyer approved, so the shop takes the money now, once. PayPal's
 * event, not this call, then says the order is paid.
 */
function useTakeApprovalOnReturn(orderId: number) {
  const [params] = useSearchParams();
  const take = useTakeApprovedPayment(orderId);
  const asked = useRef(false);
  const token = params.get('token');
  const approved = token !== null && params.has('PayerID');
  useEffect(() => {
    if (!approved || asked.current) return;
    asked.current = true;
    take.mutateAsync({ provider: 'paypal', token }).catch(notifyError);
  }, [approved, token, take]);
}

/** Sends the shopper on as soon as the payment's outcome is known. */
function Outcome({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  useTakeApprovalOnReturn(order.id);
  useEffect(() => {
    if (order.payment_status === 'paid') void navigate(`/orders/${order.id}/success-page`, { replace: true });
    else if (order.payment_status === 'cancelled' || !order.can_pay)
      void navigate(`/orders/${order.id}/error-page`, { replace: true });
  }, [order, navigate]);
  return (
    <Stack align="center" ta="center" py="xl">
      <Loader />
      <PageTitle>{t('redirect.title')}</PageTitle>
      <Text c="dimmed">{t('redirect.text', { id: order.order_id })}</Text>
    </Stack>
  );
}

/**
 * /orders/{order}/redirect-page: where a payment comes back to. It asks for the order every few seconds until the
 * payment is paid (success page) or the order can no longer be paid (error page).
 */
export function Component() {
  return <OrderLoader refetchInterval={CHECK_EVERY_MS}>{(order) => <Outcome order={order} />}</OrderLoader>;
}
