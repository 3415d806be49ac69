import { Box, Checkbox, Input, Paper, Stack } from '@mantine/core';
import { type PermissionGroup as Group, PERMISSION_GROUPS, type Permission } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { togglePermissions } from '../lib/permission-selection';
import { PermissionGroup } from './permission-group';

const AREAS = (Object.keys(PERMISSION_GROUPS) as Group[]).filter(
  (group): group is Exclude<Group, 'general'> => group !== 'general',
);

interface PermissionsFieldProps {
  value: Permission[];
  onChange: (value: Permission[]) => void;
  error?: ReactNode;
}

/** Every permission of the contract, grouped by area, with `ALL` first and explained. */
export function PermissionsField({ value, onChange, error }: PermissionsFieldProps) {
  const { t } = useTranslation(['admin-roles', 'permissions']);
  const selected = new Set(value);
  const all = selected.has('ALL');
  const toggle = (changed: readonly Permission[], on: boolean) =>
    onChange(togglePermissions(value, changed, on));

  return (
    <Input.Wrapper label={t('fields.permissions')} description={t('fields.permissions_hint')} error={error}>
      <Stack gap="md" mt="xs">
        <Paper withBorder p="md" radius="md" bg={all ? 'var(--mantine-color-red-light)' : undefined}>
          <Checkbox
            color="red"
            label={t('permissions:names.ALL')}
            description={t('all_hint')}
            checked={all}
            onChange={(event) => toggle(['ALL'], event.currentTarget.checked)}
          />
        </Paper>
        {/* Columns rather than a grid: the areas differ a lot in length and a grid would leave holes. */}
        <Box style={{ columnWidth: 300, columnGap: 'var(--mantine-spacing-md)' }}>
          {AREAS.map((group) => (
            <Box key={group} mb="md" style={{ breakInside: 'avoid' }}>
              <PermissionGroup group={group} selected={selected} implied={all} onToggle={toggle} />
            </Box>
          ))}
        </Box>
      </Stack>
    </Input.Wrapper>
  );
}
