import { Button, Stack } from '@mantine/core';
import { IconChartBar, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PERFORMANCE_SORTS } from '../../../core/referral/constants.ts';
import type { TPerformanceRow } from '../../../core/referral/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { PeriodFilter } from '../../components/reports/period-filter.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { COUNT_KEYS } from './counts.ts';
import { REFERRAL_PATHS as P } from './paths.ts';

const FILTERS = ['sort'] as const;

/** /referral/performance: each person's counts over a period, in the order chosen (newest person first by default). */
export default function PerformancePage() {
  const { t } = useTranslation();
  const period = useReportPeriod();
  const control = useListParams({ filterKeys: FILTERS });
  const { page, pageSize, search, filters } = control.params;
  const sort = PERFORMANCE_SORTS.find((s) => s === filters.sort) ?? 'default';
  const list = trpc.referral.performance.useQuery({ ...period.input, page, pageSize, search, sort }, { placeholderData: (previous) => previous });
  return (
    <Stack data-testid="referral-performance">
      <PeriodFilter control={period} />
      <ListScreen<TPerformanceRow>
        control={control}
        searchPlaceholder={t('referral.person.search')}
        filters={
          <FilterSelect
            control={control}
            name="sort"
            label={t('referral.performance.sort')}
            allLabel={t('referral.performance.sorts.default')}
            data={PERFORMANCE_SORTS.filter((s) => s !== 'default').map((s) => ({ value: s, label: t(`referral.performance.sorts.${s}`) }))}
          />
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          { accessor: 'name', title: t('referral.person.name') },
          { accessor: 'groupName', title: t('referral.person.group'), render: (r) => r.groupName ?? '—' },
          ...COUNT_KEYS.map((key) => ({ accessor: key, title: t(`referral.performance.counts.${key}`), textAlign: 'right' as const })),
          {
            accessor: 'actions',
            title: '',
            render: (r) => (
              <Stack gap={4} align="flex-start">
                <Button size="compact-sm" variant="subtle" component={Link} to={`${P.performanceDetail(r.id)}?${new URLSearchParams(period.query)}`} leftSection={<IconChartBar size={14} />}>
                  {t('referral.performance.detail')}
                </Button>
                <Button size="compact-sm" variant="subtle" component={Link} to={`${P.performanceReport(r.id)}?${new URLSearchParams(period.query)}`} leftSection={<IconReceipt size={14} />} data-testid={`report-${r.id}`}>
                  {t('referral.report.short')}
                </Button>
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
