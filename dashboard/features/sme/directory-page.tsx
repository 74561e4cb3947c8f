import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SME_INDUSTRIES, SME_INTENTIONS, SME_STATES } from '../../../core/sme/constants.ts';
import type { TSmeCompany, TSmeDirectoryInput } from '../../../core/sme/schema.ts';
import { MY_STATES } from '../../../core/shipping/constants.ts';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { SME_PATHS as P } from './paths.ts';
import { SmeNav } from './sme-nav.tsx';

const FILTERS = ['industry', 'state', 'intention'] as const;

/** /sme/sme_list: the other member companies, searched and filtered by industry, state and intention. */
export default function SmeDirectoryPage() {
  const { t } = useTranslation();
  const control = useListParams({ filterKeys: FILTERS });
  const { page, pageSize, search, filters } = control.params;
  const input = { page, pageSize, search, industry: filters.industry || 'all', state: filters.state || 'all', intention: filters.intention || 'all' } as TSmeDirectoryInput;
  const list = trpc.sme.companies.useQuery(input, { placeholderData: (previous) => previous, retry: false });
  return (
    <>
      <SmeNav />
      {list.error && <Alert color="red" mb="md">{errorInfo(list.error).message}</Alert>}
      <ListScreen<TSmeCompany>
        testId="sme-companies"
        control={control}
        searchPlaceholder={t('sme.search')}
        filters={
          <>
            <FilterSelect control={control} name="industry" label={t('sme.fields.industry')} allLabel={t('sme.all')} data={SME_INDUSTRIES.map((c) => ({ value: c, label: t(`sme.industries.${c}`) }))} />
            <FilterSelect control={control} name="state" label={t('sme.fields.state')} allLabel={t('sme.all')} data={SME_STATES.map((c) => ({ value: c, label: MY_STATES[c].name }))} />
            <FilterSelect control={control} name="intention" label={t('sme.fields.intentions')} allLabel={t('sme.all')} data={SME_INTENTIONS.map((c) => ({ value: c, label: t(`sme.intentions.${c}`) }))} />
          </>
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          {
            accessor: 'companyName',
            title: t('sme.fields.companyName'),
            render: (row) => (
              <Anchor component={Link} to={P.company(row.id)} style={{ overflowWrap: 'anywhere' }} data-testid={`sme-company-${row.companyName}`}>
                {row.companyName}
              </Anchor>
            ),
          },
          { accessor: 'homeTitle', title: t('sme.fields.homeTitle'), render: (row) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{row.homeTitle}</Text> },
          { accessor: 'industry', title: t('sme.fields.industry'), render: (row) => t(`sme.industries.${row.industry}`) },
          { accessor: 'state', title: t('sme.fields.state'), render: (row) => `${row.area}, ${MY_STATES[row.state as keyof typeof MY_STATES]?.name ?? row.state}` },
        ]}
      />
    </>
  );
}
