import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Review, reviewDecisionBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useDecideReview } from '../api/reviews';

/** Declines a review with the reason its author will read in their profile and by mail. */
export function DeclineDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const { t } = useTranslation(['admin-reviews', 'common']);
  const decide = useDecideReview();
  const form = useForm({
    initialValues: { reason: '' },
    // A reason past its length is refused in words, not cut: the schema is the API's own.
    validate: (values) =>
      values.reason.trim() === ''
        ? { reason: t('reviews.reason_required') }
        : zodValidate(reviewDecisionBodySchema)({ status: 'declined', reason: values.reason }),
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
        data-autofocus
        {...form.getInputProps('reason')}
      />
    </FormDialog>
  );
}
