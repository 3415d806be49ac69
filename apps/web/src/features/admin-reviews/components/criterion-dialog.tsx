import { MultiSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReviewCriterion, type ReviewCriterionBody, reviewCriterionBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/admin-kit';
import { categoryOptions, useCategoryTree } from '../../../lib/category-options';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useSaveCriterion } from '../api/criteria';

const bodyInputOf = (values: { title: string; description: string; category_ids: string[] }) => ({
  ...values,
  category_ids: values.category_ids.map(Number),
});
const validateBody = zodValidate(reviewCriterionBodySchema);

/** Creates a criterion (`criterion` null) or edits its words and categories. Mounted per opening. */
export function CriterionDialog({
  criterion,
  onClose,
}: {
  criterion: ReviewCriterion | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin-reviews', 'common']);
  const save = useSaveCriterion();
  const tree = useCategoryTree();
  const form = useForm({
    initialValues: {
      title: criterion?.title ?? '',
      description: criterion?.description ?? '',
      category_ids: criterion?.categories.map((c) => String(c.id)) ?? [],
    },
    validate: (values) => validateBody(bodyInputOf(values)),
    transformValues: (values): ReviewCriterionBody => reviewCriterionBodySchema.parse(bodyInputOf(values)),
  });

  return (
    <FormDialog
      opened
      title={t(criterion ? 'criteria.edit_title' : 'criteria.create_title')}
      onClose={onClose}
      form={form}
      submitLabel={t(criterion ? 'common:save' : 'common:create')}
      onSubmit={async (body: ReviewCriterionBody) => {
        await save.mutateAsync({ id: criterion?.id, body });
        notifySuccess(t(criterion ? 'criteria.notifications.updated' : 'criteria.notifications.created'));
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('criteria.fields.title')}
          withAsterisk
          data-autofocus
          autoComplete="off"
          {...form.getInputProps('title')}
        />
        <TextInput
          label={t('criteria.fields.description')}
          description={t('criteria.fields.description_hint')}
          autoComplete="off"
          {...form.getInputProps('description')}
        />
        <MultiSelect
          label={t('criteria.fields.categories')}
          description={t('criteria.fields.categories_hint')}
          withAsterisk
          searchable
          nothingFoundMessage={t('common:nothing_found')}
          data={categoryOptions(tree.data ?? [])}
          {...form.getInputProps('category_ids')}
        />
      </Stack>
    </FormDialog>
  );
}
