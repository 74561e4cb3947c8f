import { useTranslation } from 'react-i18next';
import { VISIBILITIES } from '../../../core/catalogue/constants.ts';
import { FilterSelect } from '../list/filter-select.tsx';
import type { ListParamsControl } from '../list/use-list-params.ts';

/** Public, hidden or either: the filter of every list of things the website shows or not. */
export function VisibilityFilter({ control }: { control: ListParamsControl }) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      control={control}
      name="visibility"
      label={t('content.visibility.label')}
      allLabel={t('content.list.anyVisibility')}
      data={VISIBILITIES.map((v) => ({ value: v, label: t(`content.visibility.${v}`) }))}
      width={160}
    />
  );
}
