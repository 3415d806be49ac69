import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type CriterionAnswer, criterionAnswerBodySchema, type ReviewCriterion } from '@shop/contracts';
import { IconCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmed } from '../../../components/use-confirmed';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { zodValidate } from '../../../lib/forms';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAddAnswer, useDeleteAnswer, useRenameAnswer } from '../api/criteria';

/** An answer's field takes the row's room; on a phone narrower than it and its count the count goes under it. */
const ANSWER_FIELD_FLEX = '1 1 10rem';

/** Why an answer's text is refused (too long, say), in the API's own words; undefined when it is fine. */
const refusal = (text: string) => zodValidate(criterionAnswerBodySchema)({ text }).text;

/** One answer: renamed in place, deleted once confirmed unless reviews chose it (the dialog says so if they did). */
function AnswerRow({ criterion, answer }: { criterion: ReviewCriterion; answer: CriterionAnswer }) {
  const { t } = useTranslation('admin-reviews');
  const user = useCurrentUser();
  const rename = useRenameAnswer(criterion.id);
  const remove = useDeleteAnswer(criterion.id);
  const [text, setText] = useState(answer.text);
  const [problem, setProblem] = useState<string>();
  const removal = useConfirmed({
    title: t('answers.delete_title'),
    message: () => t('answers.delete_confirm', { text: answer.text }),
    done: () => t('answers.deleted'),
    run: () => remove.mutateAsync(answer.id),
  });
  const canUpdate = userCan(user, ['criteria_and_answer', 'update_answer_products']);
  const canDelete = userCan(user, ['criteria_and_answer', 'delete_answer_products']);
  const changed = text.trim() !== answer.text && text.trim() !== '';
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    const refused = refusal(text);
    setProblem(refused);
    if (refused) return;
    rename
      .mutateAsync({ id: answer.id, body: { text: text.trim() } })
      .then(() => notifySuccess(t('answers.saved')), notifyError);
  };
  return (
    <Group component="form" onSubmit={save} gap="xs">
      <TextInput
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setProblem(undefined);
        }}
        error={problem}
        readOnly={!canUpdate}
        aria-label={t('answers.answer', { text: answer.text })}
        style={{ flex: ANSWER_FIELD_FLEX }}
      />
      <Badge variant="light" color={answer.uses ? 'blue' : 'gray'}>
        {t('answers.uses', { count: answer.uses })}
      </Badge>
      {canUpdate && changed && (
        <ActionIcon
          type="submit"
          loading={rename.isPending}
          aria-label={t('answers.save', { text: answer.text })}
        >
          <IconCheck size={16} />
        </ActionIcon>
      )}
      {canDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          loading={remove.isPending}
          aria-label={t('answers.delete', { text: answer.text })}
          onClick={() => removal.ask(answer)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
      {removal.dialog}
    </Group>
  );
}

/** A criterion's answers, in the order reviewers see them, and a field to add one. */
export function AnswersEditor({ criterion }: { criterion: ReviewCriterion }) {
  const { t } = useTranslation('admin-reviews');
  const add = useAddAnswer(criterion.id);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const canCreate = userCan(useCurrentUser(), ['criteria_and_answer', 'create_answer_products']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    const refused = refusal(text);
    setProblem(refused);
    if (refused) return;
    add.mutateAsync({ text: text.trim() }).then(() => {
      setText('');
      notifySuccess(t('answers.added'));
    }, notifyError);
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('answers.title')}
      </Text>
      {criterion.answers.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('answers.none')}
        </Text>
      )}
      {criterion.answers.map((answer) => (
        <AnswerRow key={`${answer.id}-${answer.text}`} criterion={criterion} answer={answer} />
      ))}
      {canCreate && (
        <Group component="form" onSubmit={submit} gap="xs">
          <TextInput
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setProblem(undefined);
            }}
            error={problem}
            placeholder={t('answers.new_placeholder')}
            aria-label={t('answers.new', { criterion: criterion.title })}
            style={{ flex: ANSWER_FIELD_FLEX }}
          />
          <Button type="submit" variant="light" leftSection={<IconPlus size={16} />} loading={add.isPending}>
            {t('answers.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
