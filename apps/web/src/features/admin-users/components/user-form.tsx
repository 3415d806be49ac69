import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormActions, FormShell } from '../../../components/admin-kit';
import { PasswordField } from '../../../components/password-field';
import { zodValidate } from '../../../lib/forms';
import { useRoleOptions } from '../api/get-role-options';

export interface UserFormValues {
  name: string;
  lastname: string;
  email: string;
  password: string;
  /** The Select's value: the role id as text, or null while none is chosen. */
  role_id: string | null;
  enabled: boolean;
}

export const EMPTY_USER: UserFormValues = {
  name: '',
  lastname: '',
  email: '',
  password: '',
  role_id: null,
  enabled: true,
};

interface UserFormProps<S extends z.ZodType> {
  /** The API's own body schema: the form checks the same rules, with the same words. */
  schema: S;
  initialValues: UserFormValues;
  mode: 'create' | 'edit';
  onSubmit: (body: z.output<S>) => Promise<unknown>;
}

/** The user fields shared by the create and edit screens; server errors land beside their field. */
export function UserForm<S extends z.ZodType>({ schema, initialValues, mode, onSubmit }: UserFormProps<S>) {
  const { t } = useTranslation(['admin-users', 'common']);
  const roles = useRoleOptions();
  const form = useForm({
    initialValues,
    validate: zodValidate(schema),
    transformValues: (values): z.output<S> => schema.parse(values),
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
          <TextInput
            label={t('fields.lastname')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('lastname')}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t(mode === 'create' ? 'fields.password' : 'fields.new_password')}
            description={t(mode === 'create' ? 'fields.password_hint' : 'fields.new_password_hint')}
            withAsterisk={mode === 'create'}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Select
            label={t('fields.role')}
            placeholder={t('fields.role_placeholder')}
            withAsterisk
            data={roles.data ?? []}
            searchable
            nothingFoundMessage={t('filters.no_roles')}
            {...form.getInputProps('role_id')}
          />
        </SimpleGrid>
        <Switch
          label={t('fields.enabled')}
          description={t('fields.enabled_hint')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <FormActions
          backTo="/admin/users"
          backLabel={t('common:cancel')}
          submitLabel={t(mode === 'create' ? 'common:create' : 'common:save')}
          submitting={form.submitting}
        />
      </Stack>
    </FormShell>
  );
}
