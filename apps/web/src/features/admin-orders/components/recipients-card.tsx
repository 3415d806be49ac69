import { Divider, Text } from '@mantine/core';
import type { AdminOrder } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { RecipientDetails } from './recipient-details';
import { SectionCard } from './section-card';

/** Who receives the order, and who may receive it instead when the first is not home. */
export function RecipientsCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-order');
  if (!order.recipient && !order.alternative_recipient) return null;
  return (
    <SectionCard title={t('recipient.title')}>
      {order.recipient && <RecipientDetails recipient={order.recipient} />}
      {order.alternative_recipient && (
        <>
          <Divider
            my="xs"
            label={
              <Text size="xs" c="dimmed">
                {t('recipient.alternative')}
              </Text>
            }
            labelPosition="left"
          />
          <RecipientDetails recipient={order.alternative_recipient} />
        </>
      )}
    </SectionCard>
  );
}
