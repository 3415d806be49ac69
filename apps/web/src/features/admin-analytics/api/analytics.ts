import {
  type AccessesReply,
  ANALYTICS_PATHS,
  type AnalyticsQuery,
  type NewUsersReply,
  type PagesMostVisitedReply,
  type ProductTopReply,
  type SalesBehaviourReply,
  type VisitsReply,
} from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Each partial asks for its own figures: a screen shows what arrived while the rest is on its way. */
function useAnalytics<T>(name: keyof typeof ANALYTICS_PATHS, query: AnalyticsQuery) {
  return useQuery({
    queryKey: ['admin-analytics', name, query],
    queryFn: ({ signal }) => api<T>(ANALYTICS_PATHS[name], { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useAccesses = (query: AnalyticsQuery) => useAnalytics<AccessesReply>('accesses', query);
export const useNewUsers = (query: AnalyticsQuery) => useAnalytics<NewUsersReply>('newUsers', query);
export const useVisits = (query: AnalyticsQuery) => useAnalytics<VisitsReply>('visits', query);
export const usePagesMostVisited = (query: AnalyticsQuery) =>
  useAnalytics<PagesMostVisitedReply>('pagesMostVisited', query);
export const useProductsMostVisited = (query: AnalyticsQuery) =>
  useAnalytics<ProductTopReply>('productsMostVisited', query);
export const useProductsAggregatedCart = (query: AnalyticsQuery) =>
  useAnalytics<ProductTopReply>('productsAggregatedCart', query);
export const useProductsMostSold = (query: AnalyticsQuery) =>
  useAnalytics<ProductTopReply>('productsMostSold', query);
export const useSalesBehaviour = (query: AnalyticsQuery) =>
  useAnalytics<SalesBehaviourReply>('salesBehaviour', query);
