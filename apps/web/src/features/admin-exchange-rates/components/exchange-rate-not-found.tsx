import { Button, EmptyState } from '@mantine/core';
import { IconCalendarQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRatePaths } from '../lib/rate-paths';

export function ExchangeRateNotFound() {
  const { t } = useTranslation('admin-exchange-rates');
  const paths = useRatePaths();
  return (
    <EmptyState
      py="xl"
      icon={<IconCalendarQuestion size={28} />}
      title={t('not_found.title')}
      description={t('not_found.description')}
    >
      <EmptyState.Actions>
        <Button component={Link} to={paths.list} variant="light">
          {t('not_found.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
