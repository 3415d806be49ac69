import { SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Testimonial, type TestimonialBody, testimonialBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog, LocaleNumberInput } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { wholeOr } from '../../../lib/number-input-values';
import { useSaveTestimonial } from '../api/testimonials';

const bodyInputOf = (values: Omit<TestimonialBody, 'position'> & { position: number | string }) => ({
  ...values,
  position: wholeOr(values.position, 0),
});
const validateBody = zodValidate(testimonialBodySchema);

/** Creates a testimonial (`testimonial` null) or edits one; its photo is changed from the list. */
export function TestimonialDialog({
  testimonial,
  onClose,
}: {
  testimonial: Testimonial | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin-testimonials', 'common']);
  const save = useSaveTestimonial();
  const form = useForm({
    initialValues: {
      author: testimonial?.author ?? '',
      detail: testimonial?.detail ?? '',
      text: testimonial?.text ?? '',
      position: (testimonial?.position ?? '') as number | string,
      enabled: testimonial?.enabled ?? true,
    },
    validate: (values) => validateBody(bodyInputOf(values)),
    transformValues: (values): TestimonialBody => testimonialBodySchema.parse(bodyInputOf(values)),
  });

  return (
    <FormDialog
      opened
      title={t(testimonial ? 'edit_title' : 'create_title')}
      onClose={onClose}
      form={form}
      submitLabel={t(testimonial ? 'common:save' : 'common:create')}
      onSubmit={async (body: TestimonialBody) => {
        await save.mutateAsync({ id: testimonial?.id, body });
        notifySuccess(t(testimonial ? 'notifications.updated' : 'notifications.created'));
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label={t('fields.author')} withAsterisk data-autofocus {...form.getInputProps('author')} />
        <TextInput
          label={t('fields.detail')}
          placeholder={t('fields.detail_placeholder')}
          {...form.getInputProps('detail')}
        />
      </SimpleGrid>
      <Textarea label={t('fields.text')} withAsterisk autosize minRows={3} {...form.getInputProps('text')} />
      <LocaleNumberInput
        label={t('fields.position')}
        description={t('fields.position_hint')}
        min={0}
        max={9999}
        allowDecimal={false}
        {...form.getInputProps('position')}
      />
      <Switch label={t('fields.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
    </FormDialog>
  );
}
