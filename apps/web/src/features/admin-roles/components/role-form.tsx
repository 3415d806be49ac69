import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Permission, type RoleBody, roleBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormActions, FormShell } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { permissionsToSave } from '../lib/permission-selection';
import { PermissionsField } from './permissions-field';

export interface RoleFormValues {
  name: string;
  permissions: Permission[];
}

interface RoleFormProps {
  initialValues: RoleFormValues;
  mode: 'create' | 'edit';
  /** The name this reader sees the role by elsewhere, when it is not the stored one (a shop's own role, translated). */
  readAs?: string;
  onSubmit: (body: RoleBody) => Promise<unknown>;
}

/** The role's name and permissions, checked with the API's own schema; server errors land beside their field. */
export function RoleForm({ initialValues, mode, readAs, onSubmit }: RoleFormProps) {
  const { t } = useTranslation(['admin-roles', 'common']);
  const form = useForm({
    initialValues,
    validate: zodValidate(roleBodySchema),
    transformValues: (values): RoleBody =>
      roleBodySchema.parse({ ...values, permissions: permissionsToSave(values.permissions) }),
  });

  return (
    <FormShell form={form} onSubmit={onSubmit} guardLeaving>
      <Stack gap="lg">
        <TextInput
          label={t('fields.name')}
          description={readAs ? t('fields.name_read_as', { name: readAs }) : undefined}
          withAsterisk
          maw={420}
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <PermissionsField
          value={form.values.permissions}
          onChange={(permissions) => form.setFieldValue('permissions', permissions)}
          error={form.errors.permissions}
        />
        <FormActions
          backTo="/admin/roles"
          backLabel={t('common:cancel')}
          submitLabel={t(mode === 'create' ? 'common:create' : 'common:save')}
          submitting={form.submitting}
        />
      </Stack>
    </FormShell>
  );
}
