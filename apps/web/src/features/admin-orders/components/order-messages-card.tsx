import { Stack, Text } from '@mantine/core';
import { type AdminOrder, ORDER_MESSAGE_MAX, orderMessageBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { ShortTextForm } from '../../../components/short-text-form';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useWriteOrderMessage } from '../api/order-actions';
import classes from './order-messages-card.module.css';
import { SectionCard } from './section-card';

/**
 * The conversation with the order's customer (decisions 106 and 107), oldest first, with who wrote each; whoever may
 * change orders writes to them (they read it on their order and by mail). Off the printed order.
 */
export function OrderMessagesCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-order');
  const locale = useLocale();
  const canWrite = userCan(useCurrentUser(), ['update_orders']) && order.customer !== null;
  return (
    <SectionCard title={t('messages.title')} printed={false}>
      <Text size="xs" c="dimmed">
        {t('messages.hint')}
      </Text>
      {order.messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('messages.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {order.messages.map((message, index) => (
            // Messages are only ever added, oldest first: a message keeps its place.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className={message.from === 'customer' ? classes.customer : undefined}>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {message.text}
              </Text>
              <Text size="xs" c="dimmed">
                {message.from === 'customer'
                  ? t('messages.by_customer', { when: formatDateTime(message.at, locale) })
                  : t('messages.by', {
                      who: message.by ?? t('notes.someone'),
                      when: formatDateTime(message.at, locale),
                    })}
              </Text>
              {/* Whether the customer has seen it on their order yet (decision 109); a mail may have been read too. */}
              {message.from === 'shop' && (
                <Text size="xs" c="dimmed">
                  {message.read_at
                    ? t('messages.read', { when: formatDateTime(message.read_at, locale) })
                    : t('messages.unread')}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
      {canWrite && <MessageForm orderId={order.id} />}
    </SectionCard>
  );
}

/** The new message, in the contract's rule (1 to 1,000 characters). */
function MessageForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation('admin-order');
  const write = useWriteOrderMessage(orderId);
  return (
    <ShortTextForm
      label={t('messages.label')}
      description={(count) => t('reason.counter', { count, max: ORDER_MESSAGE_MAX })}
      submitLabel={t('messages.send')}
      schema={orderMessageBodySchema}
      send={(text) => write.mutateAsync({ text })}
      minRows={3}
    />
  );
}
