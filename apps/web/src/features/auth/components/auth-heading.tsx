import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';

/** The heading of a sign-in, sign-up or password screen, which also names the browser tab. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap={4}>
      <PageTitle size="h2">{title}</PageTitle>
      {subtitle && (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
