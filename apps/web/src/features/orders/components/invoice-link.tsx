import { Button } from '@mantine/core';
import { fillPath, INVOICE_PATHS, type InvoiceSummary } from '@shop/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';

/** The order's invoice as a PDF, once staff have issued it; nothing before. */
export function InvoiceLink({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const invoice = useQuery({
    queryKey: ['orders', orderId, 'invoice'],
    queryFn: ({ signal }) =>
      api<InvoiceSummary | null>(fillPath(INVOICE_PATHS.mineSummary, { id: orderId }), { signal }),
  });
  if (!invoice.data) return null;
  return (
    <Button
      component="a"
      href={invoice.data.pdf_url}
      download={`${invoice.data.code}.pdf`}
      variant="light"
      leftSection={<IconDownload size={18} />}
      w="fit-content"
    >
      {t('show.invoice', { code: invoice.data.code })}
    </Button>
  );
}
