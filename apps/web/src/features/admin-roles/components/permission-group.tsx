import { Checkbox, Paper, Stack, Text } from '@mantine/core';
import { type PermissionGroup as Group, PERMISSION_GROUPS, type Permission } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

interface PermissionGroupProps {
  group: Exclude<Group, 'general'>;
  selected: ReadonlySet<Permission>;
  /** `ALL` is chosen: every box shows as granted and none can change. */
  implied: boolean;
  onToggle: (permissions: readonly Permission[], on: boolean) => void;
}

/** One area's permissions, headed by a box that takes or leaves them all. */
export function PermissionGroup({ group, selected, implied, onToggle }: PermissionGroupProps) {
  const { t } = useTranslation(['admin-roles', 'permissions']);
  const permissions: readonly Permission[] = PERMISSION_GROUPS[group];
  const count = permissions.filter((p) => selected.has(p)).length;
  const label = t(`permissions:groups.${group}`);

  return (
    <Paper withBorder p="md" radius="md">
      <Checkbox
        label={
          <Text fw={600} size="sm">
            {label}
          </Text>
        }
        aria-label={t('select_group', { group: label })}
        description={t('group_count', {
          count: implied ? permissions.length : count,
          total: permissions.length,
        })}
        checked={implied || count === permissions.length}
        indeterminate={!implied && count > 0 && count < permissions.length}
        disabled={implied}
        onChange={(event) => onToggle(permissions, event.currentTarget.checked)}
      />
      <Stack gap={8} mt="sm" pl="xl">
        {permissions.map((permission) => (
          <Checkbox
            key={permission}
            size="sm"
            label={t(`permissions:names.${permission}`)}
            checked={implied || selected.has(permission)}
            disabled={implied}
            onChange={(event) => onToggle([permission], event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
