import { Button, EmptyState } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function UserNotFound() {
  const { t } = useTranslation('admin-users');
  return (
    <EmptyState
      py="xl"
      icon={<IconUserQuestion size={28} />}
      title={t('not_found.title')}
      description={t('not_found.description')}
    >
      <EmptyState.Actions>
        <Button component={Link} to="/admin/users" variant="light">
          {t('not_found.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
