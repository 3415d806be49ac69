import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SaveFooterProps {
  canSave: boolean;
  saving: boolean;
}

/** The save button of a settings tab, or why there is none (read_settings without update_settings). */
export function SaveFooter({ canSave, saving }: SaveFooterProps) {
  const { t } = useTranslation(['admin-settings', 'common']);
  if (!canSave) {
    return (
      <Text c="dimmed" size="sm">
        {t('read_only')}
      </Text>
    );
  }
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={saving}>
        {t('common:save')}
      </Button>
    </Group>
  );
}
