import { SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CONTENT_POSITION_MAX,
  type ContentPage,
  type ContentPageBody,
  contentPageBodySchema,
  slugify,
} from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import {
  FormActions,
  FormShell,
  LocaleNumberInput,
  RichTextInput,
  SlugInput,
} from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { wholeOr } from '../../../lib/number-input-values';
import { CONTENT_PAGES_SCREEN } from '../api/content-keys';

export interface ContentPageFormValues {
  slug: string;
  title: string;
  description: string;
  section: string;
  body: string;
  published: boolean;
  /** NumberInput gives '' while blank: the page then goes first. */
  position: number | string;
}

export const EMPTY_CONTENT_PAGE: ContentPageFormValues = {
  slug: '',
  title: '',
  description: '',
  section: '',
  body: '',
  published: true,
  position: '',
};

export const formValuesOf = (page: ContentPage): ContentPageFormValues => ({
  slug: page.slug,
  title: page.title,
  description: page.description,
  section: page.section,
  body: page.body,
  published: page.published,
  position: page.position,
});

/** A blank address is made from the title, as staff would write it ("Envíos a provincias" → envios-a-provincias). */
const bodyInputOf = (values: ContentPageFormValues) => ({
  ...values,
  slug: values.slug.trim() || slugify(values.title),
  position: wholeOr(values.position, 0),
});

const validateBody = zodValidate(contentPageBodySchema);

interface ContentPageFormProps {
  initialValues: ContentPageFormValues;
  mode: 'create' | 'edit';
  /** A fixed page (about, the policies) keeps its address. */
  fixed?: boolean;
  onSubmit: (body: ContentPageBody) => Promise<unknown>;
}

export function ContentPageForm({ initialValues, mode, fixed = false, onSubmit }: ContentPageFormProps) {
  const { t } = useTranslation(['admin-content', 'common']);
  const form = useForm({
    initialValues,
    validate: (values) => validateBody(bodyInputOf(values)),
    transformValues: (values): ContentPageBody => contentPageBodySchema.parse(bodyInputOf(values)),
  });

  return (
    <FormShell form={form} onSubmit={onSubmit} guardLeaving>
      <Stack gap="md" maw={900}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.title')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('title')}
          />
          <SlugInput
            source={form.values.title}
            from="title"
            description={fixed ? t('fields.slug_fixed') : undefined}
            disabled={fixed}
            {...form.getInputProps('slug')}
          />
          <TextInput
            label={t('fields.section')}
            description={t('fields.section_hint')}
            autoComplete="off"
            {...form.getInputProps('section')}
          />
          <LocaleNumberInput
            label={t('fields.position')}
            description={t('fields.position_hint')}
            min={0}
            max={CONTENT_POSITION_MAX}
            allowDecimal={false}
            {...form.getInputProps('position')}
          />
        </SimpleGrid>
        <Textarea
          label={t('fields.description')}
          description={t('fields.description_hint')}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <RichTextInput label={t('fields.body')} {...form.getInputProps('body')} />
        <Switch
          label={t('fields.published')}
          description={t('fields.published_hint')}
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        <FormActions
          backTo={CONTENT_PAGES_SCREEN}
          backLabel={t('common:cancel')}
          submitLabel={t(mode === 'create' ? 'common:create' : 'common:save')}
          submitting={form.submitting}
        />
      </Stack>
    </FormShell>
  );
}
