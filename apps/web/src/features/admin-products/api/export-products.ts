import { PRODUCT_EXPORT_PATH, type ProductListFilters } from '@shop/contracts';
import { apiUrl } from '../../../lib/api-client';

/**
 * Where the browser downloads the products a list's filters show, every page of them, as a CSV in the import's
 * columns (decision 095). A plain link: the session cookie goes with it, as with the reports' files.
 */
export const productsExportUrl = (filters: ProductListFilters): string =>
  apiUrl(PRODUCT_EXPORT_PATH, filters);
