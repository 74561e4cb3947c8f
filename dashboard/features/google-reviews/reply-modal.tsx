import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GoogleReview } from '../../../core/content/google-reviews/google-business.ts';
import { REPLY_MAX_LENGTH, ZReplyInput } from '../../../core/content/google-reviews/google-reviews-schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { schemaResolver } from '../../components/zod-errors.ts';

/** The merchant's reply to a review, posted on Google; it replaces a reply already there. */
export function ReplyModal({ review, onClose }: { review: GoogleReview; onClose: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const reply = trpc.googleReviews.reply.useMutation();
  const form = useScreenForm({ initialValues: { review: review.name, comment: review.reply?.comment ?? '' }, validate: schemaResolver(ZReplyInput) });
  const { submit, saving } = useFormSave(form, (values) => reply.mutateAsync(values), () => {
    void utils.googleReviews.reviews.invalidate();
    showSuccess(t('googleReviews.replied'));
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('googleReviews.replyTitle', { reviewer: review.reviewer })}</Text>} centered>
      <form onSubmit={submit} noValidate data-testid="google-reply-form">
        <Stack>
          {review.reply ? (
            <Text size="sm" c="dimmed">
              {t('googleReviews.replyReplaces')}
            </Text>
          ) : null}
          <Textarea label={t('googleReviews.replyLabel')} autosize minRows={4} maxRows={12} maxLength={REPLY_MAX_LENGTH} required data-autofocus {...form.getInputProps('comment')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="google-post-reply">
              {t('googleReviews.postReply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
