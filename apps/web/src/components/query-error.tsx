import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ApiError } from '../lib/api-client';
import { errorMessage } from '../lib/error-message';

/**
 * Whether the same request could succeed a moment later: a lost connection, the server's own failure, a timeout or a
 * wait. The server's refusal of what was asked (a 4xx: a filter it cannot read, a permission) answers the same again.
 */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;

/** A failed load, with the server's message and, when it could help, a way to try again. */
export function QueryError({
  error,
  retryLabel,
  onRetry,
}: {
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={errorMessage(error)}>
      {worthRetrying(error) ? (
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Alert>
  );
}
