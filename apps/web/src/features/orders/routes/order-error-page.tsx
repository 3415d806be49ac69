import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { OrderLoader } from '../components/order-loader';

/** /orders/{order}/error-page: the payment was denied or the window passed, so the order was cancelled. */
export function Component() {
  const { t } = useTranslation('orders');
  return (
    <OrderLoader>
      {(order) => (
        <Stack align="center" ta="center" gap="md" py="xl">
          <IconCircleX size={64} color="var(--mantine-color-red-6)" />
          <PageTitle>
            {order.payment_status === 'cancelled' ? t('error.cancelled_title') : t('error.title')}
          </PageTitle>
          <Text size="lg">
            {order.payment_status === 'cancelled'
              ? (order.status_reason ?? t('error.cancelled'))
              : t('error.cannot_pay')}
          </Text>
          <Group justify="center">
            <Button component={Link} to={`/orders/${order.id}/show`} variant="default">
              {t('success.see_order')}
            </Button>
            <Button component={Link} to="/Cart">
              {t('error.back_to_cart')}
            </Button>
          </Group>
        </Stack>
      )}
    </OrderLoader>
  );
}
