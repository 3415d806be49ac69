import { Button, EmptyState } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { POINTS_OF_SALE_SCREEN } from '../api/point-of-sale-keys';

export function PointOfSaleNotFound() {
  const { t } = useTranslation('admin-points-of-sale');
  return (
    <EmptyState
      py="xl"
      icon={<IconBuildingStore size={28} />}
      title={t('not_found.title')}
      description={t('not_found.description')}
    >
      <EmptyState.Actions>
        <Button component={Link} to={POINTS_OF_SALE_SCREEN} variant="light">
          {t('not_found.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
