import { type CardSale, cardEnding, type Locale, ONLINE_PROVIDER_NAMES } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Mailer } from '../mail';
import { staffToNotify } from '../settings';
import { users } from '../users';
import { saleById } from './card-sales.service';
import { cardSales } from './card-sales.table';

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

/**
 * Tells the staff chosen for payments that a provider took money for a gift card sale that the shop must give back
 * (decision 023): the sale was already settled or cancelled, or the payment was for another amount. Each in their
 * language, with the list of the sales owing a payment.
 */
export async function tellStaffCardSaleRefundDue(
  db: DbOrTx,
  mailer: Mailer,
  publicUrl: string,
  saleId: number,
) {
  const url = `${publicUrl.replace(/\/$/, '')}/admin/sales_buy_card?refund=due`;
  const views = new Map<Locale, CardSale>();
  for (const { email, locale } of await staffToNotify(db, 'payment')) {
    const sale = views.get(locale) ?? (await saleById(db, saleId, locale));
    views.set(locale, sale);
    const owed = sale.payments.filter((p) => p.refund_due).at(-1);
    if (!owed) return;
    const provider = ONLINE_PROVIDER_NAMES[owed.provider];
    const buyer = `${sale.buyer.name} <${sale.buyer.email ?? ''}>`;
    const text =
      locale === 'en-US'
        ? {
            subject: `Gift card payment to refund: ${owed.amount_formatted}`,
            lines: [
              `${provider} took ${owed.amount_formatted} from ${buyer} for a gift card sale of ${sale.amount_formatted} that was already settled or cancelled, or owed another amount.`,
              '',
              `Refund it with “Refund the payment” at ${url}.`,
              '',
            ],
          }
        : {
            subject: `Pago de tarjeta de regalo por devolver: ${owed.amount_formatted}`,
            lines: [
              `${provider} cobró ${owed.amount_formatted} a ${buyer} por una venta de tarjeta de regalo de ${sale.amount_formatted} que ya estaba cerrada o debía otro importe.`,
              '',
              `Devuélvelo con «Devolver el pago» en ${url}.`,
              '',
            ],
          };
    await mailer.send({ to: email, subject: text.subject, text: text.lines.join('\n') });
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

/**
 * The sale as its buyer reads it, in the language they use the shop in (decision 063): staff act on it, so the
 * request that does so says nothing of the buyer's language. None for a sale whose buyer is gone.
 */
async function buyersView(db: DbOrTx, saleId: number): Promise<(CardSale & { locale: Locale }) | null> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(cardSales)
    .innerJoin(users, eq(users.id, cardSales.userId))
    .where(eq(cardSales.id, saleId));
  if (!row) return null;
  const locale: Locale = row.locale === 'en-US' ? 'en-US' : 'es-ES';
  return { ...(await saleById(db, saleId, locale)), locale };
}

/**
 * Tells the buyer what became of a purchase or recharge that waited for its payment: confirmed (by staff or by the
 * provider's event) or cancelled, in their language. Nothing for a sale without a buyer's address.
 */
export async function tellBuyerCardSale(db: DbOrTx, mailer: Mailer, publicUrl: string, saleId: number) {
  const sale = await buyersView(db, saleId);
  if (!sale) return;
  if (!sale.buyer.email || sale.status === 'pending') return;
  const { locale } = sale;
  const base = publicUrl.replace(/\/$/, '');
  // Confirmed: the card's page (its PIN, its balance); cancelled: where to say it was paid after all.
  const url =
    sale.status === 'paid' && sale.card
      ? `${base}/Profile/shopping_card/${sale.card.id}`
      : `${base}/Contact-Us`;
  const { subject, lines } = buyerWords(sale, locale);
  await mailer.send({ to: sale.buyer.email, subject, text: [...lines, '', url, ''].join('\n') });
}

/**
 * Tells the buyer that staff gave back payment `paymentId` of a purchase or recharge through its provider, in their
 * language. Their purchases and recharges are listed on the gift card page.
 */
export async function tellBuyerCardSaleRefund(
  db: DbOrTx,
  mailer: Mailer,
  publicUrl: string,
  saleId: number,
  paymentId: number,
) {
  const sale = await buyersView(db, saleId);
  if (!sale) return;
  const payment = sale.payments.find((p) => p.id === paymentId);
  if (!sale.buyer.email || !payment) return;
  const { locale } = sale;
  const url = `${publicUrl.replace(/\/$/, '')}/Profile/shopping_card`;
  const provider = ONLINE_PROVIDER_NAMES[payment.provider];
  const purchase = sale.kind === 'purchase';
  const card = `•••• ${cardEnding(sale.card?.number ?? '')}`;
  const text =
    locale === 'en-US'
      ? {
          subject: 'Gift card payment refunded',
          lines: [
            `We have refunded the ${payment.amount_formatted} you paid through ${provider} for ${purchase ? `a gift card of ${sale.amount_formatted}` : `a recharge of card ${card}`}.`,
            'Depending on your bank, it may take a few days to show in your account.',
          ],
        }
      : {
          subject: 'Pago de tarjeta de regalo devuelto',
          lines: [
            `Te hemos devuelto los ${payment.amount_formatted} que pagaste con ${provider} por ${purchase ? `una tarjeta de regalo de ${sale.amount_formatted}` : `una recarga de la tarjeta ${card}`}.`,
            'Según tu banco, puede tardar unos días en verse en tu cuenta.',
          ],
        };
  await mailer.send({
    to: sale.buyer.email,
    subject: text.subject,
    text: [...text.lines, '', url, ''].join('\n'),
  });
}

function buyerWords(sale: CardSale, locale: Locale): { subject: string; lines: string[] } {
  // The last four digits, as a bank's mail names a card: the whole number is on the card's page, behind the sign-in.
  const card = `•••• ${cardEnding(sale.card?.number ?? '')}`;
  const paid = sale.status === 'paid';
  const purchase = sale.kind === 'purchase';
  if (locale === 'en-US') {
    if (paid && purchase)
      return {
        subject: 'Your gift card is ready',
        lines: [
          `We confirmed the payment of your ${sale.amount_formatted} gift card, card ${card}.`,
          'Give it a 4-digit PIN on its page before paying with it:',
        ],
      };
    if (paid)
      return {
        subject: `Card ${card} recharged`,
        lines: [
          `We confirmed the payment of your ${sale.amount_formatted} recharge: the balance is on card ${card}.`,
          'See it on its page:',
        ],
      };
    return {
      subject: purchase ? 'Your gift card purchase was cancelled' : 'Your card recharge was cancelled',
      lines: [
        `The ${purchase ? 'gift card' : `recharge of card ${card}`} of ${sale.amount_formatted} was cancelled without its payment being confirmed.`,
        'If you had paid it, write to us:',
      ],
    };
  }
  if (paid && purchase)
    return {
      subject: 'Tu tarjeta de regalo está lista',
      lines: [
        `Confirmamos el pago de tu tarjeta de regalo de ${sale.amount_formatted}, la tarjeta ${card}.`,
        'Asígnale un PIN de 4 dígitos en su página antes de pagar con ella:',
      ],
    };
  if (paid)
    return {
      subject: `Tarjeta ${card} recargada`,
      lines: [
        `Confirmamos el pago de tu recarga de ${sale.amount_formatted}: el saldo ya está en la tarjeta ${card}.`,
        'Míralo en su página:',
      ],
    };
  return {
    subject: purchase
      ? 'Tu compra de tarjeta de regalo fue cancelada'
      : 'Tu recarga de tarjeta fue cancelada',
    lines: [
      `${purchase ? 'La tarjeta de regalo' : `La recarga de la tarjeta ${card}`} de ${sale.amount_formatted} se canceló sin que se confirmara su pago.`,
      'Si ya la habías pagado, escríbenos:',
    ],
  };
}
