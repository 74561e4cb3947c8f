import { Group, Image, Paper, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReviewRow } from '../../../core/reviews/schema.ts';

/** A review as the list shows it: its stars, comment and pictures, and the merchant's reply under it. */
export function ReviewCell({ review }: { review: TReviewRow }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} maw={420}>
      <Rating value={review.stars} readOnly size="sm" aria-label={t('reviews.starsOf', { stars: review.stars })} data-stars={review.stars} />
      {review.comment && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {review.comment}
        </Text>
      )}
      {review.pictures.length > 0 && (
        <Group gap={4}>
          {review.pictures.map((p) => (
            <a key={p.id} href={p.full} target="_blank" rel="noreferrer">
              <Image src={p.thumb} w={40} h={40} radius="sm" fit="cover" alt="" />
            </a>
          ))}
        </Group>
      )}
      {review.reply && (
        <Paper withBorder p={6} bg="var(--mantine-color-default-hover)">
          <Text size="xs" fw={600}>
            {t('reviews.merchantReply')}
          </Text>
          <Text size="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.reply}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
