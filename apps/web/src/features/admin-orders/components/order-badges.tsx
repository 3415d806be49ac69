import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

const PAYMENT_COLORS: Record<PaymentStatus, string> = { pending: 'yellow', paid: 'green', cancelled: 'red' };

/** Whole, never "Payment pen…": a row too narrow for it gives way in its label (`DetailRow`), not in the badge. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('admin-orders');
  return (
    <Badge color={PAYMENT_COLORS[status]} variant="light" tt="none" miw="max-content">
      {t(`payment_status.${status}`)}
    </Badge>
  );
}
