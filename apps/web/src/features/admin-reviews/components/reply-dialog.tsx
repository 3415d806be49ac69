import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminReview, reviewReplyBodySchema } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/admin-kit';
import { zodValidate } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useReplyToReview } from '../api/reviews';

/**
 * Writes the shop's public answer to a published review, or changes it (decision 102): shown under the review in the
 * shop's name; its author is mailed the first one.
 */
export function ReplyDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const { t } = useTranslation('admin-reviews');
  const reply = useReplyToReview();
  const form = useForm({
    initialValues: { text: review.reply?.text ?? '' },
    // A blank answer is named in words; one past its length is refused, never cut: the schema is the API's own.
    validate: (values) =>
      values.text.trim() === ''
        ? { text: t('reviews.reply.required') }
        : zodValidate(reviewReplyBodySchema)(values),
  });
  return (
    <FormDialog
      opened
      title={t(review.reply ? 'reviews.reply.edit_title' : 'reviews.reply.title', { author: review.author })}
      onClose={onClose}
      form={form}
      submitLabel={t('reviews.reply.submit')}
      onSubmit={async ({ text }: { text: string }) => {
        const { message } = await reply.mutateAsync({ id: review.id, text: text.trim() });
        notifySuccess(message);
      }}
    >
      <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-line' }}>
        {review.text}
      </Text>
      <Textarea
        label={t('reviews.reply.label')}
        description={t(review.reply ? 'reviews.reply.hint_edit' : 'reviews.reply.hint')}
        withAsterisk
        autosize
        minRows={4}
        data-autofocus
        {...form.getInputProps('text')}
      />
    </FormDialog>
  );
}
