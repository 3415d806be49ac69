import type { Locale, StoreRequest } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { longDate } from '../../lib/long-date';
import type { Mailer, MailMessage } from '../mail';
import { type StaffRecipient, staffToNotify } from '../settings';
import { adminStoreRequest } from './store-requests.service';
import { storeRequests } from './store-requests.table';

/**
 * Tells the staff chosen for reservations (the administrators when nobody is) that a wholesaler asked for one, each
 * in the language they use the shop in, with what was asked and where to decide it.
 */
export async function tellStaffOfRequest(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  id: number,
): Promise<void> {
  const recipients = await staffToNotify(db, 'store_request');
  const decideAt = `${publicUrl.replace(/\/$/, '')}/admin/reservations?status=pending`;
  // The request as each language writes its figures and dates, read once per language.
  const views = new Map<Locale, StoreRequest>();
  for (const to of recipients) {
    let request = views.get(to.locale);
    if (!request) {
      request = await adminStoreRequest(db, id, to.locale);
      views.set(to.locale, request);
    }
    await mailer.send(staffRequestMail(to, request, decideAt));
  }
}

export function staffRequestMail(to: StaffRecipient, request: StoreRequest, decideAt: string): MailMessage {
  const english = to.locale === 'en-US';
  const { name, email } = request.customer;
  const day = longDate(request.wanted_on, to.locale);
  const lines = request.lines.map((line) => {
    const what = line.variation ? `${line.product.name} (${line.variation.label})` : line.product.name;
    return `- ${line.quantity} × ${what}: ${line.line_total_formatted}`;
  });
  return {
    to: to.email,
    replyTo: email,
    subject: (english
      ? `New reservation #${request.id} from ${name}`
      : `Nueva reserva n.º ${request.id} de ${name}`
    ).slice(0, 300),
    text: [
      english
        ? `${name} <${email}> asks you to set this aside for ${day}:`
        : `${name} <${email}> te pide apartar esto para el ${day}:`,
      '',
      ...lines,
      '',
      english
        ? `Total at today's wholesale prices: ${request.total_formatted}`
        : `Total a los precios de mayorista de hoy: ${request.total_formatted}`,
      ...(request.note ? ['', english ? `Note: ${request.note}` : `Nota: ${request.note}`] : []),
      '',
      english ? `Approve or reject it at ${decideAt}` : `Apruébala o recházala en ${decideAt}`,
      '',
    ].join('\n'),
  };
}

/** Tells the wholesaler what staff decided of their reservation, in the language they asked in. */
export async function tellRequester(
  db: DbOrTx,
  mailer: Mailer,
  publicUrl: string,
  request: StoreRequest,
): Promise<void> {
  if (!request.customer.email) return;
  const [row] = await db
    .select({ locale: storeRequests.locale })
    .from(storeRequests)
    .where(eq(storeRequests.id, request.id));
  const locale = row?.locale === 'en-US' ? 'en-US' : 'es-ES';
  const base = publicUrl.replace(/\/$/, '');
  const english = locale === 'en-US';
  const approved = request.status === 'approved';
  const subject = english
    ? `Your reservation #${request.id} was ${approved ? 'approved' : 'declined'}`
    : `Tu reserva n.º ${request.id} ${approved ? 'fue aprobada' : 'no fue aprobada'}`;
  const lines = approved
    ? [
        english
          ? `We hold the goods for you until ${longDate(request.wanted_on, locale)}. Place the order from your reservations:`
          : `Te guardamos la mercancía hasta el ${longDate(request.wanted_on, locale)}. Haz el pedido desde tus reservas:`,
      ]
    : [
        english
          ? 'Our team could not accept it, for this reason:'
          : 'Nuestro equipo no pudo aceptarla por este motivo:',
        request.reason ?? '',
        '',
        english ? 'You can see your reservations here:' : 'Puedes ver tus reservas aquí:',
      ];
  await mailer.send({
    to: request.customer.email,
    subject,
    text: [...lines, `${base}/Profile/Reservations`, ''].join('\n'),
  });
}
