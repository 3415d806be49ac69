import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3900);
const DATA_DIR = `var/e2e-${process.pid}`;
// The shop mails through a real SMTP sink beside it; e2e/support/mail.ts reads what arrived.
export const MAIL_SINK_SMTP_PORT = PORT + 1;
export const MAIL_SINK_HTTP_PORT = PORT + 2;
// Stripe's stand-in (apps/server/src/test/stripe-stand-in.ts): staff enter these test keys in the settings.
export const STRIPE_STAND_IN_PORT = PORT + 3;
export const STRIPE_TEST_KEYS = { secret: 'sk_test_e2e_shop', webhook: 'whsec_e2e_shop_0123456789' };
// PayPal's stand-in (apps/server/src/test/paypal-stand-in.ts): any client id and secret pass; the webhook id must match.
export const PAYPAL_STAND_IN_PORT = PORT + 4;
export const PAYPAL_TEST_KEYS = {
  clientId: 'e2e-shop-client',
  clientSecret: 'e2e-shop-secret',
  webhookId: 'WH-E2E-SHOP',
};

export const PLAIN_HTTP_HOST = 'tienda.lan';

// Debian's chromium, never a downloaded browser; flags that work as root on a closed network.
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'es-ES',
    // The service worker would answer some requests itself, out of sight of `page.route` and of request counts;
    // e2e/offline.spec.ts is about it and allows it.
    serviceWorkers: 'block',
    // A trace is recorded only for a failed test's retry (CI retries once): recording one for every test (its DOM
    // snapshots and screencast) cost a fifth of the suite's time on a 2-core machine. Locally: `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A network name for the shop that is not localhost, so not a secure context: e2e/plain-http.spec.ts opens
        // the shop as a phone on the same Wi-Fi would.
        `--host-resolver-rules=MAP ${PLAIN_HTTP_HOST} 127.0.0.1`,
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx e2e/support/mail-sink.ts',
      url: `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        MAIL_SINK_SMTP_PORT: String(MAIL_SINK_SMTP_PORT),
        MAIL_SINK_HTTP_PORT: String(MAIL_SINK_HTTP_PORT),
      },
    },
    {
      command: 'node --import tsx e2e/support/stripe-stand-in.ts',
      port: STRIPE_STAND_IN_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        STRIPE_STAND_IN_PORT: String(STRIPE_STAND_IN_PORT),
        SHOP_WEBHOOK_URL: `http://127.0.0.1:${PORT}/api/payments/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET: STRIPE_TEST_KEYS.webhook,
      },
    },
    {
      command: 'node --import tsx e2e/support/paypal-stand-in.ts',
      port: PAYPAL_STAND_IN_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PAYPAL_STAND_IN_PORT: String(PAYPAL_STAND_IN_PORT),
        SHOP_WEBHOOK_URL: `http://127.0.0.1:${PORT}/api/payments/paypal/webhook`,
        PAYPAL_WEBHOOK_ID: PAYPAL_TEST_KEYS.webhookId,
      },
    },
    {
      command: `rm -rf ${DATA_DIR} && node --import tsx apps/server/src/main.ts`,
      url: `http://127.0.0.1:${PORT}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        SEED: 'demo',
        WEB_DIST: 'apps/web/dist',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}?ignoreTLS=true`,
        STRIPE_API_URL: `http://127.0.0.1:${STRIPE_STAND_IN_PORT}`,
        PAYPAL_API_URL: `http://127.0.0.1:${PAYPAL_STAND_IN_PORT}`,
        // Chromium reaches the shop as if through a proxy on this machine: each test speaks from its own address
        // (X-Forwarded-For, e2e/support/test.ts), as shoppers do, so the per-address bounds hold per test.
        TRUST_PROXY: '127.0.0.1',
      },
    },
  ],
});
