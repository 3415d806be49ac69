import { Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CategoryBody, categoryBodySchema, PRIORITY_MAX } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormActions, FormShell, LocaleNumberInput, SlugInput } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { useCategoryTree } from '../api/get-category-tree';
import { parentOptions } from '../lib/parent-options';

export interface CategoryFormValues {
  name: string;
  /** Blank: the server derives it from the name. */
  slug: string;
  description: string;
  priority: number | string;
  active: boolean;
  /** The Select's value: the parent's id as text; null for a top-level category. */
  parent_id: string | null;
}

export const EMPTY_CATEGORY: CategoryFormValues = {
  name: '',
  slug: '',
  description: '',
  priority: 0,
  active: true,
  parent_id: null,
};

interface CategoryFormProps {
  initialValues: CategoryFormValues;
  mode: 'create' | 'edit';
  /** The category being edited: it and its branch cannot be its own parent. */
  categoryId?: number;
  onSubmit: (body: CategoryBody) => Promise<unknown>;
}

export function CategoryForm({ initialValues, mode, categoryId, onSubmit }: CategoryFormProps) {
  const { t } = useTranslation(['admin-categories', 'common']);
  const tree = useCategoryTree();
  const form = useForm({
    initialValues,
    validate: zodValidate(categoryBodySchema),
    transformValues: (values): CategoryBody => categoryBodySchema.parse(values),
  });

  return (
    <FormShell form={form} onSubmit={onSubmit} guardLeaving>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.name')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('name')}
          />
          <SlugInput source={form.values.name} from="name" {...form.getInputProps('slug')} />
          <Select
            label={t('fields.parent')}
            placeholder={t('fields.no_parent')}
            description={t('fields.parent_hint')}
            data={tree.data ? parentOptions(tree.data, categoryId) : []}
            searchable
            clearable
            nothingFoundMessage={t('fields.no_parents_found')}
            {...form.getInputProps('parent_id')}
          />
          <LocaleNumberInput
            label={t('fields.priority')}
            description={t('fields.priority_hint')}
            min={0}
            max={PRIORITY_MAX}
            allowDecimal={false}
            {...form.getInputProps('priority')}
          />
        </SimpleGrid>
        <Textarea
          label={t('fields.description')}
          description={t('fields.description_hint')}
          rows={3}
          {...form.getInputProps('description')}
        />
        <Switch
          label={t('fields.active')}
          description={t('fields.active_hint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions
          backTo="/admin/categories"
          backLabel={t('common:cancel')}
          submitLabel={t(mode === 'create' ? 'common:create' : 'common:save')}
          submitting={form.submitting}
        />
      </Stack>
    </FormShell>
  );
}
