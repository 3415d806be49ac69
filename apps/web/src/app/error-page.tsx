import { Button, Center, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  data,
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  useLocation,
  useRouteError,
} from 'react-router';
import { PageTitle } from '../components/page-title';
import { ApiError } from '../lib/api-client';
import { isChunkLoadError, reloadOnceForChunkError } from '../lib/chunk-reload';
import { isOffline } from '../lib/offline';
import classes from './error-page.module.css';

/** SPEC §2: an unknown route is a 404 with the message 'Page not found: {path}'. */
export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  const { pathname } = new URL(request.url);
  throw data(`Page not found: ${pathname}`, { status: 404, statusText: 'Not Found' });
}

/**
 * A route's own 404, or the API's: a screen whose record the API does not find for this user (another shopper's
 * order, a deleted product) is a missing page, not a server error.
 */
function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiError && error.status === 404) return 404;
  return 500;
}

/** The error boundary of every route: 404 shows 'Page Not Found' and the path; anything else is a 500. */
export function ErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation('errors');
  const status = statusOf(error);
  const notFound = status === 404;
  const staleChunk = isChunkLoadError(error);
  // Offline, the screen's code is missing because it was never kept: neither a server's error nor a new version.
  const unkept = staleChunk && isOffline();

  useEffect(() => {
    if (staleChunk && reloadOnceForChunkError()) return;
    if (!isRouteErrorResponse(error) && !notFound) console.error(error);
  }, [error, staleChunk, notFound]);

  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" maw={560} ta="center">
        {unkept ? null : (
          <Text fz={72} fw={800} c="dimmed" lh={1} aria-hidden>
            {status}
          </Text>
        )}
        <PageTitle fz="h2">
          {t(notFound ? 'not_found.title' : unkept ? 'shell:offline.title' : 'server_error.title')}
        </PageTitle>
        {notFound ? (
          <Text c="dimmed">
            {t('not_found.message')} <code className={classes.path}>{pathname}</code>
          </Text>
        ) : (
          <Text c="dimmed">
            {t(
              // Under the title "Sin conexión": the message does not say it again.
              unkept ? 'offline.message' : staleChunk ? 'server_error.new_version' : 'server_error.message',
            )}
          </Text>
        )}
        <Group justify="center">
          <Button component={Link} to="/store" leftSection={<IconArrowLeft size={16} />}>
            {t('back_to_store')}
          </Button>
          {notFound ? null : (
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => window.location.reload()}
            >
              {t('reload')}
            </Button>
          )}
        </Group>
      </Stack>
    </Center>
  );
}
