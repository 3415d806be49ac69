import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { defaultPublicUrl } from './lib/network-address';

/** Demo credentials used only when SEED=demo and no ADMIN_PASSWORD is given; refused in production. */
export const DEMO_ADMIN_EMAIL = 'admin@shop.local';
export const DEMO_ADMIN_PASSWORD = 'admin12345';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./var'),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** Where the Stripe SDK sends its calls: Stripe itself unless a local stand-in is named (tests, demos). */
  STRIPE_API_URL: optionalString.pipe(z.url().optional()),
  /** Where the PayPal SDK sends its calls: PayPal itself unless a local stand-in is named (tests, demos). */
  PAYPAL_API_URL: optionalString.pipe(z.url().optional()),
  /** Mixed into every card PIN's hash (decision 021); derived from SESSION_SECRET when unset. */
  PIN_PEPPER: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  // Unset: the demo shop in development, nothing in production (a real shop must not open with the demo's products,
  // customers and posts because SEED was forgotten); SEED=demo there still builds a demo to show.
  SEED: z.enum(['demo', 'none']).optional(),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('no-reply@shop.local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalString,
  STOREFRONT_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  TRUST_PROXY: optionalString,
  API_DOCS: z.enum(['on', 'off']).optional(),
});

/** A hop count, or addresses and networks (`10.0.0.1`, `10.0.0.0/8`, `::1`); anything else is refused. */
const CIDR = /^(.+)\/(\d{1,3})$/;
function parseTrustProxy(value: string | undefined): false | number | string[] | string {
  if (value === undefined || value === 'false' || value === 'off' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const cidr = CIDR.exec(entry);
    if (!cidr) return isIP(entry) !== 0 || ['loopback', 'linklocal', 'uniquelocal'].includes(entry);
    const version = isIP(cidr[1] ?? '');
    return version !== 0 && Number(cidr[2]) <= (version === 4 ? 32 : 128);
  });
  if (!valid || entries.length === 0) {
    return `TRUST_PROXY: "${value}" is neither a hop count nor a list of proxy addresses (e.g. 1, or 10.0.0.0/8,127.0.0.1)`;
  }
  return entries;
}

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  sessionSecret: string;
  /** The server-side secret of card PIN hashes: a stolen database alone cannot brute-force the 10 000 PINs. */
  pinPepper: string;
  /** The payment providers' API stand-ins (tests); undefined: the provider's own. */
  providerApiUrls: { stripe: string | undefined; paypal: string | undefined };
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seed: NonNullable<Env['SEED']>;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  /** Folder of the built SPA; absent in API-only tests. */
  webDist: string | undefined;
  /** The web app's server entry, which renders storefront pages to HTML (decision 016); absent: the browser does. */
  webRender: string | undefined;
  /** How long a storefront reply may be served again before it is rebuilt (0: never kept; decision 010). */
  storefrontCacheMs: number;
  /**
   * Which proxies may name the client address in X-Forwarded-For: off, a hop count, or their addresses. Off by
   * default: otherwise any client picks the address the throttles count (docs/security.md).
   */
  trustProxy: false | number | string[];
  /** OpenAPI document and UI: on in development, off in production unless API_DOCS=on (then staff with ALL only). */
  apiDocs: boolean;
  /** The outbox keeps a copy of every mail (tokens hidden): a development aid, off in production. */
  mailOutbox: boolean;
}

export class ConfigError extends Error {}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`).join('\n');
}

/** Reads the session secret kept beside the embedded database, creating it on first start. */
function embeddedSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * What a configuration that starts may still have wrong, said at each start. A production shop is reached over
 * HTTPS (docs/security.md): its address is what mails link to and pages name as canonical, and without PUBLIC_URL it
 * is where the server listens (`http://127.0.0.1:3000`), which no customer can open.
 */
export function configWarnings(config: Config): string[] {
  if (config.env !== 'production' || config.publicUrl.startsWith('https://')) return [];
  return [
    `PUBLIC_URL: the shop's address is ${config.publicUrl}, which mails link to and pages name as their own; ` +
      "set it to the shop's https address.",
  ];
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error)}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);

  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (typeof trustProxy === 'string') throw new ConfigError(`Invalid configuration:\n  ${trustProxy}`);

  if (production) {
    const problems: string[] = [];
    if (!env.SESSION_SECRET)
      problems.push('  SESSION_SECRET: required in production (at least 32 characters)');
    if (!env.ADMIN_PASSWORD) problems.push('  ADMIN_PASSWORD: required in production');
    if (env.ADMIN_PASSWORD === DEMO_ADMIN_PASSWORD) {
      problems.push('  ADMIN_PASSWORD: the documented demo password cannot be used in production');
    }
    if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }

  const seed = env.SEED ?? (production ? 'none' : 'demo');
  const useDemoAdmin = seed === 'demo' && !production;
  const sessionSecret = env.SESSION_SECRET ?? embeddedSessionSecret(dataDir);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    sessionSecret,
    providerApiUrls: { stripe: env.STRIPE_API_URL, paypal: env.PAYPAL_API_URL },
    pinPepper:
      env.PIN_PEPPER ?? createHmac('sha256', sessionSecret).update('shopping card PIN pepper').digest('hex'),
    publicUrl: (env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT)).replace(/\/$/, ''),
    adminEmail: env.ADMIN_EMAIL ?? (useDemoAdmin ? DEMO_ADMIN_EMAIL : undefined),
    adminPassword: env.ADMIN_PASSWORD ?? (useDemoAdmin ? DEMO_ADMIN_PASSWORD : undefined),
    seed,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    webRender: undefined,
    storefrontCacheMs: env.STOREFRONT_CACHE_MS,
    trustProxy,
    apiDocs: env.API_DOCS ? env.API_DOCS === 'on' : !production,
    mailOutbox: !production,
  };
}
