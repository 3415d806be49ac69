import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  SEED: z.enum(['demo', 'none']).default('demo'),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Tienda <no-reply@shop.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalString,
  STOREFRONT_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  sessionSecret: string;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seed: Env['SEED'];
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  /** Folder of the built SPA; absent in API-only tests. */
  webDist: string | undefined;
  /** How long a storefront reply may be served again before it is rebuilt (0: never kept; decision 010). */
  storefrontCacheMs: number;
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

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error)}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);

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

  const useDemoAdmin = env.SEED === 'demo' && !production;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    sessionSecret: env.SESSION_SECRET ?? embeddedSessionSecret(dataDir),
    publicUrl: (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, ''),
    adminEmail: env.ADMIN_EMAIL ?? (useDemoAdmin ? DEMO_ADMIN_EMAIL : undefined),
    adminPassword: env.ADMIN_PASSWORD ?? (useDemoAdmin ? DEMO_ADMIN_PASSWORD : undefined),
    seed: env.SEED,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    storefrontCacheMs: env.STOREFRONT_CACHE_MS,
  };
}
