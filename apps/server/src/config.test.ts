import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, loadConfig } from './config';

const base = { DATA_DIR: '/tmp/shop-config-test' };
const secret = 'x'.repeat(40);
/** A production configuration that starts: its secret and administrator set. */
const production = {
  ...base,
  NODE_ENV: 'production',
  SESSION_SECRET: secret,
  ADMIN_EMAIL: 'boss@example.com',
  ADMIN_PASSWORD: 'Str0ngPassw0rd',
};

describe('configuration', () => {
  it('uses the documented defaults and the demo administrator in demo mode', () => {
    const config = loadConfig({ ...base });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminEmail).toBe(DEMO_ADMIN_EMAIL);
    expect(config.adminPassword).toBe(DEMO_ADMIN_PASSWORD);
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.storefrontCacheMs).toBe(1000);
  });

  it('keeps the generated session secret across starts', () => {
    expect(loadConfig({ ...base }).sessionSecret).toBe(loadConfig({ ...base }).sessionSecret);
  });

  it('rejects a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...base, SEED: 'lots' })).toThrow(/SEED/);
    expect(() => loadConfig({ ...base, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ ...base, STOREFRONT_CACHE_MS: '-1' })).toThrow(/STOREFRONT_CACHE_MS/);
    expect(() => loadConfig({ ...base, STOREFRONT_CACHE_MS: 'soon' })).toThrow(/STOREFRONT_CACHE_MS/);
    expect(loadConfig({ ...base, STOREFRONT_CACHE_MS: '0' }).storefrontCacheMs).toBe(0);
  });

  it('refuses to start in production without a secret or with the demo password', () => {
    const bare = { ...base, NODE_ENV: 'production' };
    expect(() => loadConfig({ ...bare, ADMIN_PASSWORD: 'Str0ngPassw0rd' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ ...bare, SESSION_SECRET: secret })).toThrow(/ADMIN_PASSWORD/);
    expect(() =>
      loadConfig({ ...bare, SESSION_SECRET: secret, ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD }),
    ).toThrow(/demo password/);
    expect(loadConfig(production).adminEmail).toBe('boss@example.com');
  });

  it('opens a production shop empty unless told to build the demo, which development builds unasked', () => {
    expect(loadConfig(production).seed).toBe('none');
    expect(loadConfig({ ...production, SEED: 'demo' }).seed).toBe('demo');
    expect(loadConfig({ ...base }).seed).toBe('demo');
    expect(loadConfig({ ...base, SEED: 'none' }).seed).toBe('none');
  });

  it('gives a shop listening on every interface its network address, not 0.0.0.0, for links', () => {
    const everywhere = loadConfig({ ...base, HOST: '0.0.0.0', PORT: '3001' });
    expect(everywhere.publicUrl).toMatch(/^http:\/\/\d+\.\d+\.\d+\.\d+:3001$/);
    expect(everywhere.publicUrl).not.toContain('0.0.0.0');
    expect(loadConfig({ ...base, HOST: '0.0.0.0', PUBLIC_URL: 'https://tienda.example/' }).publicUrl).toBe(
      'https://tienda.example',
    );
  });

  it('warns a production shop whose address is not its https one, which mails would link to', () => {
    expect(configWarnings(loadConfig(production))).toEqual([
      "PUBLIC_URL: the shop's address is http://127.0.0.1:3000, which mails link to and pages name as their own; " +
        "set it to the shop's https address.",
    ]);
    expect(configWarnings(loadConfig({ ...production, PUBLIC_URL: 'https://tienda.example' }))).toEqual([]);
    expect(configWarnings(loadConfig({ ...base }))).toEqual([]);
  });

  it('treats blank optional values as unset', () => {
    expect(loadConfig({ ...base, DATABASE_URL: '', SMTP_URL: ' ' }).databaseUrl).toBeUndefined();
  });
});
