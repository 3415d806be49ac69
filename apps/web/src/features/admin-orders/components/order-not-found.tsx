import { Button, EmptyState } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminOrderScreens } from '../api/order-keys';

export function OrderNotFound() {
  const { t } = useTranslation('admin-orders');
  return (
    <EmptyState
      py="xl"
      icon={<IconFileOff size={28} />}
      title={t('not_found.title')}
      description={t('not_found.description')}
    >
      <EmptyState.Actions>
        <Button component={Link} to={adminOrderScreens.list} variant="light">
          {t('not_found.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
