import { Alert, Anchor, Badge, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useProfileReviews } from '../api/reviews';
import { ReviewCard } from '../components/review-card';
import { ReviewsToWrite } from '../components/reviews-to-write';

const COLORS = { pending: 'yellow', approved: 'green', declined: 'red' } as const;

/**
 * /Profile/Reviews: what the shopper received and may still review, then their reviews, their state and, when
 * declined, why (seen by them alone).
 */
export function Component() {
  const { t } = useTranslation('reviews');
  const reviews = useProfileReviews();

  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <PageTitle>{t('mine.title')}</PageTitle>
      {reviews.isError && !reviews.data && (
        <QueryError error={reviews.error} retryLabel={t('retry')} onRetry={() => reviews.refetch()} />
      )}
      {!reviews.data && !reviews.isError && <Skeleton h={200} aria-busy="true" />}
      {reviews.data && reviews.data.to_write.length > 0 && (
        <ReviewsToWrite products={reviews.data.to_write} />
      )}
      {reviews.data?.data.length === 0 && reviews.data.to_write.length === 0 && (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>{t('mine.empty_title')}</Text>
          <Text size="sm" c="dimmed">
            {t('mine.empty_text')}
          </Text>
        </Paper>
      )}
      {reviews.data && reviews.data.to_write.length > 0 && reviews.data.data.length > 0 && (
        <Title order={2} fz="h4">
          {t('mine.written_title')}
        </Title>
      )}
      {reviews.data?.data.map((review) => (
        <Stack key={review.id} gap={4}>
          <Anchor component={Link} to={`/Products/${encodeURIComponent(review.product.slug)}`} fw={600}>
            {review.product.name}
          </Anchor>
          <ReviewCard
            review={review}
            extra={
              <Stack gap="xs" align="flex-start">
                <Badge color={COLORS[review.status]}>{t(`status.${review.status}`)}</Badge>
                {review.status === 'declined' && (
                  <Alert color="red" p="xs">
                    {t('mine.reason', { reason: review.reason_of_rejection ?? '' })}
                  </Alert>
                )}
                {review.status === 'pending' && (
                  <Button
                    component={Link}
                    to={`/Products/Review/Write/${encodeURIComponent(review.product.slug)}`}
                    size="xs"
                    variant="light"
                  >
                    {t('mine.edit')}
                  </Button>
                )}
              </Stack>
            }
          />
        </Stack>
      ))}
    </Stack>
  );
}
