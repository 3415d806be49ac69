import { Anchor, Badge, Button, Group, Select, Text } from '@mantine/core';
import {
  type AdminReview,
  adminReviewsQuerySchema,
  REVIEW_REPLY_FILTERS,
  REVIEW_STATUSES,
} from '@shop/contracts';
import { IconCheck, IconMessageOff, IconMessageReply, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage } from '../../../components/admin-kit';
import { StarsPicture } from '../../../components/stars-picture';
import { useConfirmed } from '../../../components/use-confirmed';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useAdminReviews, useApproveReviews, useDecideReview, useRemoveReply } from '../api/reviews';
import { DeclineDialog } from '../components/decline-dialog';
import { ReplyDialog } from '../components/reply-dialog';

const COLORS = { pending: 'yellow', approved: 'green', declined: 'red' } as const;

/**
 * /admin/reviews (SPEC §2): reviews to approve or decline, by state, rating and product; several at once. Published ones
 * get the shop's public answer (decision 102), listed by whether they have one.
 */
export function Component() {
  const { t } = useTranslation('admin-reviews');
  const locale = useLocale();
  const list = useListParams(adminReviewsQuerySchema);
  const [query, update] = list;
  const reviews = useAdminReviews(query);
  const decide = useDecideReview();
  const approveMany = useApproveReviews();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [declining, setDeclining] = useState<AdminReview | null>(null);
  const [replying, setReplying] = useState<AdminReview | null>(null);
  const removeReply = useRemoveReply();
  const takeBack = useConfirmed<AdminReview>({
    title: t('reviews.reply.remove_title'),
    message: (review) => t('reviews.reply.remove_message', { author: review.author }),
    done: () => t('reviews.reply.removed'),
    confirmLabel: t('reviews.reply.remove'),
    run: (review) => removeReply.mutateAsync(review.id),
  });
  const canDecide = userCan(useCurrentUser(), ['rating_products', 'status_rating_products']);
  const byId = new Map(reviews.data?.data.map((r) => [r.id, r]));

  const approve = (review: AdminReview) =>
    decide
      .mutateAsync({ id: review.id, body: { status: 'approved' } })
      .then(() => notifySuccess(t('reviews.notifications.approved')), notifyError);
  const approveSelected = () =>
    approveMany.mutateAsync([...selected]).then(({ message }) => {
      notifySuccess(message);
      setSelected(new Set());
    }, notifyError);

  return (
    <AdminListPage
      title={t('reviews.title')}
      actions={
        canDecide &&
        selected.size > 0 && (
          <Button
            leftSection={<IconCheck size={18} />}
            loading={approveMany.isPending}
            onClick={approveSelected}
          >
            {t('reviews.approve_selected', { count: selected.size })}
          </Button>
        )
      }
      list={list}
      result={reviews}
      search={{ label: t('reviews.search'), placeholder: t('reviews.search_placeholder') }}
      filters={
        <Group gap="sm">
          <Select
            label={t('reviews.status_filter')}
            placeholder={t('reviews.all')}
            clearable
            data={REVIEW_STATUSES.map((status) => ({ value: status, label: t(`reviews.status.${status}`) }))}
            value={query.status ?? null}
            onChange={(value) => update({ status: REVIEW_STATUSES.find((s) => s === value) })}
          />
          <Select
            label={t('reviews.rating_filter')}
            placeholder={t('reviews.all')}
            clearable
            data={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('reviews.stars', { count: n }) }))}
            value={query.rating ? String(query.rating) : null}
            onChange={(value) => update({ rating: value ? Number(value) : undefined })}
          />
          <Select
            label={t('reviews.reply_filter')}
            placeholder={t('reviews.all')}
            clearable
            data={REVIEW_REPLY_FILTERS.map((filter) => ({
              value: filter,
              label: t(`reviews.reply.${filter}`),
            }))}
            value={query.reply ?? null}
            onChange={(value) => update({ reply: REVIEW_REPLY_FILTERS.find((f) => f === value) })}
          />
        </Group>
      }
      filtered={Boolean(query.search || query.status || query.rating || query.reply)}
      empty={{
        title: t('reviews.empty.title'),
        none: t('reviews.empty.none'),
        filtered: t('reviews.empty.filtered'),
      }}
      totalLabel={(count) => t('reviews.total', { count })}
      table={{
        caption: t('reviews.title'),
        rowKey: (review: AdminReview) => review.id,
        minWidth: 900,
        ...(canDecide
          ? {
              selection: {
                selected,
                onChange: setSelected,
                name: (id: number) => t('reviews.select', { author: byId.get(id)?.author ?? '' }),
                // The bulk approval acts on reviews still waiting for a decision.
                selectable: (review: AdminReview) => review.status === 'pending',
              },
            }
          : {}),
        columns: [
          {
            key: 'product',
            header: t('reviews.columns.product'),
            render: (review) => (
              <div>
                <Anchor
                  component={Link}
                  to={`/Products/${encodeURIComponent(review.product.slug)}`}
                  size="sm"
                  fw={500}
                >
                  {review.product.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {review.author} · {formatDate(review.created_at, locale)}
                </Text>
              </div>
            ),
          },
          {
            key: 'rating',
            header: t('reviews.columns.rating'),
            render: (review) =>
              review.rating === null ? (
                <Text size="sm">—</Text>
              ) : (
                <StarsPicture
                  value={review.rating}
                  size="xs"
                  label={t('reviews.stars', { count: review.rating })}
                />
              ),
          },
          {
            key: 'text',
            header: t('reviews.columns.text'),
            render: (review) => (
              <div>
                <Text size="sm" lineClamp={3} maw={360}>
                  {review.text}
                </Text>
                {review.reply && (
                  <Text size="xs" c="dimmed" lineClamp={2} maw={360} mt={4}>
                    {t('reviews.reply.by', { name: review.replied_by ?? t('reviews.reply.someone') })}{' '}
                    {review.reply.text}
                  </Text>
                )}
              </div>
            ),
          },
          {
            key: 'status',
            header: t('reviews.columns.status'),
            render: (review) => (
              <div>
                <Badge color={COLORS[review.status]} variant="light">
                  {t(`reviews.status.${review.status}`)}
                </Badge>
                {review.reason_of_rejection && (
                  <Text size="xs" c="dimmed" maw={220}>
                    {review.reason_of_rejection}
                  </Text>
                )}
              </div>
            ),
          },
        ],
        actions: canDecide
          ? [
              {
                label: (review) => t('reviews.approve_one', { author: review.author }),
                icon: IconCheck,
                color: 'green',
                hidden: (review) => review.status !== 'pending',
                onClick: (review) => void approve(review),
              },
              {
                label: (review) => t('reviews.decline_one', { author: review.author }),
                icon: IconX,
                color: 'red',
                hidden: (review) => review.status !== 'pending',
                onClick: setDeclining,
              },
              {
                label: (review) =>
                  t(review.reply ? 'reviews.reply.edit_one' : 'reviews.reply.one', { author: review.author }),
                icon: IconMessageReply,
                hidden: (review) => review.status !== 'approved',
                onClick: setReplying,
              },
              {
                label: (review) => t('reviews.reply.remove_one', { author: review.author }),
                icon: IconMessageOff,
                color: 'red',
                hidden: (review) => review.reply === null,
                onClick: takeBack.ask,
              },
            ]
          : [],
      }}
    >
      {declining && <DeclineDialog review={declining} onClose={() => setDeclining(null)} />}
      {replying && <ReplyDialog review={replying} onClose={() => setReplying(null)} />}
      {takeBack.dialog}
    </AdminListPage>
  );
}
