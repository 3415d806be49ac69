import { Anchor, Button, Group, Text } from '@mantine/core';
import type { AdminOrder } from '@shop/contracts';
import { IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useIssueInvoice, useOrderInvoice } from '../api/order-invoice';
import { SectionCard } from './section-card';

/** SPEC §3 Order `invoice`: the order's invoice with its PDF, or the button that issues it. */
export function InvoiceCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-order');
  const user = useCurrentUser();
  const canRead = userCan(user, ['read_invoices']);
  const canIssue = userCan(user, ['read_invoices', 'update_orders']);
  const invoice = useOrderInvoice(order.id, canRead);
  const issue = useIssueInvoice(order.id);
  if (!canRead || invoice.isPending) return null;
  // The server refuses to invoice a cancelled order ("No se pudo crear la factura."): no button that can only fail.
  const cancelled = order.status.role === 'cancelled';

  return (
    <SectionCard title={t('invoice.title')}>
      {invoice.data ? (
        <Group gap="sm" wrap="wrap">
          <Anchor component={Link} to={`/admin/invoices/${invoice.data.id}`} fw={600}>
            {t('invoice.open', { code: invoice.data.code })}
          </Anchor>
          <Button
            component="a"
            href={`/api/admin/invoices/${invoice.data.id}/pdf`}
            download={`${invoice.data.code}.pdf`}
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
          >
            {t('invoice.download')}
          </Button>
        </Group>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t(cancelled ? 'invoice.cancelled' : 'invoice.none')}
          </Text>
          {canIssue && !cancelled && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFileInvoice size={14} />}
              loading={issue.isPending}
              onClick={() =>
                issue.mutate(undefined, {
                  onSuccess: (issued) => notifySuccess(t('invoice.issued', { code: issued.code })),
                  onError: (error) => notifyError(error),
                })
              }
              w="fit-content"
            >
              {t('invoice.issue')}
            </Button>
          )}
        </>
      )}
    </SectionCard>
  );
}
