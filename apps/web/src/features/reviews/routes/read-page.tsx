// Loaded with this screen, not with the storefront's first page (app/storefront-styles.ts, issue 13).
import '@mantine/core/styles/Progress.layer.css';
import {
  Anchor,
  Button,
  Group,
  Pagination,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { PRODUCT_REVIEWS_PAGE_MAX } from '@shop/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { data, Link, type LoaderFunctionArgs, useParams, useSearchParams } from 'react-router';
import { PastTheEnd } from '../../../components/past-the-end';
import { QueryError } from '../../../components/query-error';
import { StarsPicture } from '../../../components/stars-picture';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { pastTheEnd } from '../../../lib/past-the-end';
import { queryClientContext } from '../../../lib/prime';
import { wholeNumber } from '../../../lib/url-values';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { productReviewsQuery, useProductReviews } from '../api/reviews';
import { ReviewCard } from '../components/review-card';

/** The page as the API reads it; one it would refuse (`?page=999999999`) is the first. */
const pageOf = (params: URLSearchParams) => wholeNumber(params.get('page'), 1, PRODUCT_REVIEWS_PAGE_MAX) ?? 1;

/**
 * The reviews are read before the screen renders, so the server sends them in the page (issue 13 §1); a product
 * shoppers may not see is the app's 404, decided here.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  try {
    await context
      .get(queryClientContext)
      .ensureQueryData(productReviewsQuery(params.product ?? '', pageOf(url.searchParams)));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw data(`Page not found: ${url.pathname}`, { status: 404, statusText: 'Not Found' });
  }
  return null;
}

/** /Products/Review/Read/{product} (SPEC §2): the approved reviews, their average rating and criteria summary. */
export function Component() {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const slug = useParams().product ?? '';
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const reviews = useProductReviews(slug, page);
  useDocumentTitle(reviews.data ? t('read.title', { product: reviews.data.product.name }) : undefined);

  // A product shoppers may not see: the app's 'Page Not Found' (the server sent the page with 404).
  if (reviews.error instanceof ApiError && reviews.error.status === 404) throw reviews.error;
  if (reviews.isError && !reviews.data)
    return <QueryError error={reviews.error} retryLabel={t('retry')} onRetry={() => reviews.refetch()} />;
  if (!reviews.data) return <Skeleton h={300} aria-busy="true" />;
  const { product, summary, criteria, data, meta } = reviews.data;
  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <div>
        <Anchor component={Link} to={`/Products/${encodeURIComponent(product.slug)}`} size="sm">
          {product.name}
        </Anchor>
        <Title order={1}>{t('read.heading')}</Title>
      </div>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={4}>
            {summary.average !== null ? (
              <>
                <Group gap="xs">
                  <Text fz={36} fw={700} lh={1}>
                    {formatNumber(summary.average, locale, 1)}
                  </Text>
                  <StarsPicture value={summary.average} fractions={10} label={t('average_label')} />
                </Group>
                <Text size="sm" c="dimmed">
                  {t('ratings', { count: summary.count })}
                </Text>
              </>
            ) : (
              <Text c="dimmed">{t('no_ratings')}</Text>
            )}
            <Button
              component={Link}
              to={`/Products/Review/Write/${encodeURIComponent(product.slug)}`}
              variant="light"
              leftSection={<IconPencil size={16} />}
              w="fit-content"
              mt="sm"
            >
              {t('write_one')}
            </Button>
          </Stack>
          <Stack gap="sm" aria-label={t('criteria')}>
            {criteria.map((criterion) => (
              <div key={criterion.title}>
                <Text size="sm" fw={600}>
                  {criterion.title}
                </Text>
                {criterion.answers.map((answer) => (
                  <div key={answer.text}>
                    <Group justify="space-between" gap="xs">
                      <Text size="xs">{answer.text}</Text>
                      <Text size="xs" c="dimmed">
                        {t('percent', { value: formatNumber(answer.percent, locale, 0) })}
                      </Text>
                    </Group>
                    <Progress value={answer.percent} size="sm" aria-hidden />
                  </div>
                ))}
              </div>
            ))}
          </Stack>
        </SimpleGrid>
      </Paper>
      {pastTheEnd(meta) ? (
        <PastTheEnd meta={meta} onFirstPage={() => setParams({})} />
      ) : data.length === 0 ? (
        <Text c="dimmed">{t('read.empty')}</Text>
      ) : (
        data.map((review) => <ReviewCard key={review.id} review={review} />)
      )}
      {meta.last_page > 1 && !pastTheEnd(meta) && (
        <Pagination
          total={meta.last_page}
          value={meta.current_page}
          onChange={(next) => setParams({ page: String(next) })}
          mx="auto"
        />
      )}
    </Stack>
  );
}
