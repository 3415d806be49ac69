import { Anchor, Badge, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SalesFigures } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { coinNote } from '../../../lib/coin-note';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import {
  useDashboardOrders,
  useDashboardReservations,
  useDashboardReviews,
  useDashboardSales,
  useDashboardStock,
} from '../api/reports';
import { DashboardCard } from './dashboard-card';
import { ProfitCard } from './profit-card';
import { SetupStepsCard } from './setup-steps-card';

function SalesLines({ label, figures }: { label: string; figures: SalesFigures[] }) {
  const { t } = useTranslation('admin-reports');
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {figures.length === 0 ? (
        <Text>{t('dashboard.no_sales')}</Text>
      ) : (
        figures.map((f) => (
          <Group key={f.coin} gap="xs" align="baseline">
            <Text fz="xl" fw={700}>
              {f.net_formatted}
            </Text>
            <Text size="sm">
              {coinNote(f.net_formatted, f.coin)}
              {t('dashboard.orders_count', { count: f.orders })}
            </Text>
          </Group>
        ))
      )}
    </div>
  );
}

/** The products list narrowed to what the stock card counts: active products at or under their minimum (decision 096). */
const LOW_STOCK_LIST = '/admin/products/list?stock=low&active=true';

/** The back office's first screen above its areas: a new shop's first steps, then its figures. */
export function DashboardCards() {
  const canSetup = userCan(useCurrentUser(), ['read_settings']);
  return (
    <Stack gap="lg">
      {canSetup && <SetupStepsCard />}
      <DashboardFigures />
    </Stack>
  );
}

/**
 * The back office's figures (issue 19 §2): today's and this month's sales per coin, what they left (decision 111),
 * open orders per status, products at their minimum, reviews and wholesale reservations waiting; each card only for a
 * user whose permissions open it, each a link to its list.
 */
