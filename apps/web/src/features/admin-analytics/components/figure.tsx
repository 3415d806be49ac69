import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangeBadge } from './change-badge';

/**
 * Three figures abreast only from md (1024 px, the sidebar beside the page): a third of a narrower row (a 768 px
 * tablet when the sidebar stood beside it) cut "2247,41 MLC" and hid its badge.
 */
export const FIGURES_ABREAST = { base: 1, sm: 2, md: 3 };

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
      {/* The badge goes under the figure when both do not fit. */}
      <Group gap="xs" align="baseline" wrap="wrap">
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
