import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface StandInSession {
  id: string;
  url: string;
  params: URLSearchParams;
  /** The payment the session takes; refunds name it. */
  paymentIntent: string;
}

export interface StandInRefund {
  id: string;
  paymentIntent: string;
  amount: number;
  /** The `Idempotency-Key` it was asked with: the same key again answers this refund. */
  key: string | undefined;
}

export interface StandInOptions {
  port?: number;
  /** Where to send the signed `checkout.session.completed` when the shopper pays on the hosted page (e2e). */
  webhook?: { url: string; secret: string };
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

/**
 * A local stand-in of the part of Stripe's HTTP API the shop calls (Checkout Sessions), started by the tests so that
 * no test needs the internet. It answers like Stripe (form-encoded request, JSON reply with the hosted page's URL)
 * and keeps what it was asked, so tests can check the amount and the return addresses. With `webhook`, its hosted
 * page takes the "payment" and tells the shop as Stripe would: a signed event, then back to the success address.
 */
export async function startStripeStandIn(options: StandInOptions = {}): Promise<{
  url: string;
  sessions: StandInSession[];
  refunds: StandInRefund[];
  close: () => Promise<void>;
}> {
  const sessions: StandInSession[] = [];
  const refunds: StandInRefund[] = [];
  const invalidRequest = (code: string, message: string) =>
    JSON.stringify({ error: { type: 'invalid_request_error', code, message } });
  const refundReply = (refund: StandInRefund) =>
    JSON.stringify({
      id: refund.id,
      object: 'refund',
      amount: refund.amount,
      payment_intent: refund.paymentIntent,
      status: 'succeeded',
    });
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => resolve(body));
    });
  const signer = new Stripe('sk_test_stand_in');
  const server: Server = createServer(async (request, response) => {
    const body = await read(request);
    const hosted = /^\/pay\/(cs_test_[0-9a-f]+)$/.exec(request.url ?? '');
    const session = hosted ? sessions.find((s) => s.id === hosted[1]) : undefined;
    if (hosted && session && request.method === 'GET') {
      const amount = Number(session.params.get('line_items[0][price_data][unit_amount]')) / 100;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        page(
          'Stripe (prueba)',
          `<h1>Pago de prueba</h1><p>${amount.toFixed(2)} ${session.params.get('line_items[0][price_data][currency]')}</p>` +
            `<form method="post"><button type="submit">Pagar</button></form>`,
        ),
      );
      return;
    }
    if (hosted && session && request.method === 'POST' && options.webhook) {
      const payload = JSON.stringify({
        id: `evt_${randomBytes(8).toString('hex')}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: session.id,
            object: 'checkout.session',
            client_reference_id: session.params.get('client_reference_id'),
            amount_total: Number(session.params.get('line_items[0][price_data][unit_amount]')),
            currency: session.params.get('line_items[0][price_data][currency]'),
            payment_status: 'paid',
          },
        },
      });
      await fetch(options.webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({
            payload,
            secret: options.webhook.secret,
          }),
        },
        body: payload,
      });
      response.writeHead(303, { location: session.params.get('success_url') ?? '/' }).end();
      return;
    }
    // A key with "revoked" in it is refused, as Stripe refuses a rolled key.
    const key = request.headers.authorization ?? '';
    const authorized = key.startsWith('Bearer sk_') && !key.includes('revoked');
    response.setHeader('content-type', 'application/json');
    if (!authorized) {
      response.statusCode = 401;
      response.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }),
      );
      return;
    }
    if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
      const params = new URLSearchParams(body);
      const id = `cs_test_${randomBytes(8).toString('hex')}`;
      const address = server.address() as AddressInfo;
      const session = {
        id,
        url: `http://127.0.0.1:${address.port}/pay/${id}`,
        params,
        paymentIntent: `pi_test_${randomBytes(8).toString('hex')}`,
      };
      sessions.push(session);
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: session.url,
          amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
          currency: params.get('line_items[0][price_data][currency]'),
          client_reference_id: params.get('client_reference_id'),
          payment_status: 'unpaid',
          status: 'open',
        }),
      );
      return;
    }
    const retrieved = /^\/v1\/checkout\/sessions\/(cs_test_[0-9a-f]+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && retrieved) {
      const found = sessions.find((s) => s.id === retrieved[1]);
      if (!found) {
        response.statusCode = 404;
        response.end(invalidRequest('resource_missing', `No such checkout.session: '${retrieved[1]}'`));
        return;
      }
      response.end(
        JSON.stringify({
          id: found.id,
          object: 'checkout.session',
          payment_intent: found.paymentIntent,
          client_reference_id: found.params.get('client_reference_id'),
          amount_total: Number(found.params.get('line_items[0][price_data][unit_amount]')),
        }),
      );
      return;
    }
    // A refund of a session's payment, at most what it took; the same Idempotency-Key answers the same refund.
    if (request.method === 'POST' && request.url === '/v1/refunds') {
      const params = new URLSearchParams(body);
      const key = request.headers['idempotency-key'];
      const again = refunds.find((r) => key !== undefined && r.key === key);
      if (again) {
        response.end(refundReply(again));
        return;
      }
      const taken = sessions.find((s) => s.paymentIntent === params.get('payment_intent'));
      const amount = Number(params.get('amount'));
      const given = refunds
        .filter((r) => r.paymentIntent === taken?.paymentIntent)
        .reduce((sum, r) => sum + r.amount, 0);
      const paid = Number(taken?.params.get('line_items[0][price_data][unit_amount]'));
      if (!taken || !(amount > 0) || given + amount > paid) {
        response.statusCode = 400;
        response.end(
          invalidRequest(
            taken ? 'charge_already_refunded' : 'resource_missing',
            taken ? 'Charge has already been refunded.' : 'No such payment_intent',
          ),
        );
        return;
      }
      const refund = {
        id: `re_test_${randomBytes(8).toString('hex')}`,
        paymentIntent: taken.paymentIntent,
        amount,
        key: typeof key === 'string' ? key : undefined,
      };
      refunds.push(refund);
      response.end(refundReply(refund));
      return;
    }
    response.statusCode = 404;
    response.end(
      JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    refunds,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
