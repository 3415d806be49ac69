import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useStoreIdentity } from '../lib/store-identity';

/** The store's logo (its own picture, or an icon) and name, leading to the store front. On phones the name gives way to the header's controls. */
export function StoreBrand({ suffix }: { suffix?: string }) {
  const { name, logo_url } = useStoreIdentity();
  return (
    <UnstyledButton component={Link} to="/store" aria-label={name}>
      <Group gap="xs" wrap="nowrap">
        {logo_url ? (
          // The server re-encoded it at most 96 px high; shown at 36, its width follows.
          <img
            src={logo_url}
            alt=""
            height={36}
            style={{ display: 'block', maxWidth: 'min(180px, 28vw)', objectFit: 'contain' }}
          />
        ) : (
          <ThemeIcon size="lg" radius="md" variant="filled" aria-hidden>
            <IconBuildingStore size={20} stroke={1.75} />
          </ThemeIcon>
        )}
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
