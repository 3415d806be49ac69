import { ActionIcon, Stack, Text } from '@mantine/core';
import { type AdminOrder, ORDER_NOTE_MAX, orderNoteBodySchema } from '@shop/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ShortTextForm } from '../../../components/short-text-form';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
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

/** The new note, in the contract's rule (1 to 300 characters). */
function NoteForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation('admin-order');
  const add = useAddOrderNote(orderId);
  return (
    <ShortTextForm
      label={t('notes.label')}
      description={(count) => t('reason.counter', { count, max: ORDER_NOTE_MAX })}
      submitLabel={t('notes.add')}
      schema={orderNoteBodySchema}
      send={(text) => add.mutateAsync({ text })}
      maxRows={6}
    />
  );
}
