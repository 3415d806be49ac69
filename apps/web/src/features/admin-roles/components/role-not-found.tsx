import { Button, EmptyState } from '@mantine/core';
import { IconShieldQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function RoleNotFound() {
  const { t } = useTranslation('admin-roles');
  return (
    <EmptyState
      py="xl"
      icon={<IconShieldQuestion size={28} />}
      title={t('not_found.title')}
      description={t('not_found.description')}
    >
      <EmptyState.Actions>
        <Button component={Link} to="/admin/roles" variant="light">
          {t('not_found.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
