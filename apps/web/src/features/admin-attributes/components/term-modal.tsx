import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PRIORITY_MAX, slugify, type Term, type TermBody, termBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveTerm } from '../api/save-term';

interface TermModalProps {
  attributeId: number;
  opened: boolean;
  /** The term to edit; null to add one. */
  term: Term | null;
  onClose: () => void;
}

export function TermModal({ attributeId, opened, term, onClose }: TermModalProps) {
  const { t } = useTranslation('admin-attributes');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(term ? 'terms.edit_title' : 'terms.create_title')}
      centered
    >
      {/* Mounted per opening, so the form starts from the term's values each time. */}
      {opened && <TermForm attributeId={attributeId} term={term} onDone={onClose} />}
    </Modal>
  );
}

function TermForm({
  attributeId,
  term,
  onDone,
}: {
  attributeId: number;
  term: Term | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin-attributes', 'common']);
  const save = useSaveTerm();
  const form = useForm({
    initialValues: {
      name: term?.name ?? '',
      slug: term?.slug ?? '',
      priority: (term?.priority ?? 0) as number | string,
    },
    validate: zodValidate(termBodySchema),
    transformValues: (values): TermBody => termBodySchema.parse(values),
  });

  const submit = form.onSubmit(async (body) => {
    try {
      await save.mutateAsync({ attributeId, termId: term?.id, body });
      notifySuccess(
        t(term ? 'terms.notifications.updated' : 'terms.notifications.created', { name: body.name }),
      );
      onDone();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('terms.fields.name')}
          withAsterisk
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('fields.slug')}
          description={t('fields.slug_hint')}
          placeholder={slugify(form.values.name)}
          autoComplete="off"
          {...form.getInputProps('slug')}
        />
        <NumberInput
          label={t('terms.fields.priority')}
          description={t('terms.fields.priority_hint')}
          min={0}
          max={PRIORITY_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('priority')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t(term ? 'common:save' : 'terms.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
