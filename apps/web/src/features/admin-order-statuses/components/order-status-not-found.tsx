import { Button, EmptyState } from '@mantine/core';
import { IconTagOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_STATUSES_SCREEN } from '../api/order-status-keys';

export function OrderStatusNotFound() {
  const { t } = useTranslation('admin-order-statuses');
  return (
    <EmptyState
      py="xl"
      icon={<IconTagOff size={28} />}
      title={t('not_found.title')}
      description={t('not_found.description')}
    >
      <EmptyState.Actions>
        <Button component={Link} to={ORDER_STATUSES_SCREEN} variant="light">
          {t('not_found.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
