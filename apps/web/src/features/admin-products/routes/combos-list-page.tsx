import { ProductsList } from '../components/products-list';

/** /admin/combos (SPEC §2 "combos" area): the combos, created with the product form set to a combo. */
export function Component() {
  return <ProductsList kind="combo" />;
}
