import { type MyOrderListReply, ORDER_PATHS, type Order } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const orderKeys = {
  all: ['orders'] as const,
  mineAll: () => [...orderKeys.all, 'mine'] as const,
  mine: (page: number) => [...orderKeys.mineAll(), page] as const,
  one: (id: number) => [...orderKeys.all, 'one', id] as const,
};

export const orderPath = (id: number) => ORDER_PATHS.one.replace(':id', String(id));

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) => api<Order>(orderPath(id), { signal }),
  });

export function useOrder(id: number, options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...orderQuery(id), refetchInterval: options.refetchInterval ?? false });
}

export function useMyOrders(page: number) {
  return useQuery({
    queryKey: orderKeys.mine(page),
    queryFn: ({ signal }) =>
      api<MyOrderListReply>(ORDER_PATHS.mine, { query: { page, per_page: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}
