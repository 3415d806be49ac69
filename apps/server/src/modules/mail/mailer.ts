import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { getStoreSettings } from '../settings';
import { mailOutbox } from './mail.table';
import { deliveries, namedSender } from './mail-settings';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (a contact message's sender), when not to the shop's own address. */
  replyTo?: string;
  /**
   * Parts of the mail that hand over an account (links with a reset or verification token). They go to the
   * recipient only: the outbox keeps the mail with them hidden, and logs never hold a mail's text.
   */
  secrets?: string[];
}

export interface Mailer {
  /** Sends (or, without SMTP, stores) a mail. Never throws: a mail failure must not fail the user's action. */
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Keep a copy of every mail in the outbox table (development aid; off in production). */
  outbox: boolean;
  /** Opens the mail password sealed in the settings (SESSION_SECRET). */
  secret: string;
  /** The shop's address, for the signature under every mail. */
  publicUrl: string;
}

export const HIDDEN_SECRET = '[enlace privado / private link]';

/** The mail as the outbox may keep it: every secret replaced, in the text and in the HTML (also HTML-escaped). */
export function withoutSecrets(message: MailMessage): Omit<MailMessage, 'secrets'> {
  const { secrets = [], ...rest } = message;
  const hide = (value: string) =>
    secrets.reduce(
      (text, secret) => text.split(secret).join(HIDDEN_SECRET).split(escapeHtml(secret)).join(HIDDEN_SECRET),
      value,
    );
  return { ...rest, text: hide(rest.text), ...(rest.html === undefined ? {} : { html: hide(rest.html) }) };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The mail signed with the shop's name and address, so a shopper knows which shop wrote (a mail said "Hola Sofía"
 * and nothing of who was writing). The text takes the usual "-- " signature line; the HTML a last paragraph.
 */
export function signed(message: MailMessage, shop: string, storeUrl: string): MailMessage {
  if (!shop) return message;
  const text = `${message.text.replace(/\n*$/, '')}\n\n-- \n${shop}\n${storeUrl}\n`;
  const footer = `<p style="color:#666">— ${escapeHtml(shop)} · <a href="${escapeHtml(storeUrl)}">${escapeHtml(storeUrl)}</a></p>`;
  const html = message.html?.includes('</body>')
    ? // A function, so that a "$" in the shop's name is not read as a replacement pattern.
      message.html.replace('</body>', () => `${footer}</body>`)
    : message.html;
  return { ...message, text, ...(html === undefined ? {} : { html }) };
}

/**
 * Delivers through the mail settings' SMTP server, or SMTP_URL's; outside production the outbox also keeps a copy
 * without secrets.
 */
export function createMailer({ db, smtpUrl, from, log, outbox, secret, publicUrl }: MailerOptions): Mailer {
  const delivery = deliveries(db, secret, smtpUrl, from);
  if (!smtpUrl && !outbox)
    log.warn('no SMTP server in SMTP_URL: mail is dropped unless the mail settings name one');
  return {
    async send(unsigned) {
      let status = 'stored';
      let error: string | null = null;
      const shop = await getStoreSettings(db).then(
        (store) => store.name,
        (e: unknown) => {
          log.error({ err: e }, "could not read the shop's name for a mail");
          return '';
        },
      );
      const message = signed(unsigned, shop, `${publicUrl}/store`);
      const { secrets: _secrets, ...deliverable } = message;
      const current = await delivery().catch((e: unknown) => {
        log.error({ err: e }, 'could not read the mail settings');
        return null;
      });
      if (current) {
        try {
          await current.transport.sendMail({ from: namedSender(current.from, shop), ...deliverable });
          status = 'sent';
        } catch (e) {
          status = 'failed';
          error = e instanceof Error ? e.message : String(e);
          log.error({ err: error }, 'mail delivery failed');
        }
      } else if (!outbox) {
        log.warn({ subject: message.subject }, 'mail dropped: no SMTP server configured');
      }
      if (!outbox) return;
      try {
        const { replyTo: _replyTo, ...kept } = withoutSecrets(message);
        await db.insert(mailOutbox).values({ ...kept, html: kept.html ?? null, status, error });
      } catch (e) {
        log.error({ err: e }, 'could not record mail in outbox');
      }
    },
  };
}
