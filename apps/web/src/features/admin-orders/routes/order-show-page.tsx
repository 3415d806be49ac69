import { Grid, Skeleton, Stack, Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordNotFound } from '../../../components/admin-kit';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { useAdminOrder } from '../api/get-order';
import { adminOrderScreens } from '../api/order-keys';
import { CustomerCard } from '../components/customer-card';
import { DeliveryCard } from '../components/delivery-card';
import { ExchangeRatesCard } from '../components/exchange-rates-card';
import { InvoiceCard } from '../components/invoice-card';
import { OrderActionsPanel } from '../components/order-actions-panel';
import { OrderHeader } from '../components/order-header';
import { OrderLinesCard } from '../components/order-lines-card';
import { OrderMessagesCard } from '../components/order-messages-card';
import { OrderNotesCard } from '../components/order-notes-card';
import { OrderProfitCard } from '../components/order-profit-card';
import { PaymentCard } from '../components/payment-card';
import { ReceiptsCard } from '../components/receipts-card';
import { RecipientsCard } from '../components/recipients-card';
import { SectionCard } from '../components/section-card';
import { StatusHistory } from '../components/status-history';

/**
 * /admin/orders/:order/show. SPEC §6 exempts this path from the route-permission redirect (a link to an order
 * must open for whoever was sent it), so the API's read_orders check is what stands: its 403 shows here.
 */
export function Component() {
  const { t } = useTranslation('admin-order');
  const id = Number(useParams().order);
  // The theme's breakpoints, md measured on the page at 56em: a lines' table of 600 px beside 300 px of actions.
  const besideThePage = { ...useMantineTheme().breakpoints, md: '56em' };
  const order = useAdminOrder(id);

  if (order.error instanceof ApiError && order.error.status === 404)
    return (
      <RecordNotFound
        title={t('not_found.title')}
        description={t('not_found.description')}
        backTo={adminOrderScreens.list}
        backLabel={t('not_found.back')}
      />
    );
  if (order.isError)
    return <QueryError error={order.error} retryLabel={t('retry')} onRetry={() => order.refetch()} />;
  if (!order.data) return <Skeleton height={480} data-testid="order-skeleton" />;

  const data = order.data;
  return (
    <Stack gap="md">
      <OrderHeader order={data} />
      {/* The actions go beside the order by the page's own width, not the screen's: beside the sidebar at 1024 px the
          lines' table kept 480 px and hid its prices and totals. */}
      <Grid gap="md" type="container" breakpoints={besideThePage}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <OrderLinesCard order={data} />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Stack gap="md">
                  <CustomerCard customer={data.customer} placedBy={data.placed_by} />
                  <RecipientsCard order={data} />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Stack gap="md">
                  <DeliveryCard order={data} />
                  <PaymentCard order={data} />
                  <ReceiptsCard order={data} />
                </Stack>
              </Grid.Col>
            </Grid>
            {data.note && (
              <SectionCard title={t('show.note')}>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {data.note}
                </Text>
              </SectionCard>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <OrderActionsPanel order={data} />
            <OrderMessagesCard order={data} />
            <OrderNotesCard order={data} />
            <InvoiceCard order={data} />
            <OrderProfitCard order={data} />
            <StatusHistory history={data.history} />
            <ExchangeRatesCard rates={data.exchange_rates} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
