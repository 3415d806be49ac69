import { type AdminUserListQuery, USER_PATHS } from '@shop/contracts';
import { apiUrl } from '../../../lib/api-client';

/**
 * Where the browser downloads every user the list's filters show, every page of them, as a CSV (decision 103). A plain
 * link: the session cookie goes with it, as with the orders' and products' exports.
 */
export function usersExportUrl({
  page: _page,
  per_page: _perPage,
  sort: _sort,
  ...filters
}: AdminUserListQuery): string {
  return apiUrl(USER_PATHS.export, filters);
}
