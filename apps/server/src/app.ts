import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { type BackgroundTasks, createBackgroundTasks } from './lib/background-tasks';
import { clientErrorHandler } from './lib/client-error';
import { forgetTotals } from './lib/count-cache';
import { randomToken } from './lib/crypto';
import { loggedRequest } from './lib/logged-request';
import { literalUndecodablePath } from './lib/undecodable-path';
import { validatorCompiler } from './lib/validation';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { accessTokenRoutes } from './modules/auth/access-tokens.routes';
import { emailVerificationRoutes } from './modules/auth/email-verification.routes';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { profileRoutes } from './modules/auth/profile.routes';
import { sessionRoutes } from './modules/auth/session.routes';
import { availabilityAlertsRoutes } from './modules/availability-alerts/availability-alerts.routes';
import { bannersRoutes } from './modules/banners/banners.routes';
import { beneficiariesRoutes } from './modules/beneficiaries/beneficiaries.routes';
import { adminBlogRoutes, publicBlogRoutes } from './modules/blog/blog.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { coinsRoutes } from './modules/coins/coins.routes';
import { exchangeRatesRoutes } from './modules/coins/exchange-rates.routes';
import { storefrontCoinsRoutes } from './modules/coins/storefront-coins.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { adminContentRoutes, publicContentRoutes } from './modules/content/content.routes';
import { discountsRoutes } from './modules/discounts/discounts.routes';
import { distributionRoutes } from './modules/distribution/distribution.routes';
import { healthRoutes } from './modules/health/health.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { createMailer, type Mailer } from './modules/mail';
import { mailRoutes } from './modules/mail/mail.routes';
import { mailSettingsRoutes } from './modules/mail/mail-settings.routes';
import { offersRoutes } from './modules/offers/offers.routes';
import { orderStatusesRoutes } from './modules/order-statuses/order-statuses.routes';
import { orderMessagesRoutes } from './modules/orders/order-messages.routes';
import { orderNotesRoutes } from './modules/orders/order-notes.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { receiptsRoutes } from './modules/orders/receipts.routes';
import { shippingOptionsRoutes } from './modules/orders/shipping-options.routes';
import { staffOrdersRoutes } from './modules/orders/staff-orders.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { webhookRoutes } from './modules/payments/webhook.routes';
import { pointsOfSaleRoutes } from './modules/points-of-sale/points-of-sale.routes';
import { priceHistoryRoutes } from './modules/price-history/price-history.routes';
import { productSheetsRoutes } from './modules/product-sheets/product-sheets.routes';
import { productsRoutes } from './modules/products/products.routes';
import { productUploadsRoutes } from './modules/products/uploads.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { criteriaRoutes } from './modules/reviews/criteria.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { adminSettingsRoutes } from './modules/settings/admin-settings.routes';
import { settingsChangesRoutes } from './modules/settings/settings-changes.routes';
import { storeSettingsRoutes } from './modules/settings/store-settings.routes';
import { adminShoppingCardsRoutes } from './modules/shopping-cards/admin-shopping-cards.routes';
import { shoppingCardsRoutes } from './modules/shopping-cards/shopping-cards.routes';
import { stockHistoryRoutes } from './modules/stock-history/stock-history.routes';
import { stockTransfersRoutes } from './modules/stock-transfers/stock-transfers.routes';
import { storeRequestsRoutes } from './modules/store-requests/store-requests.routes';
import { COMPRESS_THRESHOLD, replyCache, storefrontPageHtml } from './modules/storefront';
import { seoRoutes } from './modules/storefront/seo/seo.routes';
import { storefrontRoutes } from './modules/storefront/storefront.routes';
import { attributesRoutes } from './modules/taxonomy/attributes/attributes.routes';
import { termsRoutes } from './modules/taxonomy/attributes/terms.routes';
import { brandsRoutes } from './modules/taxonomy/brands/brands.routes';
import { categoriesRoutes } from './modules/taxonomy/categories/categories.routes';
import { unitsRoutes } from './modules/taxonomy/units/units.routes';
import { testimonialsRoutes } from './modules/testimonials/testimonials.routes';
import { rolesRoutes } from './modules/users/roles.routes';
import { usersRoutes } from './modules/users/users.routes';
import { accessPlugin, requireAllHolder } from './plugins/access';
import { allowedMethodsPlugin } from './plugins/allowed-methods';
import { errorsPlugin } from './plugins/errors';
import { methodOverridePlugin } from './plugins/method-override';
import { isApiRoute, sessionsPlugin, UNSAFE_METHODS } from './plugins/sessions';
import { spaPlugin } from './plugins/spa';
import { uploadLimitsPlugin } from './plugins/upload-limits';
import { uploadsPlugin } from './plugins/uploads';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
    background: BackgroundTasks;
    /** Answers when the database responds. */
    pingDatabase(): Promise<void>;
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  /** Defaults to SMTP_URL's server, or the outbox alone. */
  mailer?: Mailer;
  pingDatabase: () => Promise<void>;
  logger?: boolean | object;
}

