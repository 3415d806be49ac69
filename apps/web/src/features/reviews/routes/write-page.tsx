// Loaded with this screen, not with the storefront's first page (app/storefront-styles.ts, issue 13).
import '@mantine/core/styles/Rating.layer.css';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Image,
  Radio,
  Rating,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MyReviewReply, type ReviewBody, reviewBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { focusInvalidField } from '../../../lib/focus-invalid-field';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyReview, useWriteReview } from '../api/reviews';
import { ReviewImagesField } from '../components/review-images-field';

interface Values {
  text: string;
  rating: number;
  /** Criterion id → answer id, as strings for the radio groups. */
  answers: Record<string, string>;
}

const bodyOf = (values: Values): ReviewBody =>
  reviewBodySchema.parse({
    text: values.text,
    rating: values.rating > 0 ? values.rating : null,
    answers: Object.entries(values.answers)
      .filter(([, answer]) => answer !== '')
      .map(([criterion, answer]) => ({ criterion_id: Number(criterion), answer_id: Number(answer) })),
  });

function ReviewForm({ reply, slug }: { reply: MyReviewReply; slug: string }) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const write = useWriteReview(slug);
  const form = useForm<Values>({
    initialValues: {
      text: reply.review?.text ?? '',
      rating: reply.review?.rating ?? 0,
      answers: Object.fromEntries(
        reply.criteria.map((c) => [
          String(c.id),
          String(reply.review?.answers.find((a) => a.criterion_id === c.id)?.answer_id ?? ''),
        ]),
      ),
    },
    validate: (values) =>
      zodValidate(reviewBodySchema)({ text: values.text, rating: values.rating || null, answers: [] }),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const { message } = await write.mutateAsync(bodyOf(values));
      notifySuccess(message);
      await navigate(`/Products/SuccessPage?product=${encodeURIComponent(slug)}`);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  }, focusInvalidField);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} id="rating-label">
            {t('write.rating')}
          </Text>
          <Rating size="lg" aria-labelledby="rating-label" {...form.getInputProps('rating')} />
        </div>
        {reply.criteria.map((criterion) => (
          <Radio.Group
            key={criterion.id}
            label={criterion.title}
            description={criterion.description}
            {...form.getInputProps(`answers.${criterion.id}`)}
          >
            {criterion.images.length > 0 && (
              <Group gap="xs" mt={6}>
                {criterion.images.map((url, index) => (
                  <Image
                    key={url}
                    src={url}
                    alt={t('write.reference', { n: index + 1, title: criterion.title })}
                    w={64}
                    h={64}
                    radius="sm"
                    fit="cover"
                  />
                ))}
              </Group>
            )}
            <Group gap="md" mt={6}>
              {criterion.answers.map((answer) => (
                <Radio key={answer.id} value={String(answer.id)} label={answer.text} />
              ))}
            </Group>
          </Radio.Group>
        ))}
        <Textarea
          label={t('write.text')}
          description={t('write.text_hint')}
          withAsterisk
          autosize
          minRows={4}
          {...form.getInputProps('text')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={write.isPending}>
            {t(reply.review ? 'write.update' : 'write.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /Products/Review/Write/{product} (SPEC §2): a shopper who received the product reviews it. */
export function Component() {
  const { t } = useTranslation('reviews');
  const slug = useParams().product ?? '';
  const mine = useMyReview(slug);
  useDocumentTitle(mine.data ? t('write.title', { product: mine.data.product.name }) : undefined);

  // A product shoppers may not see: the app's 'Page Not Found' (the server sent the page with 404).
  if (mine.error instanceof ApiError && mine.error.status === 404) throw mine.error;
  if (mine.isError && !mine.data)
    return <QueryError error={mine.error} retryLabel={t('retry')} onRetry={() => mine.refetch()} />;
  if (!mine.data) return <Skeleton h={300} aria-busy="true" />;
  const { product, review, can_review } = mine.data;
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <div>
        <Anchor component={Link} to={`/Products/${encodeURIComponent(product.slug)}`} size="sm">
          {product.name}
        </Anchor>
        <Title order={1}>{t('write.heading')}</Title>
      </div>
      {!can_review ? (
        <Alert color="yellow" title={t('write.not_a_buyer_title')}>
          {t('write.not_a_buyer')}
        </Alert>
      ) : review && review.status !== 'pending' ? (
        <Alert color={review.status === 'approved' ? 'green' : 'red'} title={t(`status.${review.status}`)}>
          {review.status === 'declined'
            ? t('write.declined', { reason: review.reason_of_rejection ?? '' })
            : t('write.approved')}
        </Alert>
      ) : (
        <>
          {review && <Alert color="blue">{t('write.pending')}</Alert>}
          {review && mine.data.max_images > 0 && (
            <ReviewImagesField review={review} slug={slug} max={mine.data.max_images} />
          )}
          <ReviewForm reply={mine.data} slug={slug} />
        </>
      )}
    </Stack>
  );
}
