import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The heading of a sign-in, sign-up or password screen, which also names the browser tab. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  useDocumentTitle(title);
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
