import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { TDaySales } from '../../../core/home/figures-schema.ts';
import { formatMoney } from '../../components/format.ts';
import { useCalendarDay } from '../../components/day-format.ts';

/** The chart itself, a chunk of its own with the chart library: the home page loads it when the chart comes into view. */
export default function SalesChart({ days }: { days: TDaySales[] }) {
  const { t } = useTranslation();
  const formatDay = useCalendarDay({ day: 'numeric', month: 'short' });
  const data = days.map((d) => ({ day: formatDay(d.day), sales: d.salesSen / 100, orders: d.orders }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="day"
      series={[{ name: 'sales', label: t('home.chart.sales'), color: 'blue.6' }]}
      valueFormatter={(ringgit) => formatMoney(Math.round(ringgit * 100))}
      tickLine="y"
      gridAxis="x"
      withYAxis={false}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
      data-testid="sales-chart"
    />
  );
}
