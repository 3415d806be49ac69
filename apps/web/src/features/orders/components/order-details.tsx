import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type Locale, type Order, type OrderRecipientReply, streetLine } from '@shop/contracts';
import { IconInfoCircle, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { StackedTable } from '../../../components/stacked-table';
import { formatDateTime, formatKm, formatNumber } from '../../../lib/format';
import { readablePhone } from '../../../lib/readable-phone';
import { useReaderTimeZone } from '../../../lib/reader-time-zone';
import { CancelOrderButton } from './cancel-order-button';
import { InvoiceLink } from './invoice-link';
import { OrderBadges } from './order-badges';
import classes from './order-details.module.css';
import { OrderMessages } from './order-messages';
import { PaidAndDue } from './paid-and-due';
import { PayOnlineButton } from './pay-online-button';
import { PayWithCardButton } from './pay-with-card-button';
import { PaymentDeadline } from './payment-deadline';
import { ReorderButton } from './reorder-button';
import { TransferDetails } from './transfer-details';

function Recipient({ recipient }: { recipient: OrderRecipientReply }) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap={2}>
      <Text fw={600}>
        {recipient.name} {recipient.last_name}
      </Text>
      <Text size="sm">{readablePhone(recipient.phone)}</Text>
      <Text size="sm">{streetLine(recipient, t)}</Text>
      {recipient.address && (
        <Text size="sm" c="dimmed">
          {recipient.address}
        </Text>
      )}
      <Text size="sm">
        {recipient.municipality_name ?? recipient.municipality},{' '}
        {recipient.province_name ?? recipient.province}
      </Text>
      {recipient.point_of_reference && (
        <Text size="sm" c="dimmed">
          {recipient.point_of_reference}
        </Text>
      )}
    </Stack>
  );
}

