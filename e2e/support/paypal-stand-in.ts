// PayPal during the e2e suite: the server tests' stand-in on loopback, whose hosted page approves the order, sends the
// shop the approval event and brings the buyer back, as PayPal would (no test needs the internet).
import { startPaypalStandIn } from '../../apps/server/src/test/paypal-stand-in';

await startPaypalStandIn({
  port: Number(process.env.PAYPAL_STAND_IN_PORT),
  webhook: { url: String(process.env.SHOP_WEBHOOK_URL), id: String(process.env.PAYPAL_WEBHOOK_ID) },
});
