import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { changePercent } from '../../../core/reports/compare.ts';
import { MONTHLY_FIGURES, MONTHLY_TOPS, type MonthlyFigure, type TMonthlyReport } from '../../../core/reports/monthly-schema.ts';
import { addMonthsTo } from '../../../core/reports/period.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { PageActions } from '../../app/layout/page-header.tsx';
import { useSession } from '../../app/session.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { DownloadButton } from '../../components/download-button.tsx';
import { formatMoney } from '../../components/format.ts';
import { FigureCards } from '../../components/reports/figure-cards.tsx';
import { ReportChart } from '../../components/reports/report-chart.tsx';
import { StatusGroupsTable } from '../../components/reports/status-groups-table.tsx';
import { wallClockMonth } from './month-now.ts';
import { MONTHLY_PATHS, monthlyPdfPath } from './paths.ts';
import { TopList } from './top-list.tsx';
import { useMonthName } from './use-month-name.ts';

const MONEY: readonly MonthlyFigure[] = ['salesSen', 'averageOrderSen'];

/** /report/monthly-report-view: a month's figures against the month before and a year before, its days' sales, orders by status and the top 5 lists. */
export default function MonthlyViewScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const thisMonth = wallClockMonth(user?.timeZone);
  const chosen = search.get('month') ?? '';
  const month = /^\d{4}-\d{2}$/.test(chosen) && chosen <= thisMonth ? chosen : addMonthsTo(thisMonth, -1);
  const report = trpc.monthlyReport.view.useQuery({ month }, { placeholderData: (previous) => previous });
  const monthName = useMonthName();
  const data = report.data;
  return (
    <Stack data-testid="monthly-report-view">
      <PageActions>
        <Button variant="default" component={Link} to={`${MONTHLY_PATHS.download}?year=${month.slice(0, 4)}`} leftSection={<IconCalendar size={16} />}>
          {t('reports.monthly.allMonths')}
        </Button>
        <DownloadButton path={monthlyPdfPath(month)} fileName={`monthly-report-${month}.pdf`} label={t('reports.monthly.downloadPdf')} testId="monthly-pdf" />
      </PageActions>
      <MonthPickerInput
        label={t('reports.monthly.month')}
        value={`${month}-01`}
        maxDate={`${thisMonth}-01`}
        valueFormat="MMMM YYYY"
        onChange={(value) => value && setSearch({ month: value.slice(0, 7) }, { replace: true })}
        w={220}
        data-testid="monthly-month"
      />
      {report.error && <Alert color="red">{errorInfo(report.error).message}</Alert>}
      {data ? <MonthlyBody report={data} monthName={monthName} /> : !report.error && <Skeleton h={320} />}
    </Stack>
  );
}

function MonthlyBody({ report, monthName }: { report: TMonthlyReport; monthName: (month: string) => string }) {
  const { t } = useTranslation();
  const show = (figure: MonthlyFigure, n: number) => (MONEY.includes(figure) ? formatMoney(n) : formatCount(n));
  return (
    <>
      <Text c="dimmed" size="sm">
        {t('reports.monthly.compared', { month: monthName(report.month), before: monthName(addMonthsTo(report.month, -1)), lastYear: monthName(addMonthsTo(report.month, -12)), timeZone: report.timeZone })}
      </Text>
      <FigureCards
        figures={MONTHLY_FIGURES.map((f) => ({
          label: t(`reports.monthly.figures.${f}`),
          value: show(f, report.figures[f].value),
          change: changePercent(report.figures[f].value, report.figures[f].previousMonth),
          detail: t('reports.monthly.lastYear', { value: show(f, report.figures[f].lastYear) }),
          testId: `monthly-${f}`,
        }))}
      />
      <ReportChart
        title={t('reports.monthly.salesByDay')}
        buckets={report.days.map((d) => d.bucket)}
        grain="day"
        money
        kind="bar"
        series={[{ name: 'sales', label: t('reports.monthly.figures.salesSen'), color: 'blue.6', values: report.days.map((d) => d.salesSen) }]}
      />
      <StatusGroupsTable title={t('reports.monthly.statusGroups')} rows={report.statusGroups} />
      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }}>
        {MONTHLY_TOPS.map((top) => (
          <TopList key={top} top={top} rows={report.tops[top]} />
        ))}
      </SimpleGrid>
      <Group>
        <Text size="sm" c="dimmed">
          {t('reports.monthly.vouchers', { count: report.figures.vouchersUsed.value, amount: formatMoney(report.vouchersDiscountSen) })}
        </Text>
      </Group>
    </>
  );
}
