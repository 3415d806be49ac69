// Stripe during the e2e suite: the server tests' stand-in on loopback, whose hosted page "takes" the payment and
// sends the shop the signed event, as Stripe would (no test needs the internet).
import { startStripeStandIn } from '../../apps/server/src/test/stripe-stand-in';

await startStripeStandIn({
  port: Number(process.env.STRIPE_STAND_IN_PORT),
  webhook: { url: String(process.env.SHOP_WEBHOOK_URL), secret: String(process.env.STRIPE_WEBHOOK_SECRET) },
});
