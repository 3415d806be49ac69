import {
  type AccountingReply,
  type AccountingReportQuery,
  type CatalogReportQuery,
  type CatalogReportReply,
  type DashboardOrdersReply,
  type DashboardProfitReply,
  type DashboardReservationsReply,
  type DashboardReviewsReply,
  type DashboardSalesReply,
  type DashboardSetupReply,
  type DashboardStockReply,
  type InventoryReportQuery,
  type InventoryReportReply,
  type MovementsReportQuery,
  type MovementsReportReply,
  type OrdersReportQuery,
  type OrdersReportReply,
  POINT_OF_SALE_PATHS,
  type PointOfSaleListReply,
  REPORT_PATHS,
  type ReportExport,
  type ReportFormat,
  reportExportFilePath,
  reportExportPath,
  type SalesReportQuery,
  type SalesReportReply,
  type SoldProductsQuery,
  type SoldProductsReply,
} from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE, api } from '../../../lib/api-client';

const reportsKey = ['admin-reports'] as const;

export function useSalesReport(query: SalesReportQuery) {
  return useQuery({
    queryKey: [...reportsKey, 'sale', query],
    queryFn: ({ signal }) => api<SalesReportReply>(REPORT_PATHS.sale, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInventoryReport(query: InventoryReportQuery) {
  return useQuery({
    queryKey: [...reportsKey, 'inventory', query],
    queryFn: ({ signal }) => api<InventoryReportReply>(REPORT_PATHS.inventory, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMovementsReport(query: MovementsReportQuery) {
  return useQuery({
    queryKey: [...reportsKey, 'movements', query],
    queryFn: ({ signal }) => api<MovementsReportReply>(REPORT_PATHS.movements, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrdersReport(query: OrdersReportQuery) {
  return useQuery({
    queryKey: [...reportsKey, 'orders', query],
    queryFn: ({ signal }) => api<OrdersReportReply>(REPORT_PATHS.orders, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAccountingReport(query: AccountingReportQuery) {
  return useQuery({
    queryKey: [...reportsKey, 'accounting', query],
    queryFn: ({ signal }) => api<AccountingReply>(REPORT_PATHS.accounting, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCatalogReport(query: CatalogReportQuery) {
  return useQuery({
    queryKey: [...reportsKey, 'catalog', query],
    queryFn: ({ signal }) => api<CatalogReportReply>(REPORT_PATHS.catalog, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSoldProducts(query: SoldProductsQuery) {
  return useQuery({
    queryKey: [...reportsKey, 'sold', query],
    queryFn: ({ signal }) => api<SoldProductsReply>(REPORT_PATHS.soldProducts, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The address of a report's file with the screen's filters (every page of a list: its page is left out). A plain
 * link: the browser downloads it with the session's cookie.
 */
/** A report's filters as its export path reads them: the list's page is not the file's business. */
function fileQuery(query: Record<string, unknown>, format: ReportFormat) {
  const params: Record<string, string> = { format };
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && name !== 'page' && name !== 'per_page') params[name] = String(value);
  return params;
}

/** Asks for a report's file (decision 036): the server queues a job and answers with it. */
export const startReportFile = (path: string, query: Record<string, unknown>, format: ReportFormat) =>
  api<ReportExport>(path, { method: 'POST', query: fileQuery(query, format) });

/** A file's job, asked again every half second until it is made or has failed. */
export function useReportFile(id: string | undefined) {
  return useQuery({
    queryKey: [...reportsKey, 'file', id],
    queryFn: ({ signal }) => api<ReportExport>(reportExportPath(id ?? ''), { signal }),
    enabled: id !== undefined,
    refetchInterval: (query) =>
      query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : 500,
  });
}

export const reportFileDownloadUrl = (id: string) => `${API_BASE}${reportExportFilePath(id)}`;

/** The points of sale to filter by (a shop has a handful). */
export function usePointNames() {
  return useQuery({
    queryKey: [...reportsKey, 'points'],
    queryFn: ({ signal }) =>
      api<PointOfSaleListReply>(POINT_OF_SALE_PATHS.list, {
        query: { per_page: 100 },
        signal,
      }),
    select: (reply) => reply.data,
    staleTime: 60_000,
  });
}

export const useDashboardSales = (enabled: boolean) =>
  useQuery({
    queryKey: [...reportsKey, 'dashboard', 'sales'],
    queryFn: ({ signal }) => api<DashboardSalesReply>(REPORT_PATHS.dashboardSales, { signal }),
    enabled,
  });

export const useDashboardProfit = () =>
  useQuery({
    queryKey: [...reportsKey, 'dashboard', 'profit'],
    queryFn: ({ signal }) => api<DashboardProfitReply>(REPORT_PATHS.dashboardProfit, { signal }),
  });

export const useDashboardOrders = (enabled: boolean) =>
  useQuery({
    queryKey: [...reportsKey, 'dashboard', 'orders'],
    queryFn: ({ signal }) => api<DashboardOrdersReply>(REPORT_PATHS.dashboardOrders, { signal }),
    enabled,
  });

export const useDashboardStock = (enabled: boolean) =>
  useQuery({
    queryKey: [...reportsKey, 'dashboard', 'stock'],
    queryFn: ({ signal }) => api<DashboardStockReply>(REPORT_PATHS.dashboardStock, { signal }),
    enabled,
  });

export const useDashboardReviews = (enabled: boolean) =>
  useQuery({
    queryKey: [...reportsKey, 'dashboard', 'reviews'],
    queryFn: ({ signal }) => api<DashboardReviewsReply>(REPORT_PATHS.dashboardReviews, { signal }),
    enabled,
  });

export const useDashboardReservations = (enabled: boolean) =>
  useQuery({
    queryKey: [...reportsKey, 'dashboard', 'reservations'],
    queryFn: ({ signal }) => api<DashboardReservationsReply>(REPORT_PATHS.dashboardReservations, { signal }),
    enabled,
  });

export const useDashboardSetup = (enabled: boolean) =>
  useQuery({
    queryKey: [...reportsKey, 'dashboard', 'setup'],
    queryFn: ({ signal }) => api<DashboardSetupReply>(REPORT_PATHS.dashboardSetup, { signal }),
    enabled,
    // Asked again at every visit: the owner comes back from doing a step and expects it ticked.
    staleTime: 0,
  });
