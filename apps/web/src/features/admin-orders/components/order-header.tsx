import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { AdminOrder } from '@shop/contracts';
import { IconArrowLeft, IconInfoCircle, IconPrinter, IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { adminOrderScreens } from '../api/order-keys';
import { PaymentBadge } from './order-badges';

export function OrderHeader({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-order');
  const locale = useLocale();
  const canTakeOrders = userCan(useCurrentUser(), ['update_orders']);
  return (
    <Stack gap="sm">
      <Group justify="space-between" data-no-print>
        <Anchor component={Link} to={adminOrderScreens.list} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            {t('show.back')}
          </Group>
        </Anchor>
        <Group gap="xs">
          {/* The customer's usual order, taken again at today's prices (decision 098). */}
          {canTakeOrders && order.customer && (
            <Button
              component={Link}
              to={`${adminOrderScreens.create}?from=${order.id}`}
              variant="default"
              size="xs"
              leftSection={<IconRepeat size={16} aria-hidden />}
            >
              {t('show.repeat')}
            </Button>
          )}
          {/* The page prints as a packing sheet: without the header, sidebar, these links or actions (admin-globals.css). */}
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            {t('show.print')}
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" align="flex-start">
        <div>
          <PageTitle fz="h2">{t('show.title', { id: order.order_id })}</PageTitle>
          <Text c="dimmed" size="sm">
            {t('show.placed', { date: formatDateTime(order.created_at, locale) })}
          </Text>
        </div>
        <Group gap="xs">
          <OrderStatusBadge status={order.status} />
          <PaymentBadge status={order.payment_status} returned={order.payment_returned} />
          {order.wholesale && (
            <Badge variant="outline" tt="none">
              {t('show.wholesale')}
            </Badge>
          )}
          {order.stock_discounted && (
            <Badge variant="outline" color="gray" tt="none">
              {t('show.stock_discounted')}
            </Badge>
          )}
        </Group>
      </Group>
      {order.status_reason && (
        <Alert icon={<IconInfoCircle size={18} />} title={t('show.status_reason')}>
          {order.status_reason}
        </Alert>
      )}
    </Stack>
  );
}
