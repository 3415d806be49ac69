import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRefusal } from '../lib/api-client';
import { errorMessage } from '../lib/error-message';

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
      {isRefusal(error) ? null : (
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Alert>
  );
}
