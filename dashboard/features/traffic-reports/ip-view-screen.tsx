import { Badge, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IP_VIEW_FILTERS, type IpViewFilter } from '../../../core/reports/constants.ts';
import type { TIpView } from '../../../core/reports/traffic-schema.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { PAGE_SIZES } from '../../../core/shared/pagination.ts';
import { trpc } from '../../app/trpc.ts';
import { useListParams, type PageSize } from '../../components/list/use-list-params.ts';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { StackedDataTable } from '../../components/stacked-table.tsx';
import { LongText } from './long-text.tsx';
import { TrafficReport } from './report-frame.tsx';
import { useChannel } from './use-channel.ts';

type IpRow = TIpView['rows']['items'][number];
const FILTER_KEYS = ['type'] as const;
const TYPES = IP_VIEW_FILTERS.filter((f) => f !== 'all');

const typeOf = (value: string): IpViewFilter => ((IP_VIEW_FILTERS as readonly string[]).includes(value) ? (value as IpViewFilter) : 'all');

/**
 * /report/ip-view-report: the addresses that enquired, searched or clicked a contact button, most
 * active first, filtered to one of the 11 types (spec section 9), a page at a time.
 */
export default function IpViewScreen() {
  const { t } = useTranslation();
  const period = useReportPeriod();
  const channel = useChannel();
  const list = useListParams({ filterKeys: FILTER_KEYS });
  const { page, pageSize, filters } = list.params;
  const type = typeOf(filters.type ?? '');
  const report = trpc.trafficReports.ipView.useQuery({ ...period.input, channel: channel.channel, type, page, pageSize }, { placeholderData: (previous) => previous });
  const typeName = (f: IpViewFilter) => t(`reports.traffic.ipTypes.${f}`);
  const filter = (
    <Select
      aria-label={t('reports.traffic.type')}
      data={IP_VIEW_FILTERS.map((f) => ({ value: f, label: typeName(f) }))}
      value={type}
      onChange={(value) => list.update({ filters: { type: value === 'all' || !value ? '' : value } })}
      allowDeselect={false}
      w={200}
      data-testid="ip-view-type"
    />
  );
  return (
    <TrafficReport
      testId="ip-view-report"
      period={period}
      channel={channel}
      file={{ name: 'ip-view', query: { type } }}
      filters={filter}
      report={report}
      // A type with no rows is an empty table; nothing of any type is the empty state.
      isEmpty={(r) => r.rows.total === 0 && type === 'all'}
    >
      {(r) => (
        <StackedDataTable<IpRow>
          withTableBorder
          borderRadius="sm"
          records={r.rows.items}
          idAccessor="ip"
          noRecordsText={t('list.empty')}
          minHeight={r.rows.total ? undefined : 160}
          fetching={report.isFetching}
          totalRecords={r.rows.total}
          page={page}
          onPageChange={(next) => list.update({ page: next })}
          recordsPerPage={pageSize}
          recordsPerPageOptions={[...PAGE_SIZES]}
          onRecordsPerPageChange={(size) => list.update({ pageSize: size as PageSize })}
          recordsPerPageLabel={t('list.perPage')}
          paginationText={({ totalRecords }) => t('list.range', { from: Math.min(totalRecords, (page - 1) * pageSize + 1), to: Math.min(totalRecords, page * pageSize), total: totalRecords })}
          columns={[
            { accessor: 'ip', title: t('reports.traffic.ip'), render: (row) => <LongText>{row.ip}</LongText> },
            { accessor: 'total', title: t('reports.traffic.total'), textAlign: 'right', render: (row) => formatCount(row.total) },
            {
              accessor: 'byType',
              title: t('reports.traffic.activity'),
              render: (row) => (
                <Group gap={4} wrap="wrap">
                  {TYPES.filter((f) => row.byType[f]).map((f) => (
                    <Badge key={f} variant="light" tt="none" color={f === 'inquiry' ? 'teal' : f === 'search' ? 'blue' : 'grape'}>
                      {`${typeName(f)} ${formatCount(row.byType[f]!)}`}
                    </Badge>
                  ))}
                </Group>
              ),
            },
          ]}
          data-testid="report-ip-view"
        />
      )}
    </TrafficReport>
  );
}
