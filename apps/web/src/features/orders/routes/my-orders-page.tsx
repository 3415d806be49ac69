import { Anchor, Badge, Button, Group, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { LIST_PAGE_MAX, type Locale } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { PastTheEnd } from '../../../components/past-the-end';
import { QueryError } from '../../../components/query-error';
import { formatDateTime } from '../../../lib/format';
import { pastTheEnd } from '../../../lib/past-the-end';
import { useReaderTimeZone } from '../../../lib/reader-time-zone';
import { wholeNumber } from '../../../lib/url-values';
import { useMyOrders } from '../api/order-queries';
import { OrderBadges } from '../components/order-badges';

/** /Profile/Orders: the shopper's orders, newest first, the page kept in the URL. */
export function Component() {
  const { t, i18n } = useTranslation('orders');
  const [params, setParams] = useSearchParams();
  // The page as the API reads it; one it would refuse (`?page=999999999`) is the first.
  const page = wholeNumber(params.get('page'), 1, LIST_PAGE_MAX) ?? 1;
  const query = useMyOrders(page);
  const timeZone = useReaderTimeZone();

  return (
    <Stack maw={880} mx="auto" w="100%" gap="lg">
      <PageTitle>{t('mine.title')}</PageTitle>
      {query.isPending && <Skeleton h={120} />}
      {query.isError && (
        <QueryError error={query.error} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      )}
      {query.data && pastTheEnd(query.data.meta) && (
        <PastTheEnd meta={query.data.meta} onFirstPage={() => setParams({})} />
      )}
      {query.data && query.data.data.length === 0 && !pastTheEnd(query.data.meta) && (
        <Paper withBorder p="xl" ta="center">
          <Stack align="center">
            <Text>{t('mine.empty')}</Text>
            <Button component={Link} to="/store">
              {t('show.keep_shopping')}
            </Button>
          </Stack>
        </Paper>
      )}
      {query.data?.data.map((order) => (
        <Paper key={order.id} withBorder p="md" component="article" aria-label={order.order_id}>
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Anchor component={Link} to={`/orders/${order.id}/show`} fw={700}>
                {order.order_id}
              </Anchor>
              <Text size="sm" c="dimmed">
                {formatDateTime(order.created_at, i18n.language as Locale, timeZone)} ·{' '}
                {t('mine.items', { count: order.items_count })} ·{' '}
                {t(order.delivery_method === 'home' ? 'delivery.home' : 'delivery.pickup')}
              </Text>
            </Stack>
            {/* At the right edge also when a phone wraps it under the date. */}
            <Stack gap={4} align="flex-end" ml="auto">
              <Text fw={700}>{order.to_pay_formatted}</Text>
              <OrderBadges order={order} />
              {order.unread_messages > 0 && (
                <Badge color="blue" variant="filled" tt="none">
                  {t('mine.unread', { count: order.unread_messages })}
                </Badge>
              )}
            </Stack>
          </Group>
        </Paper>
      ))}
      {query.data && query.data.meta.last_page > 1 && !pastTheEnd(query.data.meta) && (
        <Pagination
          value={page}
          total={query.data.meta.last_page}
          onChange={(next) => setParams({ page: String(next) })}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        />
      )}
    </Stack>
  );
}
