import type { MailMessage } from '../modules/mail';
import type { TestApp } from './build-test-app';

/**
 * The mails one address received, newest first (test support). Work that runs after the reply (registration,
 * reset links) is waited for first.
 */
export async function mailsTo(t: Pick<TestApp, 'app' | 'mailbox'>, email: string): Promise<MailMessage[]> {
  await t.app.background.settled();
  return t.mailbox.filter((mail) => mail.to === email).reverse();
}

/**
 * The newest mail with this subject that one address received (test support). Where a test's actions mail the same
 * person twice (the order placed, then its payment), the two are sent in the background and may arrive in either
 * order: a test picks the one it means by its subject, never by its place.
 */
export async function mailTo(
  t: Pick<TestApp, 'app' | 'mailbox'>,
  email: string,
  subject: string,
): Promise<MailMessage | undefined> {
  return (await mailsTo(t, email)).find((mail) => mail.subject.replace(/\s/g, ' ') === subject);
}

/** The first link in a mail's text that starts with `prefix` (test support). */
export function linkIn(text: string, prefix: string): URL {
  const found = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return new URL(found);
}
