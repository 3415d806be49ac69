import { Badge } from '@mantine/core';
import type { StoreRequestStatus } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<StoreRequestStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  cancelled: 'gray',
  converted: 'blue',
  expired: 'gray',
};

export function ReservationStatus({ status }: { status: StoreRequestStatus }) {
  const { t } = useTranslation('reservations');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
