import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../core/shared/pagination.ts';
import { trpc } from '../../app/trpc.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import type { ListParamsControl } from '../../components/list/use-list-params.ts';

/** The persons list's largest page: every person of a merchant within the usual slots (REFERRAL_SLOTS). */
const ALL_PERSONS = PAGE_SIZES[PAGE_SIZES.length - 1]!;

/** A list filter by referral person, kept in the URL as 'person'. */
export function PersonFilter({ control }: { control: ListParamsControl }) {
  const { t } = useTranslation();
  const persons = trpc.referral.persons.useQuery({ page: 1, pageSize: ALL_PERSONS });
  return (
    <FilterSelect
      control={control}
      name="person"
      label={t('referral.records.person')}
      allLabel={t('referral.records.allPersons')}
      data={(persons.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
    />
  );
}
