import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { REVIEW_REASON_MAX, type Review } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { useDecideReview } from '../api/reviews';

/** Declines a review with the reason its author will read in their profile and by mail. */
export function DeclineDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const { t } = useTranslation(['admin-reviews', 'common']);
  const decide = useDecideReview();
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() === '' ? t('reviews.reason_required') : null) },
  });
  return (
    <FormDialog
      opened
      title={t('reviews.decline_title')}
      onClose={onClose}
      form={form}
      submitLabel={t('reviews.decline')}
      onSubmit={async ({ reason }: { reason: string }) => {
        await decide.mutateAsync({ id: review.id, body: { status: 'declined', reason: reason.trim() } });
        notifySuccess(t('reviews.notifications.declined'));
      }}
    >
      <Text size="sm" mb="sm" lineClamp={3}>
        {review.text}
      </Text>
      <Textarea
        label={t('reviews.reason')}
        description={t('reviews.reason_hint')}
        withAsterisk
        autosize
        minRows={3}
        maxLength={REVIEW_REASON_MAX}
        data-autofocus
        {...form.getInputProps('reason')}
      />
    </FormDialog>
  );
}
