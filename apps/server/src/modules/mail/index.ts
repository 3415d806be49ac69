// Outgoing mail: the mailer every module sends through, and the development outbox. Routes: mail.routes.ts.

export { mailOutbox } from './mail.table';
export { mailHasServer } from './mail-settings';
export { createMailer, HIDDEN_SECRET, type Mailer, type MailMessage, withoutSecrets } from './mailer';
