import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Locale, ORDER_MESSAGE_MAX, type Order, orderMessageBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReaderTimeZone } from '../../../lib/reader-time-zone';
import { useStoreName } from '../../../lib/store-identity';
import { useWriteToShop } from '../api/order-messages';
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
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="order-messages-title" data-no-print>
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

/** A message in the contract's rule (1 to 1,000 characters): a longer one is kept and refused in words. */
function MessageForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const write = useWriteToShop(orderId);
  const form = useForm({ initialValues: { text: '' }, validate: zodValidate(orderMessageBodySchema) });
  const submit = form.onSubmit(async (values) => {
    try {
      const reply = await write.mutateAsync(orderMessageBodySchema.parse(values).text);
      notifySuccess(reply.message);
      form.reset();
    } catch (error) {
      applyServerErrors(form, error);
      notifyError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('show.message_label')}
          description={t('show.message_counter', { count: form.values.text.length, max: ORDER_MESSAGE_MAX })}
          autosize
          minRows={2}
          maxRows={8}
          {...form.getInputProps('text')}
        />
        <Button type="submit" variant="light" loading={write.isPending} w="fit-content">
          {t('show.message_send')}
        </Button>
      </Stack>
    </form>
  );
}
