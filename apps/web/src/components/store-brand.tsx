import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useStoreName } from '../lib/store-identity';

/** The store's logo and name, leading to the store front. On phones the name gives way to the header's controls. */
export function StoreBrand({ suffix }: { suffix?: string }) {
  const name = useStoreName();
  return (
    <UnstyledButton component={Link} to="/store" aria-label={name}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size="lg" radius="md" variant="filled" aria-hidden>
          <IconBuildingStore size={20} stroke={1.75} />
        </ThemeIcon>
        <Text fw={700} size="lg" lh={1} visibleFrom="sm">
          {name}
        </Text>
        {suffix ? (
          <Text c="dimmed" size="sm" visibleFrom="sm" lh={1}>
            {suffix}
          </Text>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}
