import { ProductsList } from '../components/products-list';

/** /admin/products/list (and /Products/Index): the whole catalogue. */
export function Component() {
  return <ProductsList />;
}
