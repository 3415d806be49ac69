import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AttributeBody, attributeBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormActions, FormShell, SlugInput } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';

export interface AttributeFormValues {
  name: string;
  /** Blank: the server derives it from the name. */
  slug: string;
}

interface AttributeFormProps {
  initialValues: AttributeFormValues;
  mode: 'create' | 'edit';
  onSubmit: (body: AttributeBody) => Promise<unknown>;
}

export function AttributeForm({ initialValues, mode, onSubmit }: AttributeFormProps) {
  const { t } = useTranslation(['admin-attributes', 'common']);
  const form = useForm({
    initialValues,
    validate: zodValidate(attributeBodySchema),
    transformValues: (values): AttributeBody => attributeBodySchema.parse(values),
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
        </SimpleGrid>
        <FormActions
          backTo="/admin/attributes"
          backLabel={t(mode === 'create' ? 'common:cancel' : 'common:back')}
          submitLabel={t(mode === 'create' ? 'common:create' : 'common:save')}
          submitting={form.submitting}
        />
      </Stack>
    </FormShell>
  );
}
