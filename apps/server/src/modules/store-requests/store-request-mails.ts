import type { StoreRequest } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { longDate } from '../../lib/long-date';
import type { Mailer } from '../mail';
import { storeRequests } from './store-requests.table';

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
