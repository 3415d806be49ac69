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

/** The first link in a mail's text that starts with `prefix` (test support). */
export function linkIn(text: string, prefix: string): URL {
  const found = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return new URL(found);
}
