import type { CardSale } from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import type { Mailer } from '../mail';
import { staffToNotify } from '../settings';

/**
 * Tells the staff chosen for payments (the administrators when nobody is) that a gift card purchase or recharge
 * waits for its payment to be confirmed, in Spanish (the back office's language).
 */
export async function tellStaffCardSale(db: DbOrTx, mailer: Mailer, publicUrl: string, sale: CardSale) {
  const recipients = await staffToNotify(db, 'payment');
  const what =
    sale.kind === 'purchase'
      ? 'una tarjeta de regalo'
      : `una recarga de la tarjeta ${sale.card?.number ?? ''}`;
  const url = `${publicUrl.replace(/\/$/, '')}/admin/sales_buy_card?status=pending`;
  for (const to of recipients)
    await mailer.send({
      to,
      subject: `Tarjeta de regalo por confirmar: ${sale.amount_formatted}`,
      text: [
        `${sale.buyer.name} <${sale.buyer.email ?? ''}> pidió ${what} de ${sale.amount_formatted}, a pagar con ${sale.pay_form.name}.`,
        '',
        `Cuando llegue el pago, confírmalo en ${url}.`,
        '',
      ].join('\n'),
    });
}
