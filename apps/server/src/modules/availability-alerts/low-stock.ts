import { type Locale, messageParam } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Mailer } from '../mail';
import { lowAvailabilityAt, products } from '../products';
import { staffToNotify } from '../settings';
import { lowStockNotices } from './availability-alerts.table';

/** SPEC §9's threshold (`lowAvailabilityAt`), for a query that names the products table `p`. */
export const lowAvailabilityThreshold = lowAvailabilityAt(alias(products, 'p'));
const threshold = lowAvailabilityThreshold;

/**
 * The job: products that fell to their threshold (or sold out) since the last run are recorded and the staff chosen
 * for low availability (the administrators when nobody is) get one summary; products restocked above it are
 * forgotten, so their next fall is told again. Safe with several instances: the insert returns each product to one.
 */
export async function sendLowStockNotices(db: Database, mailer: Mailer, publicUrl: string): Promise<number> {
  await db.execute(sql`
    DELETE FROM ${lowStockNotices} n USING ${products} p
    WHERE p.id = n.product_id AND (p.availability IS NULL OR p.availability > ${threshold})`);
  const fallen = rowsOf<{ name: string; sku: string; availability: number }>(
    await db.execute(sql`
      WITH fallen AS (
        INSERT INTO ${lowStockNotices} (product_id)
        SELECT p.id FROM ${products} p
        WHERE p.active AND p.availability IS NOT NULL AND p.availability <= ${threshold}
        ON CONFLICT DO NOTHING
        RETURNING product_id)
      SELECT p.name, p.sku, p.availability FROM ${products} p JOIN fallen f ON f.product_id = p.id
      ORDER BY p.availability, p.name`),
  );
  if (fallen.length === 0) return 0;
  // The list narrowed to what this mail is about (decision 096).
  const url = `${publicUrl.replace(/\/$/, '')}/admin/products/list?stock=low&active=true`;
  for (const { email, locale } of await staffToNotify(db, 'low_availability')) {
    const english = locale === 'en-US';
    const count = fallen.length;
    await mailer.send({
      to: email,
      subject: english
        ? `Low availability: ${count} ${count === 1 ? 'product' : 'products'}`
        : `Poca disponibilidad: ${count} ${count === 1 ? 'producto' : 'productos'}`,
      text: [
        english
          ? 'These products have reached their minimum availability or sold out:'
          : 'Estos productos han llegado a su disponibilidad mínima o se han agotado:',
        '',
        ...fallen.map((p) => `${p.name} (${p.sku}): ${left(p.availability, locale)}`),
        '',
        url,
        '',
      ].join('\n'),
    });
  }
  return fallen.length;
}

/** "agotado", "queda 1", "quedan 1.500" ("sold out", "1 left", "1,500 left"): the count as the reader's language writes it. */
function left(availability: number, locale: Locale): string {
  const count = messageParam(availability, locale);
  if (locale === 'en-US') return availability === 0 ? 'sold out' : `${count} left`;
  return availability === 0 ? 'agotado' : `${availability === 1 ? 'queda' : 'quedan'} ${count}`;
}
