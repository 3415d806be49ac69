import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PRIORITY_MAX, type Term, type TermBody, termBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog, LocaleNumberInput, SlugInput } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useSaveTerm } from '../api/save-term';

/** Adds a term to an attribute (`term` null) or edits one. Mounted per opening, from the term's values. */
export function TermDialog({
  attributeId,
  term,
  onClose,
}: {
  attributeId: number;
  term: Term | null;
  onClose: () => void;
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

  return (
    <FormDialog
      opened
      title={t(term ? 'terms.edit_title' : 'terms.create_title')}
      onClose={onClose}
      form={form}
      submitLabel={t(term ? 'common:save' : 'terms.add')}
      onSubmit={async (body: TermBody) => {
        await save.mutateAsync({ attributeId, termId: term?.id, body });
        notifySuccess(
          t(term ? 'terms.notifications.updated' : 'terms.notifications.created', { name: body.name }),
        );
      }}
    >
      <TextInput
        label={t('terms.fields.name')}
        withAsterisk
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('name')}
      />
      <SlugInput source={form.values.name} from="name" {...form.getInputProps('slug')} />
      <LocaleNumberInput
        label={t('terms.fields.priority')}
        description={t('terms.fields.priority_hint')}
        min={0}
        max={PRIORITY_MAX}
        allowDecimal={false}
        {...form.getInputProps('priority')}
      />
    </FormDialog>
  );
}
