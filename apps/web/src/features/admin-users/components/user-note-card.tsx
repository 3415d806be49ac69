import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { USER_NOTE_MAX, type UserNote, userNoteBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { ShortTextForm } from '../../../components/short-text-form';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useSaveUserNote, useUserNote } from '../api/user-note';

/**
 * What staff keep in mind about the person (decision 104), on their page: written here, shown on each of their
 * orders; the person never sees it. Saved empty, it is gone.
 */
export function UserNoteCard({ userId }: { userId: number }) {
  const { t } = useTranslation('admin-users');
  const note = useUserNote(userId);
  return (
    <Paper withBorder p="md" maw={720} component="section" aria-labelledby="user-note-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="user-note-title">
          {t('note.title')}
        </Title>
        {note.isPending ? (
          <Loader size="sm" aria-label={t('note.loading')} />
        ) : note.isError ? (
          <QueryError error={note.error} retryLabel={t('retry')} onRetry={() => void note.refetch()} />
        ) : (
          <NoteForm key={note.data.at ?? 'none'} userId={userId} note={note.data} />
        )}
      </Stack>
    </Paper>
  );
}

/** The note in the contract's rule (at most 1,000 characters; saved empty, it is gone); who wrote it last above. */
function NoteForm({ userId, note }: { userId: number; note: UserNote }) {
  const { t } = useTranslation('admin-users');
  const locale = useLocale();
  const save = useSaveUserNote(userId);
  return (
    <Stack gap="xs">
      {note.at && (
        <Text size="xs" c="dimmed">
          {t('note.by', { who: note.by ?? t('note.someone'), when: formatDateTime(note.at, locale) })}
        </Text>
      )}
      <ShortTextForm
        label={t('note.label')}
        description={(count) => t('note.hint', { count, max: USER_NOTE_MAX })}
        submitLabel={t('note.save')}
        schema={userNoteBodySchema}
        send={(text) => save.mutateAsync(text)}
        initialText={note.text}
        keepAfterSend
        minRows={3}
        maxRows={10}
      />
    </Stack>
  );
}
