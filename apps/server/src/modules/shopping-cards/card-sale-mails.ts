import type { CardSale, Locale } from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import type { Mailer } from '../mail';
import { staffToNotify } from '../settings';
import { saleById } from './card-sales.service';

/**
 * Tells the staff chosen for payments (the administrators when nobody is) that a gift card purchase or recharge
 * waits for its payment to be confirmed, each in the language they use the shop in (decision 063).
 */
export async function tellStaffCardSale(db: DbOrTx, mailer: Mailer, publicUrl: string, sale: CardSale) {
  const url = `${publicUrl.replace(/\/$/, '')}/admin/sales_buy_card?status=pending`;
  const views = new Map<Locale, CardSale>();
  for (const { email, locale } of await staffToNotify(db, 'payment')) {
    const view = views.get(locale) ?? (await saleById(db, sale.id, locale));
    views.set(locale, view);
    await mailer.send({ to: email, ...saleMail(view, url, locale) });
  }
}

function saleMail(sale: CardSale, url: string, locale: Locale) {
  const buyer = `${sale.buyer.name} <${sale.buyer.email ?? ''}>`;
  const card = sale.card?.number ?? '';
  if (locale === 'en-US') {
    const what = sale.kind === 'purchase' ? 'a gift card' : `a recharge of card ${card}`;
    return {
      subject: `Gift card awaiting confirmation: ${sale.amount_formatted}`,
      text: [
        `${buyer} asked for ${what} of ${sale.amount_formatted}, to be paid with ${sale.pay_form.name}.`,
        '',
        `When the payment arrives, confirm it at ${url}.`,
        '',
      ].join('\n'),
    };
  }
  const what = sale.kind === 'purchase' ? 'una tarjeta de regalo' : `una recarga de la tarjeta ${card}`;
  return {
    subject: `Tarjeta de regalo por confirmar: ${sale.amount_formatted}`,
    text: [
      `${buyer} pidió ${what} de ${sale.amount_formatted}, a pagar con ${sale.pay_form.name}.`,
      '',
      `Cuando llegue el pago, confírmalo en ${url}.`,
      '',
    ].join('\n'),
  };
}
