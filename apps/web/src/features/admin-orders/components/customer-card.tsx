import { Anchor, Text } from '@mantine/core';
import type { AdminOrder } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';
import { SectionCard } from './section-card';

export function CustomerCard({ customer }: { customer: AdminOrder['customer'] }) {
  const { t } = useTranslation('admin-orders');
  return (
    <SectionCard title={t('customer.title')}>
      {customer ? (
        <>
          <Text fw={600}>{customer.name}</Text>
          <Anchor href={`mailto:${customer.email}`} size="sm">
            <EmailAddress email={customer.email} />
          </Anchor>
        </>
      ) : (
        // The account was deleted after ordering: the order and its recipient remain.
        <Text size="sm" c="dimmed">
          {t('no_customer')}
        </Text>
      )}
    </SectionCard>
  );
}
