import { Button, EmptyState, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { QueryError } from '../query-error';

export interface NotFoundWords {
  title: string;
  description: string;
  /** The list to go back to, and its button's words. */
  backTo: string;
  backLabel: string;
}

/** What a record page shows when its record does not exist (or not for this user): where to go instead. */
export function RecordNotFound({ title, description, backTo, backLabel }: NotFoundWords) {
  return (
    <EmptyState py="xl" icon={<IconFileUnknown size={28} />} title={title} description={description}>
      <EmptyState.Actions>
        <Button component={Link} to={backTo} variant="light">
          {backLabel}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

interface RecordPageProps<T> {
  /** The record as TanStack Query holds it. */
  query: UseQueryResult<T>;
  /** The page title, from the record once it is there. */
  title: (record: T | undefined) => string;
  notFound: NotFoundWords;
  /** What can be done with the record as a whole (duplicate it), beside the title once it is there. */
  actions?: (record: T) => ReactNode;
  children: (record: T) => ReactNode;
}

/**
 * Every back-office page of one record (edit a coin, show an order): its title, a placeholder while it loads, the
 * not-found state when the API says 404, a failed load with a retry, and then the page itself.
 */
export function RecordPage<T>({ query, title, notFound, actions, children }: RecordPageProps<T>) {
  const { t } = useTranslation('common');
  useDocumentTitle(query.data === undefined ? undefined : title(query.data));
  if (query.error instanceof ApiError && query.error.status === 404) return <RecordNotFound {...notFound} />;
  if (query.isError)
    return <QueryError error={query.error} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={1} fz="h2">
          {title(query.data)}
        </Title>
        {query.data !== undefined && actions?.(query.data)}
      </Group>
      {query.data === undefined ? (
        <Skeleton height={320} maw={720} data-testid="form-skeleton" />
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}
