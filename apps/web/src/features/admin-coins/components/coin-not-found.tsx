import { Button, EmptyState } from '@mantine/core';
import { IconCoinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function CoinNotFound() {
  const { t } = useTranslation('admin-coins');
  return (
    <EmptyState
      py="xl"
      icon={<IconCoinOff size={28} />}
      title={t('not_found.title')}
      description={t('not_found.description')}
    >
      <EmptyState.Actions>
        <Button component={Link} to="/admin/coins" variant="light">
          {t('not_found.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
