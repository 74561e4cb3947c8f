import { Button, Center, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_SORTS, type GoogleReview, type ReviewSort } from '../../../core/content/google-reviews/google-business.ts';
import type { TGoogleReviewsStatus } from '../../../core/content/google-reviews/google-reviews-schema.ts';
import { trpc } from '../../app/trpc.ts';
import { GoogleErrorAlert } from './google-error-alert.tsx';
import { LocationHeader } from './location-header.tsx';
import { ReplyModal } from './reply-modal.tsx';
import { ReviewCard } from './review-card.tsx';

const SORT_LABELS: Record<ReviewSort, string> = { newest: 'googleReviews.sortNewest', highest: 'googleReviews.sortHighest', lowest: 'googleReviews.sortLowest' };

/**
 * The chosen location's reviews in the chosen order, a page at a time: "Load more" adds the next
 * page (Google's page token) below the ones shown; another order starts again from the first.
 */
export function ReviewsPanel({ status, onChangeLocation }: { status: TGoogleReviewsStatus; onChangeLocation: () => void }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<ReviewSort>('newest');
  // The token of each page shown: '' for the first.
  const [tokens, setTokens] = useState<string[]>(['']);
  const [replying, setReplying] = useState<GoogleReview | null>(null);
  const pages = trpc.useQueries((q) => tokens.map((pageToken) => q.googleReviews.reviews({ sort, ...(pageToken && { pageToken }) })));
  const first = pages[0]!;
  const last = pages[pages.length - 1]!;
  const reviews = pages.flatMap((p) => p.data?.reviews ?? []);
  const failed = pages.find((p) => p.error)?.error;
  return (
    <Stack>
      <LocationHeader status={status} summary={first.data} onChangeLocation={onChangeLocation} />
      <Group justify="flex-end">
        <Select
          label={t('googleReviews.sort')}
          data={REVIEW_SORTS.map((s) => ({ value: s, label: t(SORT_LABELS[s]) }))}
          value={sort}
          onChange={(value) => {
            setSort((value as ReviewSort | null) ?? 'newest');
            setTokens(['']);
          }}
          allowDeselect={false}
          w={220}
          maw="100%"
          data-testid="google-sort"
        />
      </Group>
      {first.data && reviews.length === 0 ? <Text c="dimmed">{t('googleReviews.noReviews')}</Text> : null}
      <Stack gap="sm" data-testid="google-reviews">
        {reviews.map((review) => (
          <ReviewCard key={review.name} review={review} onReply={() => setReplying(review)} />
        ))}
      </Stack>
      {failed ? <GoogleErrorAlert error={failed} /> : null}
      {last.isPending && !failed ? (
        <Center h={120}>
          <Loader />
        </Center>
      ) : null}
      {last.data?.nextPageToken ? (
        <Center>
          <Button variant="default" onClick={() => setTokens((shown) => [...shown, last.data.nextPageToken])} data-testid="google-load-more">
            {t('googleReviews.loadMore')}
          </Button>
        </Center>
      ) : null}
      {replying ? <ReplyModal review={replying} onClose={() => setReplying(null)} /> : null}
    </Stack>
  );
}
