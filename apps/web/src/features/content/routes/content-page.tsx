import { Anchor, Breadcrumbs, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { ContentHtml } from '../../../components/content-html';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { queryClientContext } from '../../../lib/prime';
import { contentPageQuery, useContentPage } from '../api/content-queries';
import { readContentSlug } from '../lib/content-slug';

const slugOf = (params: { page?: string; slug?: string }) => readContentSlug(params.page ?? params.slug);

function notFound(request: Request): never {
  throw data(`Page not found: ${new URL(request.url).pathname}`, { status: 404, statusText: 'Not Found' });
}

/** A page that does not exist or is not published is the app's 404, decided before the screen renders. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = slugOf(params);
  if (slug === undefined) notFound(request);
  try {
    await context.get(queryClientContext).ensureQueryData(contentPageQuery(slug));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound(request);
  }
  return null;
}

/**
 * /information/:page and the catch-all /:slug (SPEC §2): one of the shop's own pages, the policies among them
 * (/return-policy, /shipment-policy, /warranty-policy, /terms-conditions).
 */
export function Component() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const slug = slugOf(useParams()) ?? '';
  const page = useContentPage(slug);

  if (page.isError && !page.data) {
    return <QueryError error={page.error} retryLabel={t('retry')} onRetry={() => page.refetch()} />;
  }
  if (!page.data) {
    return (
      <Stack gap="md" maw={760} aria-busy="true">
        <Skeleton height={36} width="60%" />
        <Skeleton height={16} />
        <Skeleton height={16} />
      </Stack>
    );
  }
  const { title, body, updated_at } = page.data;
  return (
    <Stack component="article" gap="md" maw={760}>
      <Breadcrumbs separator="·">
        <Anchor component={Link} to="/info" size="sm">
          {t('info.title')}
        </Anchor>
      </Breadcrumbs>
      <PageTitle>{title}</PageTitle>
      <ContentHtml html={body} />
      <Text size="sm" c="dimmed">
        {/* The shop's day, not the reader's: the server renders this page and the browser must find the same date. */}
        {t('page.updated', { date: formatDate(updated_at, locale) })}
      </Text>
    </Stack>
  );
}
