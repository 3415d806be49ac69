import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type BlogTerm,
  type BlogTermBody,
  type BlogTermKind,
  blogTermBodySchema,
  slugify,
} from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog, SlugInput } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useSaveTerm } from '../api/blog';

const bodyInputOf = (values: BlogTermBody) => ({
  ...values,
  slug: values.slug.trim() || slugify(values.name),
});
const validateBody = zodValidate(blogTermBodySchema);

interface TermDialogProps {
  kind: BlogTermKind;
  term: BlogTerm | null;
  onClose: () => void;
}

/** Creates a category or keyword (`term` null) or renames one. Mounted per opening. */
export function TermDialog({ kind, term, onClose }: TermDialogProps) {
  const { t } = useTranslation(['admin-blog', 'common']);
  const save = useSaveTerm(kind);
  const form = useForm({
    initialValues: { name: term?.name ?? '', slug: term?.slug ?? '' },
    validate: (values) => validateBody(bodyInputOf(values)),
    transformValues: (values): BlogTermBody => blogTermBodySchema.parse(bodyInputOf(values)),
  });

  return (
    <FormDialog
      opened
      title={t(term ? `${kind}.edit_title` : `${kind}.create_title`)}
      onClose={onClose}
      form={form}
      submitLabel={t(term ? 'common:save' : 'common:create')}
      onSubmit={async (body: BlogTermBody) => {
        await save.mutateAsync({ id: term?.id, body });
        notifySuccess(t(term ? `${kind}.notifications.updated` : `${kind}.notifications.created`));
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('terms.name')}
          withAsterisk
          data-autofocus
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <SlugInput source={form.values.name} from="name" {...form.getInputProps('slug')} />
      </SimpleGrid>
    </FormDialog>
  );
}
