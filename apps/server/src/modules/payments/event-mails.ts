import type { DbOrTx } from '../../db/client';
import type { Mailer } from '../mail';
import { paymentReceivedMail, statusChangedMail, tellCustomer, tellStaffPaymentToGiveBack } from '../orders';
import { tellStaffCardSaleRefundDue } from '../shopping-cards';
import type { PaymentSubject } from './payment-provider';

/** Tells the customer what a provider's event did: the payment is in, or the order was cancelled. */
export const orderPaidOrDenied = (
  db: DbOrTx,
  mailer: Mailer,
  publicUrl: string,
  orderId: number,
  outcome: 'paid' | 'denied',
) =>
  tellCustomer(db, mailer, publicUrl, orderId, outcome === 'paid' ? paymentReceivedMail : statusChangedMail);

/** Tells the staff chosen for payments that a provider took money for an order or a card sale that must go back. */
export const staffToGiveBackMail = (
  db: DbOrTx,
  mailer: Mailer,
  publicUrl: string,
  subject: PaymentSubject,
) =>
  subject.kind === 'order'
    ? tellStaffPaymentToGiveBack(db, mailer, publicUrl, subject.id)
    : tellStaffCardSaleRefundDue(db, mailer, publicUrl, subject.id);
