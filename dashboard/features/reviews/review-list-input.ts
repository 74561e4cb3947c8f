import { VISIBILITIES } from '../../../core/catalogue/constants.ts';
import type { TVisibility } from '../../../core/content/schema.ts';
import { REPLY_STATES, REVIEW_SORTS, STAR_VALUES, type TReplyState, type TReviewSort } from '../../../core/reviews/constants.ts';
import type { TReviewListInput } from '../../../core/reviews/schema.ts';
import type { ListParams } from '../../components/list/use-list-params.ts';

/** The review list's filters as the URL keeps them. */
export const REVIEW_FILTER_KEYS = ['stars', 'visibility', 'reply', 'sort'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => ((values as readonly string[]).includes(value) ? (value as T) : undefined);

/** The URL's parameters as the list procedure's input; an unknown filter value counts as none. */
export function reviewListInput({ page, pageSize, search, filters }: ListParams): TReviewListInput {
  const stars = STAR_VALUES.find((s) => String(s) === filters.stars);
  const visibility = oneOf<TVisibility>(VISIBILITIES, filters.visibility ?? '');
  const replied = oneOf<TReplyState>(REPLY_STATES, filters.reply ?? '');
  return {
    page,
    pageSize,
    ...(search && { search }),
    ...(stars && { stars }),
    ...(visibility && { visibility }),
    ...(replied && { replied }),
    sort: oneOf<TReviewSort>(REVIEW_SORTS, filters.sort ?? '') ?? 'newest',
  };
}
