import { Group, Select } from '@mantine/core';
import type { AdminUserListQuery } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useRoleOptions } from '../api/get-role-options';

interface UsersFiltersProps {
  query: AdminUserListQuery;
  onChange: (patch: Partial<AdminUserListQuery>, options?: { replace?: boolean }) => void;
}

export function UsersFilters({ query, onChange }: UsersFiltersProps) {
  const { t } = useTranslation('admin-users');
  const roles = useRoleOptions();
  const statuses = [
    { value: 'true', label: t('filters.enabled') },
    { value: 'false', label: t('filters.disabled') },
  ];

  return (
    <Group gap="sm" align="flex-end">
      <Select
        aria-label={t('filters.role')}
        placeholder={t('filters.any_role')}
        data={roles.data ?? []}
        value={query.role_id ? String(query.role_id) : null}
        onChange={(value) => onChange({ role_id: value ? Number(value) : undefined })}
        clearable
        searchable
        nothingFoundMessage={t('filters.no_roles')}
        w={{ base: '100%', sm: 220 }}
      />
      <Select
        aria-label={t('filters.status')}
        placeholder={t('filters.any_status')}
        data={statuses}
        value={query.enabled ?? null}
        onChange={(value) => onChange({ enabled: value === 'true' || value === 'false' ? value : undefined })}
        clearable
        w={{ base: '100%', sm: 180 }}
      />
    </Group>
  );
}
