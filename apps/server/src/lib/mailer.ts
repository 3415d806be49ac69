import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../modules/mail/mail.table';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends (or, without SMTP, stores) a mail. Never throws: a mail failure must not fail the user's action. */
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/** Every mail is recorded in the outbox; with SMTP it is also delivered, and the row says whether that worked. */
export function createMailer({ db, smtpUrl, from, log }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(message) {
      let status = 'stored';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from, ...message });
          status = 'sent';
        } catch (e) {
          status = 'failed';
          error = e instanceof Error ? e.message : String(e);
          log.error({ to: message.to, err: error }, 'mail delivery failed');
        }
      } else {
        log.info({ to: message.to, subject: message.subject, text: message.text }, 'mail stored in outbox');
      }
      try {
        await db.insert(mailOutbox).values({ ...message, html: message.html ?? null, status, error });
      } catch (e) {
        log.error({ err: e }, 'could not record mail in outbox');
      }
    },
  };
}
