import { ProductsList } from '../components/products-list';

/** /admin/services (SPEC §2 "services" area): services, which have no stock, created with the product form. */
export function Component() {
  return <ProductsList kind="service" />;
}
