import { useTranslation } from 'react-i18next';
import { CONTENT_SORTS } from '../../../core/content/schema.ts';
import { FilterSelect } from '../list/filter-select.tsx';
import type { ListParamsControl } from '../list/use-list-params.ts';
import { VisibilityFilter } from './visibility-filter.tsx';

/** What a type calls its categories (i18n keys): a photo's are its album. */
export interface CategoryWords {
  label: string;
  all: string;
}
const CATEGORY_WORDS: CategoryWords = { label: 'content.list.category', all: 'content.list.allCategories' };

/** A content list's category (given categories), visibility and sort filters, kept in the URL. */
export function ContentFilters({ control, categories, words = CATEGORY_WORDS }: { control: ListParamsControl; categories: { id: string; nameEn: string }[] | null; words?: CategoryWords }) {
  const { t } = useTranslation();
  return (
    <>
      {categories && (
        <FilterSelect
          control={control}
          name="category"
          label={t(words.label)}
          allLabel={t(words.all)}
          data={categories.map((c) => ({ value: c.id, label: c.nameEn }))}
          width={200}
        />
      )}
      <VisibilityFilter control={control} />
      <FilterSelect
        control={control}
        name="sort"
        label={t('content.list.sort')}
        allLabel={t('content.sorts.default')}
        data={CONTENT_SORTS.filter((s) => s !== 'default').map((s) => ({ value: s, label: t(`content.sorts.${s}`) }))}
        width={170}
      />
    </>
  );
}
