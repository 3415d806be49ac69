import { Stack } from '@mantine/core';
import type { Order } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { useOrder } from '../api/order-queries';

/**
 * The order named by the route's `:order`, or the loading and failure states. Another user's order answers 404 on
 * the server (the order-owner check), which throws to the route's error page: "Page Not Found".
 */
export function OrderLoader({
  children,
  refetchInterval,
}: {
  children: (order: Order) => ReactNode;
  refetchInterval?: number | false;
}) {
  const { t } = useTranslation('orders');
  const id = Number(useParams().order);
  const query = useOrder(id, { refetchInterval: refetchInterval ?? false });
  if (query.error instanceof ApiError && query.error.status === 404) throw query.error;
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return <QueryError error={query.error} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  return (
    <Stack maw={960} mx="auto" w="100%">
      {children(query.data)}
    </Stack>
  );
}
