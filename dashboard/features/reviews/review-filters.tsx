import { useTranslation } from 'react-i18next';
import { REPLY_STATES, REVIEW_SORTS, STAR_VALUES } from '../../../core/reviews/constants.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import type { ListParamsControl } from '../../components/list/use-list-params.ts';
import { VisibilityFilter } from '../../components/content/visibility-filter.tsx';

/** The review list's star (1 to 5), visibility, replied and sort filters, kept in the URL. */
export function ReviewFilters({ control }: { control: ListParamsControl }) {
  const { t } = useTranslation();
  return (
    <>
      <FilterSelect
        control={control}
        name="stars"
        label={t('reviews.filters.stars')}
        allLabel={t('reviews.filters.anyStars')}
        data={[...STAR_VALUES].reverse().map((s) => ({ value: String(s), label: t('reviews.filters.starCount', { count: s }) }))}
        width={150}
      />
      <VisibilityFilter control={control} />
      <FilterSelect
        control={control}
        name="reply"
        label={t('reviews.filters.reply')}
        allLabel={t('reviews.filters.anyReply')}
        data={REPLY_STATES.map((r) => ({ value: r, label: t(`reviews.replyStates.${r}`) }))}
        width={170}
      />
      <FilterSelect
        control={control}
        name="sort"
        label={t('content.list.sort')}
        allLabel={t('reviews.sorts.newest')}
        data={REVIEW_SORTS.filter((s) => s !== 'newest').map((s) => ({ value: s, label: t(`reviews.sorts.${s}`) }))}
        width={170}
      />
    </>
  );
}
