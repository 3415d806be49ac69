import { Button, EmptyState } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function CategoryNotFound() {
  const { t } = useTranslation('admin-categories');
  return (
    <EmptyState
      py="xl"
      icon={<IconCategory size={28} />}
      title={t('not_found.title')}
      description={t('not_found.description')}
    >
      <EmptyState.Actions>
        <Button component={Link} to="/admin/categories" variant="light">
          {t('not_found.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
