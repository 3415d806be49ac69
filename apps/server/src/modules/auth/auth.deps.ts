import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Mailer } from '../mail';

/** What the account services need from the application, handed over so that they never see HTTP objects. */
export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  /** The address the links in mails point to. */
  publicUrl: string;
  /** Signs the e-mail verification links. */
  secret: string;
  /** Where work runs whose duration must not show in a reply (it would tell whether an account exists). */
  background: BackgroundTasks;
}

export const authDeps = (app: FastifyInstance): AuthDeps => ({
  db: app.db,
  mailer: app.mailer,
  publicUrl: app.config.publicUrl,
  secret: app.config.sessionSecret,
  background: app.background,
});
