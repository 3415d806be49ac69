import { Autocomplete, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONTENT_POSITION_MAX, type Faq, type FaqBody, faqBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog, LocaleNumberInput, RichTextInput } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { wholeOr } from '../../../lib/number-input-values';
import { useSaveFaq } from '../api/faqs';

const bodyInputOf = (values: { position: number | string } & Omit<FaqBody, 'position'>) => ({
  ...values,
  position: wholeOr(values.position, 0),
});
const validateBody = zodValidate(faqBodySchema);

interface FaqDialogProps {
  faq: Faq | null;
  /** The topics already used, offered while typing one. */
  topics: string[];
  onClose: () => void;
}

/** Creates a question (`faq` null) or edits one. Mounted per opening, so it starts from the question's values. */
export function FaqDialog({ faq, topics, onClose }: FaqDialogProps) {
  const { t } = useTranslation(['admin-content', 'common']);
  const save = useSaveFaq();
  const form = useForm({
    initialValues: {
      topic: faq?.topic ?? '',
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
      published: faq?.published ?? true,
      position: (faq?.position ?? '') as number | string,
    },
    validate: (values) => validateBody(bodyInputOf(values)),
    transformValues: (values): FaqBody => faqBodySchema.parse(bodyInputOf(values)),
  });

  return (
    <FormDialog
      opened
      title={t(faq ? 'faqs.edit_title' : 'faqs.create_title')}
      onClose={onClose}
      size="xl"
      form={form}
      submitLabel={t(faq ? 'common:save' : 'common:create')}
      onSubmit={async (body: FaqBody) => {
        await save.mutateAsync({ id: faq?.id, body });
        notifySuccess(t(faq ? 'faqs.notifications.updated' : 'faqs.notifications.created'));
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Autocomplete
            label={t('faqs.fields.topic')}
            data={topics}
            withAsterisk
            data-autofocus
            {...form.getInputProps('topic')}
          />
          <LocaleNumberInput
            label={t('fields.position')}
            min={0}
            max={CONTENT_POSITION_MAX}
            allowDecimal={false}
            {...form.getInputProps('position')}
          />
        </SimpleGrid>
        <TextInput
          label={t('faqs.fields.question')}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('question')}
        />
        <RichTextInput label={t('faqs.fields.answer')} withAsterisk {...form.getInputProps('answer')} />
        <Switch label={t('fields.published')} {...form.getInputProps('published', { type: 'checkbox' })} />
      </Stack>
    </FormDialog>
  );
}
