import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AttributeBody, attributeBodySchema, slugify } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { notifyError } from '../../../lib/notify';

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

  const submit = form.onSubmit(async (body) => {
    try {
      await onSubmit(body);
      // Saved values become the new starting point, so "Guardar" reads as done.
      if (mode === 'edit') form.resetDirty();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.name')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('fields.slug')}
            description={t('fields.slug_hint')}
            placeholder={slugify(form.values.name)}
            autoComplete="off"
            {...form.getInputProps('slug')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button component={Link} to="/admin/attributes" variant="default">
            {t(mode === 'create' ? 'common:cancel' : 'common:back')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t(mode === 'create' ? 'common:create' : 'common:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
