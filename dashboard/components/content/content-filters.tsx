import { useTranslation } from 'react-i18next';
import { CONTENT_SORTS } from '../../../core/content/schema.ts';
import { FilterSelect } from '../list/filter-select.tsx';
import type { ListParamsControl } from '../list/use-list-params.ts';
import { VisibilityFilter } from './visibility-filter.tsx';

/** A content list's category (given categories), visibility and sort filters, kept in the URL. */
export function ContentFilters({ control, categories }: { control: ListParamsControl; categories: { id: string; nameEn: string }[] | null }) {
  const { t } = useTranslation();
  return (
    <>
      {categories && (
        <FilterSelect
          control={control}
          name="category"
          label={t('content.list.category')}
          allLabel={t('content.list.allCategories')}
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
