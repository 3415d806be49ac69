import { Button, EmptyState } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productScreens } from '../api/product-keys';

export function ProductNotFound() {
  const { t } = useTranslation('admin-products');
  return (
    <EmptyState
      py="xl"
      icon={<IconPackageOff size={28} />}
      title={t('not_found.title')}
      description={t('not_found.description')}
    >
      <EmptyState.Actions>
        <Button component={Link} to={productScreens.list} variant="light">
          {t('not_found.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
