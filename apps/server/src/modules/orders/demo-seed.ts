import { createOrderBodySchema, type Order, SHOP_TIME_ZONE } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Database } from '../../db/client';
import { fillDemoCart } from '../cart';
import { pickupPoints } from '../points-of-sale';
import { users } from '../users';
import { checkout } from './checkout.service';
import { addReceipt } from './order-receipts.service';
import { orderReceipts, orders } from './orders.table';

const BUYER = {
  email: 'yoandry.perez@demo.shop.local',
  name: 'Yoandry Pérez Ávila',
  account: '0599 8812 0034 7781',
};
const LINES = [
  ['Cerveza Bucanero caja 24', 2],
  ['Café Cubita molido 250 g', 3],
] as const;

/**
 * SEED=demo: Yoandry ordered for pickup, paid by bank transfer and sent the bank's receipt (a PDF), which waits for
 * staff: the dashboard's "comprobantes por revisar", the orders list's filter and the order's receipts card show it
 * on a fresh shop. Placed through the real cart and checkout. Runs once, after the pay forms and points of sale.
 */
export async function seedDemoTransferReceipt(db: Database, dataDir: string): Promise<void> {
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, BUYER.email));
  if (!buyer) return;
  // Sent already (the sales history's transfers, checked by staff long ago, have no receipt).
  const [already] = await db
    .select({ id: orderReceipts.id })
    .from(orderReceipts)
    .innerJoin(orders, eq(orders.id, orderReceipts.orderId))
    .where(eq(orders.userId, buyer.id))
    .limit(1);
  if (already) return;
  const [point] = await pickupPoints(db);
  if (!point || !(await fillDemoCart(db, buyer.id, LINES))) return;
  const { order } = await checkout(
    db,
    { id: buyer.id, wholesaler: false },
    createOrderBodySchema.parse({
      delivery_method: 'pickup',
      point_of_sale_id: point.id,
      pay_form: 'transfer',
    }),
    undefined,
    'es-ES',
  );
  // Paid from the bank's mobile app right after ordering, and sent at once.
  await addReceipt(db, dataDir, buyer.id, order.id, await bankReceipt(order, new Date()), 'es-ES');
}

/** What a Cuban bank's app gives after a transfer: one page naming both accounts, the amount and the reference. */
async function bankReceipt(order: Order, at: Date): Promise<Buffer> {
  const account = order.pay_form.account;
  const doc = new PDFDocument({
    size: [360, 520],
    margin: 32,
    info: { Title: 'Comprobante de transferencia' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.rect(0, 0, 360, 64).fill('#0b4f8a');
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(account?.bank ?? 'Banco Metropolitano', 32, 22);
  doc.fillColor('#1b1b1b').fontSize(13).text('Comprobante de transferencia', 32, 88);
  doc.font('Helvetica').fontSize(9).fillColor('#2f9e44').text('Operación realizada con éxito', 32, 108);
  const when = new Intl.DateTimeFormat('es-ES', {
    timeZone: SHOP_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(at);
  const rows: Array<[string, string]> = [
    ['Fecha y hora', when],
    ['Nro. de transacción', `TM${String(at.getTime()).slice(-10)}`],
    ['Ordenante', BUYER.name],
    ['Cuenta de origen', BUYER.account],
    ['Beneficiario', account?.holder ?? ''],
    ['Cuenta de destino', account?.number ?? ''],
    ['Importe', order.due_formatted],
    ['Referencia', account?.reference ?? order.order_id],
  ];
  let y = 140;
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(9).fillColor('#6b6b6b').text(label, 32, y);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#1b1b1b')
      .text(value, 32, y + 12, { width: 296 });
    y += 40;
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#6b6b6b')
    .text('Comprobante emitido por Transfermóvil', 32, 480, { width: 296, align: 'center' });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
