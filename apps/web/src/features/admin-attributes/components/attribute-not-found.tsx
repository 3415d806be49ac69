import { Button, EmptyState } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AttributeNotFound() {
  const { t } = useTranslation('admin-attributes');
  return (
    <EmptyState
      py="xl"
      icon={<IconListDetails size={28} />}
      title={t('not_found.title')}
      description={t('not_found.description')}
    >
      <EmptyState.Actions>
        <Button component={Link} to="/admin/attributes" variant="light">
          {t('not_found.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
