import { Badge } from '@mantine/core';
import type { PaymentReturned, PaymentStatus } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

const PAYMENT_COLORS: Record<PaymentStatus | PaymentReturned, string> = {
  pending: 'yellow',
  paid: 'green',
  cancelled: 'red',
  due: 'red',
  given: 'gray',
};

/**
 * Where the order's payment stands; once its money had to go back, where that stands instead ("Pagado" would be
 * false). Whole, never "Payment pen…": a row too narrow for it gives way in its label (`DetailRow`), not in the badge.
 */
export function PaymentBadge({
  status,
  returned,
}: {
  status: PaymentStatus;
  returned: PaymentReturned | null;
}) {
  const { t } = useTranslation('admin-orders');
  return (
    <Badge color={PAYMENT_COLORS[returned ?? status]} variant="light" tt="none" miw="max-content">
      {t(returned ? `payment_returned.${returned}` : `payment_status.${status}`)}
    </Badge>
  );
}
