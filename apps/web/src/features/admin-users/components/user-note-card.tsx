import { Button, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { USER_NOTE_MAX, type UserNote, userNoteBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { formatDateTime } from '../../../lib/format';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { useLocale } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
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

/** The note in the contract's rule (at most 1,000 characters): a longer one is kept and refused in words. */
function NoteForm({ userId, note }: { userId: number; note: UserNote }) {
  const { t } = useTranslation('admin-users');
  const locale = useLocale();
  const save = useSaveUserNote(userId);
  const form = useForm({ initialValues: { text: note.text }, validate: zodValidate(userNoteBodySchema) });
  const submit = form.onSubmit(async (values) => {
    try {
      const reply = await save.mutateAsync(userNoteBodySchema.parse(values).text);
      notifySuccess(reply.message);
    } catch (error) {
      applyServerErrors(form, error);
      notifyError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('note.label')}
          description={t('note.hint', { count: form.values.text.length, max: USER_NOTE_MAX })}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('text')}
        />
        {note.at && (
          <Text size="xs" c="dimmed">
            {t('note.by', { who: note.by ?? t('note.someone'), when: formatDateTime(note.at, locale) })}
          </Text>
        )}
        <Button type="submit" variant="light" loading={save.isPending} w="fit-content">
          {t('note.save')}
        </Button>
      </Stack>
    </form>
  );
}
