import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

export interface StandInPaypalOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  customId: string;
  referenceId: string;
  /** What the buyer sees the payment is for. */
  description: string;
  amount: { currency_code: string; value: string };
  returnUrl: string;
  cancelUrl: string;
  locale: string;
  captureId: string | null;
  /** How many capture calls it received (a second one must not take the money twice). */
  captureCalls: number;
}

export interface StandInPaypalRefund {
  id: string;
  captureId: string;
  amount: { currency_code: string; value: string };
  /** The `PayPal-Request-Id` it was asked with: the same id again answers this refund. */
  requestId: string | undefined;
}

export interface PaypalStandInOptions {
  port?: number;
  /** The shop's webhook and the id PayPal gave it: the hosted page and captures send it signed events (e2e). */
  webhook?: { url: string; id: string };
}

/** The webhook id and client credentials the tests configure; a secret with "revoked" in it is refused. */
export const PAYPAL_TEST_KEYS = {
  clientId: 'shop-test-client',
  clientSecret: 'shop-test-secret',
  webhookId: 'WH-SHOP-TEST',
};

/** The Pagos en línea settings' PayPal part that switches it on with the test keys. */
export const PAYPAL_ON = {
  enabled: true,
  sandbox: true,
  client_id: PAYPAL_TEST_KEYS.clientId,
  client_secret: PAYPAL_TEST_KEYS.clientSecret,
  webhook_id: PAYPAL_TEST_KEYS.webhookId,
};

const page = (title: string, body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });
}

/**
 * A local stand-in of the part of PayPal's REST API the shop calls (OAuth token, Orders v2 create / get / capture,
 * the webhook verification call), started by the tests so that no test needs the internet. It signs the events it
 * sends with a secret of its own, and its verification call checks that signature and the event's checksum, as
 * PayPal does with its certificates; an altered body or another webhook id fails verification.
 */
