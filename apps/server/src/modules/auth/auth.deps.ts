import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';

/** What the account services need from the application, handed over so that they never see HTTP objects. */
export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  /** The address the links in mails point to. */
  publicUrl: string;
  /** Signs the e-mail verification links. */
  secret: string;
}

export const authDeps = (app: FastifyInstance): AuthDeps => ({
  db: app.db,
  mailer: app.mailer,
  publicUrl: app.config.publicUrl,
  secret: app.config.sessionSecret,
});