/** Everything a shopper needs to know about one order: what, how much, where, how to pay, and where it stands. */
export function OrderDetails({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const locale = i18n.language as Locale;
  // The shopper's own clock: "pagar antes de las 18:00" is a time they act on where they are.
  const timeZone = useReaderTimeZone();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <PageTitle>{t('show.title', { id: order.order_id })}</PageTitle>
          <Text c="dimmed">
            {t('show.placed', { date: formatDateTime(order.created_at, locale, timeZone) })}
          </Text>
          {order.placed_by_staff && (
            <Text c="dimmed" size="sm">
              {t('show.placed_by_staff')}
            </Text>
          )}
        </div>
        <OrderBadges order={order} />
      </Group>
      <Group gap="sm">
        <InvoiceLink orderId={order.id} />
        {/* Printed, the page is the order alone: the store's header, footer and buttons stay off the paper. */}
        <Button
          variant="default"
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => window.print()}
          w="fit-content"
        >
          {t('show.print')}
        </Button>
        <ReorderButton order={order} />
        <CancelOrderButton order={order} />
      </Group>
      {order.status_reason && (
        <Alert icon={<IconInfoCircle size={18} />} title={t('show.status_reason')}>
          {order.status_reason}
        </Alert>
      )}

      <Paper withBorder p="md">
        <StackedTable minWidth={480} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lines.product')}</Table.Th>
              <Table.Th ta="right">{t('lines.quantity')}</Table.Th>
              <Table.Th ta="right">{t('lines.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td data-label={t('lines.product')}>
                  {/* One box, so a phone's card shows the name over its details beside the column's label. */}
                  <div>
                    <Text fw={500}>{line.name}</Text>
                    <Text size="xs" c="dimmed">
                      {[line.variant, line.sku, line.offer_name].filter(Boolean).join(' · ')}
                    </Text>
                  </div>
                </Table.Td>
                <Table.Td ta="right" data-label={t('lines.quantity')}>
                  {formatNumber(line.quantity, locale, 0)}
                </Table.Td>
                <Table.Td ta="right" data-label={t('lines.total')}>
                  {line.line_total_formatted}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
        <Divider my="sm" />
        <Stack gap={4} maw={320} ml="auto">
          <Group justify="space-between">
            <Text>{t('amounts.subtotal')}</Text>
            <Text>{order.amounts.subtotal_formatted}</Text>
          </Group>
          {order.amounts.discount && (
            <Group justify="space-between" wrap="nowrap">
              <Text c="green">{t('amounts.discount', { name: order.amounts.discount.name })}</Text>
              <Text
                c="green"
                style={{ whiteSpace: 'nowrap' }}
              >{`−${order.amounts.discount.amount_formatted}`}</Text>
            </Group>
          )}
          <Group justify="space-between">
            <Text>{t('amounts.shipment')}</Text>
            <Text>{order.amounts.shipment_formatted}</Text>
          </Group>
          <Group justify="space-between">
            <Text c="dimmed" size="sm">
              {t('amounts.tax')}
            </Text>
            <Text c="dimmed" size="sm">
              {order.amounts.tax_formatted}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700}>{t('amounts.to_pay')}</Text>
            <Text fw={700}>{order.amounts.to_pay_formatted}</Text>
          </Group>
          <PaidAndDue order={order} />
        </Stack>
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t(order.delivery_method === 'home' ? 'delivery.home' : 'delivery.pickup')}
            </Title>
            {order.pickup_point && (
              <Stack gap={2}>
                <Text fw={600}>{order.pickup_point.name}</Text>
                <Text size="sm">{order.pickup_point.address}</Text>
              </Stack>
            )}
            {order.recipient && <Recipient recipient={order.recipient} />}
            {order.alternative_recipient && (
              <>
                <Text size="sm" c="dimmed">
                  {t('delivery.alternative')}
                </Text>
                <Recipient recipient={order.alternative_recipient} />
              </>
            )}
            {order.shipment_distance !== null && (
              <Text size="sm" c="dimmed">
                {t('delivery.distance', { distance: formatKm(order.shipment_distance, locale) })}
              </Text>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('payment.title')}
            </Title>
            <Text fw={600}>{order.pay_form.name}</Text>
            {/* How to pay, while it is still to be paid: on a paid or cancelled order it would ask for money again. */}
            {order.payment_status === 'pending' && order.pay_form.instructions && (
              <Text size="sm">{order.pay_form.instructions}</Text>
            )}
            {order.pay_form.code === 'transfer' && <TransferDetails order={order} />}
            <PaymentDeadline order={order} />
            {order.paid_at && (
              <Text size="sm" c="green">
                {t('payment.paid_at', { date: formatDateTime(order.paid_at, locale, timeZone) })}
              </Text>
            )}
            {order.payments.length > 0 && (
              <Stack gap={2}>
                {order.payments.map((payment) => (
                  <Text key={payment.id} size="sm">
                    {t(`payment.method.${payment.method}`, { reference: payment.reference ?? '' })}
                    {payment.refunded_at
                      ? ` (${t('payment.refunded', { date: formatDateTime(payment.refunded_at, locale, timeZone) })})`
                      : payment.refund_due
                        ? ` (${t('payment.refund_due')})`
                        : ''}
                    {': '}
                    {payment.amount_formatted} · {formatDateTime(payment.created_at, locale, timeZone)}
                  </Text>
                ))}
              </Stack>
            )}
            <PayOnlineButton order={order} />
            <PayWithCardButton order={order} />
            {order.note && (
              <>
                <Text size="sm" c="dimmed">
                  {t('show.note')}
                </Text>
                <Text size="sm">{order.note}</Text>
              </>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>
      {/* The conversation with the shop about the order (decisions 106, 107). */}
      <OrderMessages order={order} />
      <Group className={classes.onScreenOnly}>
        <Anchor component={Link} to="/Profile/Orders">
          {t('show.all_orders')}
        </Anchor>
        <Anchor component={Link} to="/store">
          {t('show.keep_shopping')}
        </Anchor>
      </Group>
    </Stack>
  );
}
