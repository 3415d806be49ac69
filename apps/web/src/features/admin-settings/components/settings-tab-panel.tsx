import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';

interface SettingsTabPanelProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** A tab's document: a loader, the failure with a retry, or the form once it has arrived. */
export function SettingsTabPanel<T>({ query, children }: SettingsTabPanelProps<T>) {
  const { t } = useTranslation('admin-settings');
  if (query.isError) {
    return <QueryError error={query.error} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <PageLoader />;
  return children(query.data);
}