export const BODY_LIMIT = 1024 * 1024;
/** One uploaded file (a spec sheet PDF is the largest; pictures are refused above 300 kB by their services). */
export const UPLOAD_LIMIT = 5 * 1024 * 1024;
/** A whole multipart request, counted while it streams in: nothing larger is ever read. */
export const MULTIPART_REQUEST_LIMIT = 12 * 1024 * 1024;

/** Fastify takes a hop count as a function of the hop (its types lack the number form). */
function trustedProxies(
  setting: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Builds the whole application without listening or touching anything outside what it is given. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // No secret reaches the log through a request's URL (a reset token, a verification link's signature).
    logger:
      deps.logger === false
        ? false
        : {
            level: deps.config.logLevel,
            ...(deps.logger === true ? {} : deps.logger),
            serializers: { req: loggedRequest },
          },
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomToken(8),
    requestIdHeader: false,
    // Off unless configured: X-Forwarded-For is believed only from the named proxies (docs/security.md).
    trustProxy: trustedProxies(deps.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    rewriteUrl: (request) => literalUndecodablePath(request.url ?? '/'),
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate(
    'mailer',
    deps.mailer ??
      createMailer({
        db: deps.db,
        smtpUrl: deps.config.smtpUrl,
        from: deps.config.mailFrom,
        log: app.log,
        outbox: deps.config.mailOutbox,
        secret: deps.config.sessionSecret,
        publicUrl: deps.config.publicUrl,
      }),
  );
  app.decorate('background', createBackgroundTasks(app.log));
  app.addHook('onClose', () => app.background.settled());
  app.decorate('pingDatabase', deps.pingDatabase);
  const storefrontReplies = replyCache(deps.config.storefrontCacheMs);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API replies speak of a user (their cart, orders, account, the back office): no cache keeps them unless a
    // route says otherwise. Decided on the route the router matched, like every other check.
    if (isApiRoute(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // Any write may change what shoppers and staff see: the next read builds afresh and counts again (decision 010).
    if (UNSAFE_METHODS.has(request.method) && reply.statusCode < 400) {
      storefrontReplies.forget();
      forgetTotals();
    }
  });

  // External plugins.
  await app.register(cookie);
  // Browsers are told to ask for everything over HTTPS (and to come back only that way) where the shop is reached
  // that way: in production (TLS ends in front of it, its cookies are Secure) or at an https PUBLIC_URL. The demo
  // opened over plain HTTP at a network address (a phone on the same Wi-Fi) had every style, script and picture
  // asked for over an HTTPS it does not speak, and showed a page without any.
  const httpsOnly = deps.config.env === 'production' || deps.config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    strictTransportSecurity: httpsOnly,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: httpsOnly ? [] : null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables in style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles and remote images come from configurable hosts.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // HTML and JSON go out compressed (issue 13); kept storefront replies come compressed already, assets precompressed.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    // Request bodies stay as sent: inflating them would let a small upload become a large one past the size limits.
    globalDecompression: false,
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: UPLOAD_LIMIT, files: 10, fields: 100, fieldSize: 64 * 1024 },
  });
  await app.register(uploadLimitsPlugin, { requestLimit: MULTIPART_REQUEST_LIMIT });

  // Application plugins.
  await app.register(errorsPlugin);
  await app.register(sessionsPlugin);
  await app.register(accessPlugin);
  await app.register(methodOverridePlugin);
  await app.register(allowedMethodsPlugin);
  // After the access checks exist (they attach to routes as they are added), before the routes it describes.
  if (deps.config.apiDocs) await registerApiDocs(app);

  // Every module's routes, in one list: a module's index.ts exports its services, never its HTTP layer.
  const apiRoutes = [
    healthRoutes,
    sessionRoutes,
    passwordResetRoutes,
    emailVerificationRoutes,
    profileRoutes,
    accessTokenRoutes,
    usersRoutes,
    rolesRoutes,
    storeSettingsRoutes,
    adminSettingsRoutes,
    mailSettingsRoutes,
    adminContentRoutes,
    publicContentRoutes,
    contactRoutes,
    bannersRoutes,
    adminBlogRoutes,
    publicBlogRoutes,
    criteriaRoutes,
    reviewsRoutes,
    testimonialsRoutes,
    availabilityAlertsRoutes,
    coinsRoutes,
    exchangeRatesRoutes,
    storefrontCoinsRoutes,
    categoriesRoutes,
    brandsRoutes,
    attributesRoutes,
    termsRoutes,
    unitsRoutes,
    ...(deps.config.mailOutbox ? [mailRoutes] : []),
    orderStatusesRoutes,
    pointsOfSaleRoutes,
    productsRoutes,
    productUploadsRoutes,
    productSheetsRoutes,
    stockHistoryRoutes,
    priceHistoryRoutes,
    cartRoutes,
    beneficiariesRoutes,
    shippingOptionsRoutes,
    ordersRoutes,
    staffOrdersRoutes,
    orderNotesRoutes,
    orderMessagesRoutes,
    receiptsRoutes,
    distributionRoutes,
    storeRequestsRoutes,
    stockTransfersRoutes,
    reportsRoutes,
    analyticsRoutes,
    discountsRoutes,
    invoicesRoutes,
    paymentsRoutes,
    webhookRoutes,
    shoppingCardsRoutes,
    adminShoppingCardsRoutes,
  ];
  // Global: logs every settings write of every module (the hook is not encapsulated).
  await app.register(settingsChangesRoutes);
  for (const routes of apiRoutes) await app.register(routes, { prefix: '/api' });
  await app.register(storefrontRoutes, { prefix: '/api', replies: storefrontReplies });
  await app.register(offersRoutes, {
    prefix: '/api',
    forget: () => {
      storefrontReplies.forget();
      forgetTotals();
    },
  });
  await app.register(seoRoutes);
  await app.register(uploadsPlugin);

  await app.register(spaPlugin, { pageHtml: storefrontPageHtml, renderer: deps.config.webRender });
  return app;
}

/**
 * The OpenAPI document and its UI. In production they exist only when API_DOCS=on, and then only for staff
 * holding ALL: the document maps every route an attacker could try.
 */
async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const staffOnly = app.config.env === 'production';
  await app.register(swagger, {
    openapi: {
      info: { title: 'Shop API', version: '1.0.0' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'shop_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    ...(staffOnly ? { uiHooks: { onRequest: requireAllHolder } } : {}),
  });
  app.get(
    '/api/openapi.json',
    { schema: { hide: true }, ...(staffOnly ? { config: { permissions: ['ALL'] } } : {}) },
    () => app.swagger(),
  );
}
