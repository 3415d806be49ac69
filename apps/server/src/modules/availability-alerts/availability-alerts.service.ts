import type { Locale } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/domain-errors';
import type { Mailer, MailMessage } from '../mail';
import { onSale, products } from '../products';
import { getNotificationSettings } from '../settings';
import { countAttempt, minutes } from '../throttle';
import { availabilityAlerts } from './availability-alerts.table';

const LIMITS = {
  perAddress: { max: 20, windowMs: minutes(60) },
  perEmail: { max: 10, windowMs: minutes(60) },
};

/**
 * Records that `email` wants to hear when the product is back. Only for a product shoppers may see and that is sold
 * out now; asking again while waiting changes nothing, asking again after a notice waits for the next return.
 */
export async function requestAvailabilityAlert(
  db: DbOrTx,
  input: { slug: string; email: string; locale: Locale; ip: string },
): Promise<void> {
  if (!(await getNotificationSettings(db)).availability_notification) throw notFound('not_found');
  await countAttempt(
    db,
    { key: `availability-alert-address:${input.ip}`, limit: LIMITS.perAddress },
    { key: `availability-alert-email:${input.email}`, limit: LIMITS.perEmail },
  );
  const [product] = await db
    .select({ id: products.id, availability: products.availability })
    .from(products)
    .where(and(onSale, eq(products.slug, input.slug)));
  if (!product) throw notFound('product_not_found');
  if (product.availability === null || product.availability > 0)
    throw conflict('availability_alert_in_stock');
  await db
    .insert(availabilityAlerts)
    .values({ productId: product.id, email: input.email, locale: input.locale })
    .onConflictDoUpdate({
      target: [availabilityAlerts.productId, availabilityAlerts.email],
      set: { notifiedAt: null, locale: input.locale },
    });
}

function backInStockMail(to: string, name: string, url: string, locale: string): MailMessage {
  const english = locale === 'en-US';
  const lines = english
    ? [`Good news: “${name}” is available again.`, 'We tell you once; units go to whoever orders first.']
    : [
        `Buenas noticias: «${name}» vuelve a estar disponible.`,
        'Te avisamos una sola vez; las unidades son de quien pida primero.',
      ];
  return {
    to,
    subject: english ? `${name} is back` : `Ya hay ${name}`,
    text: [...lines, '', url, ''].join('\n'),
  };
}

/**
 * The job: every waiting request whose product can be bought again is marked notified and mailed, in one statement
 * that several instances may run at once (each row is returned to one of them only), so each shopper gets one mail.
 */
export async function sendAvailabilityAlerts(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
): Promise<number> {
  const result = await db.execute(sql`
    UPDATE ${availabilityAlerts} AS a SET notified_at = now()
    FROM ${products} AS p
    WHERE p.id = a.product_id AND a.notified_at IS NULL AND p.active AND p.visible
      AND (p.availability IS NULL OR p.availability > 0)
    RETURNING a.email, a.locale, p.name, p.slug`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    email: string;
    locale: string;
    name: string;
    slug: string;
  }>;
  for (const row of rows) {
    const url = `${publicUrl.replace(/\/$/, '')}/Products/${encodeURIComponent(row.slug)}`;
    await mailer.send(backInStockMail(row.email, row.name, url, row.locale));
  }
  return rows.length;
}
