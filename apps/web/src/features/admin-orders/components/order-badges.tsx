import { Badge } from '@mantine/core';
import type { Order, PaymentStatus } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { readableText } from '../../../lib/readable-text';

const PAYMENT_COLORS: Record<PaymentStatus, string> = { pending: 'yellow', paid: 'green', cancelled: 'red' };

/** The status in the colour staff gave it in the status catalogue, with words that read on it (WCAG AA). */
export function StatusBadge({ status }: { status: Order['status'] }) {
  return (
    <Badge
      color={status.color}
      c={readableText(status.color, '#ffffff')}
      variant="filled"
      tt="none"
      style={{ whiteSpace: 'nowrap' }}
    >
      {status.name}
    </Badge>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('admin-orders');
  return (
    <Badge color={PAYMENT_COLORS[status]} variant="light" tt="none" style={{ whiteSpace: 'nowrap' }}>
      {t(`payment_status.${status}`)}
    </Badge>
  );
}
