import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS } from '../../../core/reviews/constants.ts';
import { ZReviewReplyInput, type TReviewReplyInput, type TReviewRow } from '../../../core/reviews/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';

/** Writes or changes the merchant's reply to one review. */
export function ReplyModal({ review, onClose, onSaved }: { review: TReviewRow; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const reply = trpc.reviews.reply.useMutation();
  const form = useScreenForm<TReviewReplyInput>({ initialValues: { id: review.id, reply: review.reply }, validate: schemaResolver(ZReviewReplyInput) });
  const { submit, saving } = useFormSave(form, (values) => reply.mutateAsync(values), () => {
    showSuccess(t('reviews.reply.saved'));
    onSaved();
  });
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('reviews.reply.title', { name: review.reviewerName })}</Text>} centered>
      <form onSubmit={submit} noValidate data-testid="review-reply-form">
        <Stack>
          {review.comment && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {review.comment}
            </Text>
          )}
          <Textarea label={t('reviews.reply.label')} withAsterisk autosize minRows={3} maxLength={REVIEW_LIMITS.replyMaxChars} data-autofocus {...form.getInputProps('reply')} />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
