import { PAID_IN_ADVANCE_PAY_FORMS, type PayFormCode } from '@shop/contracts';

/**
 * When an order's payment window ends (settings payment_timeout), or null when it has none (issue 20): a transfer is
 * paid before the order is prepared and a wholesale order owes its prepayment first, so they are cancelled if that
 * does not come in time; cash on delivery or at pickup is paid on receipt and has no window to miss.
 */
export function paymentDueAt(
  payForm: PayFormCode,
  owesPrepayment: boolean,
  timeoutMinutes: number,
  now = new Date(),
): Date | null {
  if (!PAID_IN_ADVANCE_PAY_FORMS.includes(payForm) && !owesPrepayment) return null;
  return new Date(now.getTime() + timeoutMinutes * 60_000);
}