export async function startPaypalStandIn(options: PaypalStandInOptions = {}) {
  const signingSecret = randomBytes(16).toString('hex');
  const tokens = new Set<string>();
  const orders = new Map<string, StandInPaypalOrder>();
  const refunds: StandInPaypalRefund[] = [];
  let base = '';

  /** The headers PayPal sends an event with, for `webhookId`. */
  function signatureHeaders(event: unknown, webhookId: string): Record<string, string> {
    const transmissionId = randomBytes(8).toString('hex');
    const transmissionTime = new Date().toISOString();
    const checksum = crc32(JSON.stringify(event));
    const signed = `${transmissionId}|${transmissionTime}|${webhookId}|${checksum}`;
    return {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${base}/v1/notifications/certs/CERT-stand-in`,
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-sig': createHmac('sha256', signingSecret).update(signed).digest('base64'),
      'paypal-transmission-time': transmissionTime,
    };
  }

  /** An event as PayPal words it, for the order's resource (an order, or its capture). */
  function eventFor(type: string, order: StandInPaypalOrder) {
    const resource = type.startsWith('CHECKOUT.ORDER')
      ? {
          id: order.id,
          status: order.status,
          purchase_units: [
            { reference_id: order.referenceId, custom_id: order.customId, amount: order.amount },
          ],
        }
      : {
          id: order.captureId,
          status: type === 'PAYMENT.CAPTURE.DENIED' ? 'DECLINED' : 'COMPLETED',
          custom_id: order.customId,
          amount: order.amount,
          supplementary_data: { related_ids: { order_id: order.id } },
        };
    return { id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`, event_type: type, resource };
  }

  /** A signed event: its exact body and headers, ready to post to the shop's webhook. */
  function signedEvent(event: unknown, webhookId = PAYPAL_TEST_KEYS.webhookId) {
    return {
      body: JSON.stringify(event),
      headers: { 'content-type': 'application/json', ...signatureHeaders(event, webhookId) },
    };
  }

  async function send(type: string, order: StandInPaypalOrder) {
    if (!options.webhook) return;
    const { body, headers } = signedEvent(eventFor(type, order), options.webhook.id);
    await fetch(options.webhook.url, { method: 'POST', headers, body }).catch(() => undefined);
  }

  function approve(id: string) {
    const order = orders.get(id);
    if (order && order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
    return order;
  }

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const orderReply = (order: StandInPaypalOrder) => ({
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    purchase_units: [
      {
        reference_id: order.referenceId,
        custom_id: order.customId,
        amount: order.amount,
        ...(order.captureId
          ? { payments: { captures: [{ id: order.captureId, status: 'COMPLETED', amount: order.amount }] } }
          : {}),
      },
    ],
    links: [
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' },
    ],
  });

  const server: Server = createServer(async (request, response) => {
    const body = await read(request);
    const url = new URL(request.url ?? '/', 'http://stand-in');

    // PayPal's hosted page: the buyer approves (or goes back), and is sent to the shop's return address.
    if (url.pathname === '/checkoutnow') {
      const order = orders.get(url.searchParams.get('token') ?? '');
      if (!order) return json(response, 404, { name: 'RESOURCE_NOT_FOUND' });
      if (request.method === 'GET') {
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            page(
              'PayPal (prueba)',
              `<h1>PayPal de prueba</h1><p>${order.amount.value} ${order.amount.currency_code}</p>` +
                `<form method="post"><button type="submit">Pagar con PayPal</button></form>` +
                `<p><a href="${order.cancelUrl}">Cancelar y volver a la tienda</a></p>`,
            ),
          );
        return;
      }
      approve(order.id);
      await send('CHECKOUT.ORDER.APPROVED', order);
      const back = new URL(order.returnUrl);
      back.searchParams.set('token', order.id);
      back.searchParams.set('PayerID', 'STANDINPAYER');
      response.writeHead(303, { location: back.toString() }).end();
      return;
    }

    if (request.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const [user, secret] = Buffer.from(
        (request.headers.authorization ?? '').replace(/^Basic /, ''),
        'base64',
      )
        .toString()
        .split(':');
      if (!user || !secret || secret.includes('revoked')) {
        return json(response, 401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
      }
      const token = `A21-${randomBytes(12).toString('hex')}`;
      tokens.add(token);
      return json(response, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 32400,
        scope: 'openid',
      });
    }

    if (!tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) {
      return json(response, 401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });
    }

    if (request.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      const asked = JSON.parse(body) as Record<string, string> & { webhook_event: unknown };
      const checksum = crc32(JSON.stringify(asked.webhook_event));
      const signed = `${asked.transmission_id}|${asked.transmission_time}|${asked.webhook_id}|${checksum}`;
      const expected = createHmac('sha256', signingSecret).update(signed).digest('base64');
      const ok = asked.transmission_sig === expected && String(asked.cert_url).startsWith(base);
      return json(response, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }

    if (request.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const asked = JSON.parse(body) as {
        purchase_units: {
          reference_id: string;
          custom_id: string;
          description: string;
          amount: { currency_code: string; value: string };
        }[];
        payment_source: {
          paypal: { experience_context: { return_url: string; cancel_url: string; locale: string } };
        };
      };
      const unit = asked.purchase_units[0];
      const context = asked.payment_source?.paypal?.experience_context;
      if (!unit || !context) return json(response, 400, { name: 'INVALID_REQUEST' });
      const id = randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
      const order: StandInPaypalOrder = {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        customId: unit.custom_id,
        referenceId: unit.reference_id,
        description: unit.description,
        amount: unit.amount,
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
        locale: context.locale,
        captureId: null,
        captureCalls: 0,
      };
      orders.set(id, order);
      return json(response, 200, orderReply(order));
    }

    const match = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(url.pathname);
    const order = match ? orders.get(match[1] ?? '') : undefined;
    if (match && !order)
      return json(response, 404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    if (order && request.method === 'GET' && !match?.[2]) return json(response, 200, orderReply(order));
    if (order && request.method === 'POST' && match?.[2]) {
      order.captureCalls += 1;
      if (order.status === 'COMPLETED') {
        return json(response, 422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
        });
      }
      if (order.status !== 'APPROVED') {
        return json(response, 422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'ORDER_NOT_APPROVED' }],
        });
      }
      order.status = 'COMPLETED';
      order.captureId = `CAP${randomBytes(7).toString('hex').toUpperCase()}`;
      json(response, 201, orderReply(order));
      await send('PAYMENT.CAPTURE.COMPLETED', order);
      return;
    }
    // A capture given back whole, once; the same PayPal-Request-Id answers the same refund.
    const refunding = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(url.pathname);
    if (request.method === 'POST' && refunding) {
      const requestId = request.headers['paypal-request-id'];
      const again = refunds.find((r) => requestId !== undefined && r.requestId === requestId);
      if (again) return json(response, 201, { id: again.id, status: 'COMPLETED' });
      const captured = [...orders.values()].find((o) => o.captureId === refunding[1]);
      if (!captured)
        return json(response, 404, {
          name: 'RESOURCE_NOT_FOUND',
          details: [{ issue: 'INVALID_RESOURCE_ID' }],
        });
      if (refunds.some((r) => r.captureId === captured.captureId))
        return json(response, 422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }],
        });
      const asked = (body ? JSON.parse(body) : {}) as { amount?: { currency_code: string; value: string } };
      const refund = {
        id: `REF${randomBytes(7).toString('hex').toUpperCase()}`,
        captureId: refunding[1] ?? '',
        amount: asked.amount ?? captured.amount,
        requestId: typeof requestId === 'string' ? requestId : undefined,
      };
      refunds.push(refund);
      return json(response, 201, { id: refund.id, status: 'COMPLETED' });
    }
    json(response, 404, { name: 'RESOURCE_NOT_FOUND' });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    orders,
    refunds,
    approve,
    eventFor,
    signedEvent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
