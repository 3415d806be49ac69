import { Anchor, Badge, Group, Image, List, Paper, Stack, Text } from '@mantine/core';
import type { PublicReview } from '@shop/contracts';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StarsPicture } from '../../../components/stars-picture';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useStoreName } from '../../../lib/store-identity';
import classes from './review-card.module.css';

/**
 * One review: who, when, the stars, whether they bought it, the text and the criteria answers; under it, the shop's
 * answer in the shop's name (decision 102).
 */
export function ReviewCard({ review, extra }: { review: PublicReview; extra?: ReactNode }) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const shop = useStoreName();
  return (
    <Paper withBorder p="md" component="article">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{review.author || t('anonymous')}</Text>
            {review.verified && (
              <Badge color="green" variant="light" leftSection={<IconRosetteDiscountCheck size={14} />}>
                {t('verified')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" component="time" dateTime={review.created_at}>
            {formatDate(review.created_at, locale)}
          </Text>
        </Group>
        {review.rating !== null && (
          <StarsPicture value={review.rating} label={t('stars', { count: review.rating })} />
        )}
        <Text style={{ whiteSpace: 'pre-line' }}>{review.text}</Text>
        {review.images.length > 0 && (
          <Group gap="xs">
            {review.images.map((image, index) => (
              <Anchor key={image.id} href={image.url} target="_blank" rel="noopener">
                <Image
                  src={image.url}
                  alt={t('images.one', { n: index + 1 })}
                  w={88}
                  h={88}
                  radius="sm"
                  fit="cover"
                  loading="lazy"
                />
              </Anchor>
            ))}
          </Group>
        )}
        {review.answers.length > 0 && (
          <List size="sm" c="dimmed">
            {review.answers.map((answer) => (
              <List.Item key={answer.criterion_id}>
                {answer.criterion}: {answer.answer}
              </List.Item>
            ))}
          </List>
        )}
        {review.reply && (
          <div className={classes.reply}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {t('reply', { shop })}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={review.reply.replied_at}>
                {formatDate(review.reply.replied_at, locale)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {review.reply.text}
            </Text>
          </div>
        )}
        {extra}
      </Stack>
    </Paper>
  );
}
