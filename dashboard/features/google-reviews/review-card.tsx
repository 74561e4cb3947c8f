import { Button, Card, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GoogleReview } from '../../../core/content/google-reviews/google-business.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { useDateTime } from '../../components/format.ts';
import { ReviewStars } from './review-stars.tsx';

/** One review: who wrote it, the stars, when, what they said and the merchant's reply; an editor replies (or edits the reply). */
export function ReviewCard({ review, onReply }: { review: GoogleReview; onReply: () => void }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const dateTime = useDateTime();
  return (
    <Card withBorder data-testid="google-review">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {review.reviewer}
          </Text>
          <Text size="sm" c="dimmed">
            {dateTime(review.createdAt, false)}
          </Text>
        </Group>
        <ReviewStars stars={review.stars} />
        {review.comment ? (
          <Text dir="auto" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {review.comment}
          </Text>
        ) : (
          <Text c="dimmed" fs="italic" size="sm">
            {t('googleReviews.noComment')}
          </Text>
        )}
        {review.reply ? (
          <Paper withBorder p="sm" data-testid="google-review-reply">
            <Text size="sm" fw={600}>
              {t('googleReviews.ownerReply')} · {dateTime(review.reply.updatedAt, false)}
            </Text>
            <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {review.reply.comment}
            </Text>
          </Paper>
        ) : null}
        {canEdit ? (
          <Group>
            <Button variant="light" size="xs" leftSection={<IconMessageReply size={14} />} onClick={onReply} data-testid="google-reply">
              {t(review.reply ? 'googleReviews.editReply' : 'googleReviews.reply')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
