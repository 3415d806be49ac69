import type { DbOrTx } from '../../db/client';
import type { Mailer } from '../mail';
import { paymentReceivedMail, statusChangedMail, tellCustomer } from '../orders';

/** Tells the customer what a provider's event did: the payment is in, or the order was cancelled. */
export const orderPaidOrDenied = (
  db: DbOrTx,
  mailer: Mailer,
  publicUrl: string,
  orderId: number,
  outcome: 'paid' | 'denied',
) =>
  tellCustomer(db, mailer, publicUrl, orderId, outcome === 'paid' ? paymentReceivedMail : statusChangedMail);
