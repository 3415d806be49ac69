import {
  MAIL_ENCRYPTIONS,
  MAIL_SETTINGS_KEY,
  MAILERS,
  type MailSettingsBody,
  type MailSettingsReply,
} from '@shop/contracts';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { invalid } from '../../lib/domain-errors';
import { seal, unseal } from '../../lib/secret-box';
import { getSetting, putSetting } from '../settings';

/** The stored document: the password only ever sealed (lib/secret-box.ts). */
const storedSchema = z.object({
  mailer: z.enum(MAILERS).default('environment'),
  host: z.string().default(''),
  port: z.number().int().default(587),
  username: z.string().default(''),
  password_sealed: z.string().default(''),
  encryption: z.enum(MAIL_ENCRYPTIONS).default('starttls'),
  from_address: z.string().default(''),
});
export type StoredMailSettings = z.infer<typeof storedSchema>;

export const getStoredMailSettings = (db: DbOrTx): Promise<StoredMailSettings> =>
  getSetting(db, MAIL_SETTINGS_KEY, storedSchema);

/** `smtpUrl`: the server's SMTP_URL, of which the reply says only whether it is set. */
export function toReply(stored: StoredMailSettings, smtpUrl: string | undefined): MailSettingsReply {
  const { password_sealed, ...rest } = stored;
  return { ...rest, password_set: password_sealed !== '', environment_server: Boolean(smtpUrl) };
}

/** Connections give up quickly: a wrong host must not hold the staff's request or a shopper's mail for minutes. */
const TIMEOUTS = { connectionTimeout: 8000, greetingTimeout: 8000, socketTimeout: 15000 };

export function transportFor(stored: StoredMailSettings, secret: string): Transporter {
  const password = stored.password_sealed ? unseal(stored.password_sealed, secret) : null;
  return nodemailer.createTransport({
    host: stored.host,
    port: stored.port,
    secure: stored.encryption === 'tls',
    requireTLS: stored.encryption === 'starttls',
    ignoreTLS: stored.encryption === 'none',
    ...(stored.username ? { auth: { user: stored.username, pass: password ?? '' } } : {}),
    ...TIMEOUTS,
  });
}

/**
 * Saves the settings once the server they name answers and accepts the login (SPEC §8 'Error updating the mail
 * configuration' otherwise, and the previous settings stay).
 */
export async function putMailSettings(
  db: DbOrTx,
  secret: string,
  body: MailSettingsBody,
  smtpUrl: string | undefined,
): Promise<MailSettingsReply> {
  const current = await getStoredMailSettings(db);
  const password_sealed =
    body.password === undefined ? current.password_sealed : body.password ? seal(body.password, secret) : '';
  const next: StoredMailSettings = {
    mailer: body.mailer,
    host: body.host,
    port: body.port,
    username: body.username,
    password_sealed,
    encryption: body.encryption,
    from_address: body.from_address,
  };
  if (next.mailer === 'smtp') {
    const transport = transportFor(next, secret);
    try {
      await transport.verify();
    } catch {
      throw invalid('mail_config_error');
    } finally {
      transport.close();
    }
  }
  await putSetting(db, MAIL_SETTINGS_KEY, next);
  return toReply(next, smtpUrl);
}

/**
 * The sender as mail shows it: an address alone ("ventas@tienda.cu", the settings' own, or MAIL_FROM's) goes out in
 * the shop's name, so the inbox says who wrote; a sender with its own name ("Ventas <ventas@tienda.cu>") keeps it.
 */
export function namedSender(from: string, shop: string): string | { name: string; address: string } {
  if (!shop || from.includes('<')) return from;
  return { name: shop, address: from.trim() };
}

export interface Delivery {
  transport: Transporter;
  from: string;
}

/** Whether the shop's mail reaches a server (the settings' own or SMTP_URL's), as `deliveries` decides it. */
export async function mailHasServer(db: DbOrTx, smtpUrl: string | undefined): Promise<boolean> {
  return (await getStoredMailSettings(db)).mailer === 'smtp' || Boolean(smtpUrl);
}

/**
 * Where mail goes now: the server typed in the settings when they say `smtp`, else SMTP_URL's, else nowhere (the
 * outbox alone). The settings are read on every send (mail is rare) and the connection kept while they stay the same.
 */
export function deliveries(db: DbOrTx, secret: string, smtpUrl: string | undefined, from: string) {
  const fallback: Delivery | null = smtpUrl ? { transport: nodemailer.createTransport(smtpUrl), from } : null;
  let kept: { key: string; delivery: Delivery } | null = null;
  return async (): Promise<Delivery | null> => {
    const stored = await getStoredMailSettings(db);
    if (stored.mailer !== 'smtp') return fallback;
    const key = JSON.stringify(stored);
    if (kept?.key !== key) {
      kept?.delivery.transport.close();
      kept = {
        key,
        delivery: { transport: transportFor(stored, secret), from: stored.from_address || from },
      };
    }
    return kept.delivery;
  };
}
