import { Badge } from '@mantine/core';
import type { StockTransferStatus } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<StockTransferStatus, string> = {
  draft: 'gray',
  sent: 'yellow',
  received: 'green',
  cancelled: 'red',
};

/** Where a transfer is: a draft, on its way, arrived, or called off. */
export function TransferStatus({ status }: { status: StockTransferStatus }) {
  const { t } = useTranslation('admin-stock-transfers');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
