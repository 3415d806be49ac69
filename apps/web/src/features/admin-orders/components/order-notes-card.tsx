import { ActionIcon, Button, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminOrder, ORDER_NOTE_MAX, orderNoteBodySchema } from '@shop/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { useLocale } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAddOrderNote, useDeleteOrderNote } from '../api/order-actions';
import { SectionCard } from './section-card';

type Note = AdminOrder['notes'][number];

/**
 * What staff tell each other about the order ("llamó: recoge el sábado"), oldest first; the shopper never sees it,
 * and it stays off the printed order. Whoever may change orders writes one; only its author takes it back.
 */
export function OrderNotesCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-order');
  const locale = useLocale();
  const user = useCurrentUser();
  const canWrite = userCan(user, ['update_orders']);
  const [deleting, setDeleting] = useState<Note | null>(null);
  const remove = useDeleteOrderNote(order.id);

  return (
    <SectionCard title={t('notes.title')} printed={false}>
      <Text size="xs" c="dimmed">
        {t('notes.hint')}
      </Text>
      {order.notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('notes.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {order.notes.map((note) => (
            <li key={note.id}>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {note.text}
              </Text>
              <Text size="xs" c="dimmed" component="div">
                {t('notes.by', {
                  who: note.by ?? t('notes.someone'),
                  when: formatDateTime(note.at, locale),
                })}
                {canWrite && user?.id === note.author_id && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    ml={4}
                    aria-label={t('notes.delete')}
                    onClick={() => setDeleting(note)}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                )}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {canWrite && <NoteForm orderId={order.id} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('notes.delete_title')}
        message={t('notes.delete_message', { text: deleting?.text ?? '' })}
        onConfirm={() =>
          deleting
            ? remove.mutateAsync(deleting.id).then((reply) => notifySuccess(reply.message))
            : Promise.resolve()
        }
        onDone={() => setDeleting(null)}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
}

/** The new note, in the contract's rule (1 to 300 characters); a longer one is kept and refused in words. */
function NoteForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation('admin-order');
  const add = useAddOrderNote(orderId);
  const validate = zodValidate(orderNoteBodySchema);
  const form = useForm({ initialValues: { text: '' }, validate });

  const submit = form.onSubmit(async (values) => {
    try {
      const reply = await add.mutateAsync(orderNoteBodySchema.parse(values));
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
          label={t('notes.label')}
          rows={2}
          autosize
          maxRows={6}
          description={t('reason.counter', { count: form.values.text.length, max: ORDER_NOTE_MAX })}
          {...form.getInputProps('text')}
        />
        <Button type="submit" variant="light" loading={add.isPending} w="fit-content">
          {t('notes.add')}
        </Button>
      </Stack>
    </form>
  );
}
