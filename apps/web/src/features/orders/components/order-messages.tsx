import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { type Locale, ORDER_MESSAGE_MAX, type Order, orderMessageBodySchema } from '@shop/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ShortTextForm } from '../../../components/short-text-form';
import { formatDateTime } from '../../../lib/format';
import { useReaderTimeZone } from '../../../lib/reader-time-zone';
import { useStoreName } from '../../../lib/store-identity';
import { useMarkMessagesRead, useWriteToShop } from '../api/order-messages';
import classes from './order-details.module.css';

/**
 * The conversation about the order with the shop (decisions 106 and 107), oldest first: what the shop wrote (also
 * mailed) and what the shopper wrote, with a way to write; off the printed order.
 */
export function OrderMessages({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const locale = i18n.language as Locale;
  const timeZone = useReaderTimeZone();
  const shop = useStoreName();
  useSeenOnce(order);
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="order-messages-title"
      className={classes.onScreenOnly}
    >
      <Title order={2} size="h4" id="order-messages-title" mb="xs">
        {t('show.messages')}
      </Title>
      {order.messages.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('show.messages_none')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} mb="sm" style={{ listStyle: 'none' }}>
          {order.messages.map((message, index) => (
            // Messages are only ever added, oldest first: a message keeps its place.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className={message.from === 'customer' ? classes.mine : undefined}>
              <Text size="xs" c="dimmed">
                {message.from === 'customer' ? t('show.message_you') : shop}
                {' · '}
                <time dateTime={message.at}>{formatDateTime(message.at, locale, timeZone)}</time>
                {message.unread && (
                  <Badge ml="xs" size="xs" color="blue" variant="filled" tt="none">
                    {t('show.message_new')}
                  </Badge>
                )}
              </Text>
              <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{message.text}</Text>
            </li>
          ))}
        </Stack>
      )}
      <MessageForm orderId={order.id} />
    </Paper>
  );
}

/** Tells the shop, once per order shown, that the shopper has seen its new messages (decision 109). */
function useSeenOnce(order: Order) {
  const markRead = useMarkMessagesRead(order.id).mutate;
  const unread = order.messages.some((message) => message.unread);
  const told = useRef<number | null>(null);
  useEffect(() => {
    if (!unread || told.current === order.id) return;
    told.current = order.id;
    markRead();
  }, [unread, order.id, markRead]);
}

/** A message in the contract's rule (1 to 1,000 characters). */
function MessageForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const write = useWriteToShop(orderId);
  return (
    <ShortTextForm
      label={t('show.message_label')}
      description={(count) => t('show.message_counter', { count, max: ORDER_MESSAGE_MAX })}
      submitLabel={t('show.message_send')}
      schema={orderMessageBodySchema}
      send={(text) => write.mutateAsync(text)}
    />
  );
}
