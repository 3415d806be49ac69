import { PRODUCT_EXPORT_PATH, type ProductListFilters } from '@shop/contracts';
import { API_BASE } from '../../../lib/api-client';

/**
 * Where the browser downloads the products a list's filters show, every page of them, as a CSV in the import's
 * columns (decision 095). A plain link: the session cookie goes with it, as with the reports' files.
 */
export function productsExportUrl(filters: ProductListFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return `${API_BASE}${PRODUCT_EXPORT_PATH}${query ? `?${query}` : ''}`;
}
