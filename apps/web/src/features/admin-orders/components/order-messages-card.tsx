import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminOrder, ORDER_MESSAGE_MAX, orderMessageBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { useLocale } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
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
            </li>
          ))}
        </Stack>
      )}
      {canWrite && <MessageForm orderId={order.id} />}
    </SectionCard>
  );
}

/** The new message, in the contract's rule (1 to 1,000 characters); a longer one is kept and refused in words. */
function MessageForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation('admin-order');
  const write = useWriteOrderMessage(orderId);
  const form = useForm({ initialValues: { text: '' }, validate: zodValidate(orderMessageBodySchema) });
  const submit = form.onSubmit(async (values) => {
    try {
      const reply = await write.mutateAsync(orderMessageBodySchema.parse(values));
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
          label={t('messages.label')}
          rows={3}
          autosize
          maxRows={8}
          description={t('reason.counter', { count: form.values.text.length, max: ORDER_MESSAGE_MAX })}
          {...form.getInputProps('text')}
        />
        <Button type="submit" variant="light" loading={write.isPending} w="fit-content">
          {t('messages.send')}
        </Button>
      </Stack>
    </form>
  );
}
