import { MultiSelect, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type BlogPost, type BlogPostBody, blogPostBodySchema, shopToday, slugify } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormActions, FormShell, RichTextInput, SlugInput } from '../../../components/admin-kit';
import { DateField } from '../../../components/date-field';
import { zodValidate } from '../../../lib/forms';
import { POSTS_SCREEN, useAllTerms } from '../api/blog';

export interface PostFormValues {
  title: string;
  slug: string;
  subtitle: string;
  summary: string;
  body: string;
  content: string;
  author: string;
  tag: string;
  /** Select values are strings; '' is no category. */
  blog_category_id: string;
  keyword_ids: string[];
  enabled: boolean;
  published_on: string;
}

export const emptyPost = (): PostFormValues => ({
  title: '',
  slug: '',
  subtitle: '',
  summary: '',
  body: '',
  content: '',
  author: '',
  tag: '',
  blog_category_id: '',
  keyword_ids: [],
  enabled: true,
  published_on: shopToday(),
});

export const formValuesOf = (post: BlogPost): PostFormValues => ({
  title: post.title,
  slug: post.slug,
  subtitle: post.subtitle,
  summary: post.summary,
  body: post.body,
  content: post.content,
  author: post.author,
  tag: post.tag,
  blog_category_id: post.blog_category ? String(post.blog_category.id) : '',
  keyword_ids: post.keywords.map((k) => String(k.id)),
  enabled: post.enabled,
  published_on: post.published_on,
});

/** A blank address is made from the title ("Café cubano en casa" → cafe-cubano-en-casa). */
const bodyInputOf = (values: PostFormValues) => ({
  ...values,
  slug: values.slug.trim() || slugify(values.title),
  blog_category_id: values.blog_category_id ? Number(values.blog_category_id) : null,
  keyword_ids: values.keyword_ids.map(Number),
});
const validateBody = zodValidate(blogPostBodySchema);

interface PostFormProps {
  initialValues: PostFormValues;
  mode: 'create' | 'edit';
  onSubmit: (body: BlogPostBody) => Promise<unknown>;
}

/** A post's words, category, keywords, publication day and article (SPEC §3 Blog post). */
export function PostForm({ initialValues, mode, onSubmit }: PostFormProps) {
  const { t } = useTranslation(['admin-blog', 'common']);
  const categories = useAllTerms('categories');
  const keywords = useAllTerms('keywords');
  const form = useForm({
    initialValues,
    validate: (values) => validateBody(bodyInputOf(values)),
    transformValues: (values): BlogPostBody => blogPostBodySchema.parse(bodyInputOf(values)),
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
          <SlugInput source={form.values.title} from="title" {...form.getInputProps('slug')} />
        </SimpleGrid>
        <TextInput label={t('fields.subtitle')} autoComplete="off" {...form.getInputProps('subtitle')} />
        <Textarea
          label={t('fields.summary')}
          description={t('fields.summary_hint')}
          autosize
          minRows={2}
          {...form.getInputProps('summary')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('fields.category')}
            placeholder={t('fields.no_category')}
            clearable
            data={categories.data?.data.map((c) => ({ value: String(c.id), label: c.name })) ?? []}
            {...form.getInputProps('blog_category_id')}
            onChange={(value) => form.setFieldValue('blog_category_id', value ?? '')}
          />
          <MultiSelect
            label={t('fields.keywords')}
            searchable
            nothingFoundMessage={t('common:nothing_found')}
            data={keywords.data?.data.map((k) => ({ value: String(k.id), label: k.name })) ?? []}
            {...form.getInputProps('keyword_ids')}
          />
          <TextInput label={t('fields.author')} autoComplete="off" {...form.getInputProps('author')} />
          <TextInput label={t('fields.tag')} autoComplete="off" {...form.getInputProps('tag')} />
          <DateField
            label={t('fields.published_on')}
            description={t('fields.published_on_hint')}
            withAsterisk
            {...form.getInputProps('published_on')}
          />
        </SimpleGrid>
        <Textarea
          label={t('fields.body')}
          description={t('fields.body_hint')}
          autosize
          minRows={2}
          {...form.getInputProps('body')}
        />
        <RichTextInput label={t('fields.content')} withAsterisk {...form.getInputProps('content')} />
        <Switch
          label={t('fields.enabled')}
          description={t('fields.enabled_hint')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <FormActions
          backTo={POSTS_SCREEN}
          backLabel={t('common:cancel')}
          submitLabel={t(mode === 'create' ? 'common:create' : 'common:save')}
          submitting={form.submitting}
        />
      </Stack>
    </FormShell>
  );
}