function DashboardFigures() {
  const { t } = useTranslation('admin-reports');
  const locale = useLocale();
  const user = useCurrentUser();
  const canSales = userCan(user, ['read_reports', 'read_for_sale_reports']);
  const canProfit = userCan(user, ['read_reports', 'read_for_sold_products']);
  const canOrders = userCan(user, ['read_orders']);
  const canStock = userCan(user, ['read_products']);
  const canReviews = userCan(user, ['rating_products']);
  const canReservations = userCan(user, ['read_store_requests']);
  const sales = useDashboardSales(canSales).data;
  const orders = useDashboardOrders(canOrders).data;
  const stock = useDashboardStock(canStock).data;
  const reviews = useDashboardReviews(canReviews).data;
  const reservations = useDashboardReservations(canReservations).data;
  if (!canSales && !canProfit && !canOrders && !canStock && !canReviews && !canReservations) return null;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      {canSales && sales && (
        <DashboardCard
          title={t('dashboard.sales_title')}
          link={
            <Anchor component={Link} to="/admin/reports/sale" size="sm">
              {t('dashboard.sales_link')}
            </Anchor>
          }
        >
          <Stack gap="xs">
            <SalesLines label={t('dashboard.today')} figures={sales.today} />
            <SalesLines label={t('dashboard.month')} figures={sales.month} />
          </Stack>
        </DashboardCard>
      )}
      {canProfit && <ProfitCard />}
      {canOrders && orders && (
        <DashboardCard
          title={t('dashboard.orders_title')}
          link={
            <Anchor component={Link} to="/admin/orders" size="sm">
              {t('dashboard.orders_link')}
            </Anchor>
          }
        >
          <Stack gap={6}>
            {orders.by_status.map((status) => (
              <Group key={status.id} justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={`/admin/orders?status_id=${status.id}`} size="sm">
                  {status.name}
                </Anchor>
                <Badge color={status.color} variant="light">
                  {formatNumber(status.count, locale, 0)}
                </Badge>
              </Group>
            ))}
            <Text size="sm" c={orders.expiring_unpaid ? 'red' : 'dimmed'}>
              {orders.expiring_unpaid
                ? t('dashboard.expiring', { count: orders.expiring_unpaid })
                : t('dashboard.none_expiring')}
            </Text>
            {/* Payments that wait for someone to look at them, each a link to its list. */}
            {orders.receipts_pending > 0 && (
              <Anchor component={Link} to="/admin/orders?receipt=pending" size="sm">
                {t('dashboard.receipts_pending', { count: orders.receipts_pending })}
              </Anchor>
            )}
            {orders.refunds_due > 0 && (
              <Anchor component={Link} to="/admin/orders?refund=due" size="sm">
                {t('dashboard.refunds_due', { count: orders.refunds_due })}
              </Anchor>
            )}
            {/* Customers who wrote about an order and wait for an answer (decision 107). */}
            {orders.messages_waiting > 0 && (
              <Anchor component={Link} to="/admin/orders?messages=waiting" size="sm">
                {t('dashboard.messages_waiting', { count: orders.messages_waiting })}
              </Anchor>
            )}
            {orders.card_refunds_due > 0 && (
              <Anchor component={Link} to="/admin/sales_buy_card?refund=due" size="sm">
                {t('dashboard.card_refunds_due', { count: orders.card_refunds_due })}
              </Anchor>
            )}
            {orders.card_sales_pending > 0 && (
              <Anchor component={Link} to="/admin/sales_buy_card?status=pending&settled_by=staff" size="sm">
                {t('dashboard.card_sales_pending', { count: orders.card_sales_pending })}
              </Anchor>
            )}
          </Stack>
        </DashboardCard>
      )}
      {canStock && stock && (
        <DashboardCard
          title={t('dashboard.stock_title')}
          link={
            <Anchor component={Link} to={LOW_STOCK_LIST} size="sm">
              {t('dashboard.stock_link')}
            </Anchor>
          }
        >
          {stock.total === 0 ? (
            <Text size="sm">{t('dashboard.stock_none')}</Text>
          ) : (
            <List size="sm" spacing={4}>
              {stock.low_availability.map((product) => (
                <List.Item key={product.slug}>
                  <Anchor component={Link} to={`/admin/products/${product.slug}/edit`} size="sm">
                    {product.name}
                  </Anchor>{' '}
                  <Text span size="sm" c={product.availability === 0 ? 'red' : 'dimmed'}>
                    {product.availability === 0
                      ? t('dashboard.stock_out')
                      : t('dashboard.stock_left', { count: product.availability })}
                  </Text>
                </List.Item>
              ))}
              {stock.total > stock.low_availability.length && (
                <List.Item>
                  <Anchor component={Link} to={LOW_STOCK_LIST} size="sm">
                    {t('dashboard.stock_more', { count: stock.total - stock.low_availability.length })}
                  </Anchor>
                </List.Item>
              )}
            </List>
          )}
        </DashboardCard>
      )}
      {canReviews && reviews && (
        <DashboardCard
          title={t('dashboard.reviews_title')}
          link={
            <Anchor component={Link} to="/admin/reviews" size="sm">
              {t('dashboard.reviews_link')}
            </Anchor>
          }
        >
          <Text fz={32} fw={700}>
            {formatNumber(reviews.pending, locale, 0)}
          </Text>
          {reviews.unanswered > 0 && (
            <Anchor component={Link} to="/admin/reviews?reply=unanswered" size="sm">
              {t('dashboard.reviews_unanswered', { count: reviews.unanswered })}
            </Anchor>
          )}
        </DashboardCard>
      )}
      {canReservations && reservations && (
        <DashboardCard
          title={t('dashboard.reservations_title')}
          link={
            <Anchor component={Link} to="/admin/reservations?status=pending" size="sm">
              {t('dashboard.reservations_link')}
            </Anchor>
          }
        >
          <Text fz={32} fw={700}>
            {formatNumber(reservations.pending, locale, 0)}
          </Text>
        </DashboardCard>
      )}
    </SimpleGrid>
  );
}
