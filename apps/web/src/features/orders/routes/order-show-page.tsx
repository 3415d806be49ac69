import { OrderDetails } from '../components/order-details';
import { OrderLoader } from '../components/order-loader';

/** /orders/{order}/show: one of the signed-in shopper's orders. */
export function Component() {
  return <OrderLoader>{(order) => <OrderDetails order={order} />}</OrderLoader>;
}
