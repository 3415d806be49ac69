import { Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ApiError, isRefusal } from '../lib/api-client';
import { errorMessage } from '../lib/error-message';
import { PlainAlert } from './plain-alert';

/**
 * What a refusal says of each value it could not read ("Contiene un carácter no permitido"), each once: its
 * message alone ("Hay campos vacíos o no válidos") does not say what to change in the address.
 */
const reasonsOf = (error: unknown) =>
  error instanceof ApiError ? [...new Set(Object.values(error.body.errors ?? {}).flat())] : [];

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
    <PlainAlert tone="error" icon={<IconAlertTriangle size={18} />} title={errorMessage(error)}>
      {reasonsOf(error).map((reason) => (
        <Text key={reason} size="sm">
          {reason}
        </Text>
      ))}
      {isRefusal(error) ? null : (
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </PlainAlert>
  );
}
