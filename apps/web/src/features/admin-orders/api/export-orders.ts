import { type AdminOrdersQuery, ORDER_PATHS } from '@shop/contracts';
import { apiUrl } from '../../../lib/api-client';

/**
 * Where the browser downloads every order the list's filters show, every page of them, as a CSV (decision 097). A
 * plain link: the session cookie goes with it, as with the products' export and the reports' files.
 */
export function ordersExportUrl({
  page: _page,
  per_page: _perPage,
  sort: _sort,
  ...filters
}: AdminOrdersQuery): string {
  return apiUrl(ORDER_PATHS.adminExport, filters);
}
