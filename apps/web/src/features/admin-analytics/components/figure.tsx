import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangeBadge } from './change-badge';

/** One figure of the period, how it moved, and what it was in the period before. */
export function Figure({
  label,
  current,
  previous,
  format,
}: {
  label: string;
  current: number;
  previous: number;
  format: (value: number) => string;
}) {
  const { t } = useTranslation('admin-analytics');
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" align="baseline" wrap="nowrap">
        <Text fz="xl" fw={700}>
          {format(current)}
        </Text>
        <ChangeBadge current={current} previous={previous} />
      </Group>
      <Text size="xs" c="dimmed">
        {t('before', { value: format(previous) })}
      </Text>
    </Paper>
  );
}
