import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { forgetTotals } from './lib/count-cache';
import { randomToken } from './lib/crypto';
import { createMailer, type Mailer } from './lib/mailer';
import { validatorCompiler } from './lib/validation';
import { authRoutes } from './modules/auth';
import { beneficiariesRoutes } from './modules/beneficiaries';
import { cartRoutes } from './modules/cart';
import { coinRoutes } from './modules/coins';
import { healthRoutes } from './modules/health';
import { mailRoutes } from './modules/mail';
import { orderStatusesRoutes } from './modules/order-statuses';
import { ordersRoutes } from './modules/orders';
import { pointsOfSaleRoutes } from './modules/points-of-sale';
import { productModuleRoutes } from './modules/products';
import { rolesRoutes } from './modules/roles';
import { settingsRoutes } from './modules/settings';
import { replyCache, storefrontModule, storefrontPageHtml } from './modules/storefront';
import { taxonomyRoutes } from './modules/taxonomy';
import { usersRoutes } from './modules/users';
import { accessPlugin } from './plugins/access';
import { errorsPlugin } from './plugins/errors';
import { methodOverridePlugin } from './plugins/method-override';
import { sessionsPlugin, UNSAFE_METHODS } from './plugins/sessions';
import { spaPlugin } from './plugins/spa';
import { uploadsPlugin } from './plugins/uploads';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
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
export const UPLOAD_LIMIT = 5 * 1024 * 1024;

/** Builds the whole application without listening or touching anything outside what it is given. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomToken(8),
    requestIdHeader: false,
    trustProxy: deps.config.env === 'production',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate(
    'mailer',
    deps.mailer ??
      createMailer({ db: deps.db, smtpUrl: deps.config.smtpUrl, from: deps.config.mailFrom, log: app.log }),
  );
  app.decorate('pingDatabase', deps.pingDatabase);
  const storefrontReplies = replyCache(deps.config.storefrontCacheMs);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Any write may change what shoppers and staff see: the next read builds afresh and counts again (decision 010).
    if (UNSAFE_METHODS.has(request.method) && reply.statusCode < 400) {
      storefrontReplies.forget();
      forgetTotals();
    }
  });

  // External plugins.
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
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
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: UPLOAD_LIMIT, files: 10, fields: 100, fieldSize: 64 * 1024 },
  });
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
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  // Application plugins.
  await app.register(errorsPlugin);
  await app.register(sessionsPlugin);
  await app.register(accessPlugin);
  await app.register(methodOverridePlugin);

  // Modules.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api' });
  await app.register(rolesRoutes, { prefix: '/api' });
  await app.register(settingsRoutes, { prefix: '/api' });
  await app.register(coinRoutes, { prefix: '/api' });
  await app.register(taxonomyRoutes, { prefix: '/api' });
  await app.register(mailRoutes, { prefix: '/api' });
  await app.register(orderStatusesRoutes, { prefix: '/api' });
  await app.register(pointsOfSaleRoutes, { prefix: '/api' });
  await app.register(productModuleRoutes, { prefix: '/api' });
  await app.register(cartRoutes, { prefix: '/api' });
  await app.register(beneficiariesRoutes, { prefix: '/api' });
  await app.register(ordersRoutes, { prefix: '/api' });
  await app.register(storefrontModule, { replies: storefrontReplies });
  await app.register(uploadsPlugin);

  await app.register(spaPlugin, { pageHtml: storefrontPageHtml });
  return app;
}
