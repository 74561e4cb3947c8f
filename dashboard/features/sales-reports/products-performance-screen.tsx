import { Alert, Group, Select, SimpleGrid, Stack, Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PERFORMANCE_SORTS, type PerformanceSort } from '../../../core/reports/sales-options.ts';
import type { TProductPerformanceRow } from '../../../core/reports/sales-schema.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { PAGE_SIZES } from '../../../core/shared/pagination.ts';
import { PageActions } from '../../app/layout/page-header.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { formatMoney } from '../../components/format.ts';
import { PeriodFilter } from '../../components/reports/period-filter.tsx';
import { ReportDownload } from '../../components/reports/report-download.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';
import { StackedDataTable } from '../../components/stacked-table.tsx';
import { useSearchUpdate } from '../../components/use-search-update.ts';
import { PeriodCaption } from './period-caption.tsx';
import { useProductColumns } from './product-columns.tsx';

type PageSize = (typeof PAGE_SIZES)[number];

/** The column each sort orders by, and back. */
const SORT_COLUMN: Record<PerformanceSort, keyof TProductPerformanceRow> = { revenue: 'salesSen', units: 'units', orders: 'orders' };
const sortOfColumn = (column: string): PerformanceSort => (Object.keys(SORT_COLUMN) as PerformanceSort[]).find((s) => SORT_COLUMN[s] === column) ?? 'revenue';

/** /report/sale&order/products-performance: every product sold in the period, by sales, units or orders, a page at a time. */
export default function ProductsPerformanceScreen() {
  const { t } = useTranslation();
  const period = useReportPeriod();
  const [search] = useSearchParams();
  const set = useSearchUpdate();
  const sort = (PERFORMANCE_SORTS as readonly string[]).includes(search.get('sort') ?? '') ? (search.get('sort') as PerformanceSort) : 'revenue';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const size = Number(search.get('size'));
  const pageSize: PageSize = (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : 20;
  const chooseSort = (next: PerformanceSort) => set({ sort: next === 'revenue' ? null : next, page: null });
  const report = trpc.salesReports.productsPerformance.useQuery({ ...period.input, sort, page, pageSize }, { placeholderData: (previous) => previous });
  const columns = useProductColumns(true);
  const data = report.data;
  return (
    <Stack data-testid="products-performance">
      <PageActions>
        <ReportDownload name="products-performance" query={{ ...period.query, sort }} />
      </PageActions>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <PeriodFilter control={period} />
        <Select
          aria-label={t('reports.sales.sortBy')}
          data={PERFORMANCE_SORTS.map((s) => ({ value: s, label: `${t('reports.sales.sortBy')}: ${t(`reports.sales.sort.${s}`)}` }))}
          value={sort}
          onChange={(value) => value && chooseSort(value as PerformanceSort)}
          allowDeselect={false}
          w={200}
          data-testid="products-sort"
        />
      </Group>
      {report.error && <Alert color="red">{errorInfo(report.error).message}</Alert>}
      {data && (
        <>
          <PeriodCaption days={data.days} timeZone={data.timeZone} />
          <SimpleGrid cols={{ base: 3 }}>
            {(
              [
                ['productsSold', formatCount(data.totals.products)],
                ['units', formatCount(data.totals.units)],
                ['sales', formatMoney(data.totals.salesSen)],
              ] as const
            ).map(([key, value]) => (
              <Card withBorder padding="sm" key={key} data-testid={`products-total-${key}`}>
                <Text size="sm" c="dimmed">
                  {t(`reports.sales.${key}`)}
                </Text>
                <Text fw={700}>{value}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </>
      )}
      <StackedDataTable<TProductPerformanceRow>
        withTableBorder
        minHeight={160}
        noRecordsText={t('common.nothingYet')}
        records={data?.products.items ?? []}
        idAccessor="key"
        fetching={report.isFetching}
        totalRecords={data?.products.total ?? 0}
        page={page}
        onPageChange={(next) => set({ page: next === 1 ? null : String(next) })}
        recordsPerPage={pageSize}
        recordsPerPageOptions={[...PAGE_SIZES]}
        onRecordsPerPageChange={(next) => set({ size: next === 20 ? null : String(next), page: null })}
        // The server sorts from the most down; a second click on the column keeps that order.
        sortStatus={{ columnAccessor: SORT_COLUMN[sort], direction: 'desc' }}
        onSortStatusChange={(status) => chooseSort(sortOfColumn(String(status.columnAccessor)))}
        columns={columns}
        data-testid="products-performance-table"
      />
    </Stack>
  );
}
