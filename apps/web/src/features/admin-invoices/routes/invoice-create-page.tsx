import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { INVOICES_SCREEN, useCreateInvoice } from '../api/invoices';
import { InvoiceForm } from '../components/invoice-form';

/** /admin/invoices/Create (read_invoices and update_orders): a manual invoice for a sale outside the shop. */
export function Component() {
  const { t } = useTranslation('admin-invoices');
  const navigate = useNavigate();
  const create = useCreateInvoice();
  return (
    <Stack gap="md">
      <div>
        <PageTitle fz="h2">{t('create_title')}</PageTitle>
        <Text c="dimmed">{t('create_hint')}</Text>
      </div>
      <InvoiceForm
        onSubmit={async (body) => {
          const invoice = await create.mutateAsync(body);
          notifySuccess(t('notifications.created', { code: invoice.code }));
          await navigate(`${INVOICES_SCREEN}/${invoice.id}`);
        }}
      />
    </Stack>
  );
}
