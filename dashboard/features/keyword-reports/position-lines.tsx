import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { useCalendarDay } from '../../components/day-format.ts';

export interface PositionLine {
  name: string;
  label: string;
  color: string;
  values: (number | null)[];
}

/** The chart itself, a chunk of its own with the chart library: position 1 at the top, gaps where a keyword was not found. */
export default function PositionLines({ buckets, grain, lines }: { buckets: string[]; grain: 'day' | 'month'; lines: PositionLine[] }) {
  const { t } = useTranslation();
  const formatDay = useCalendarDay({ day: 'numeric', month: 'short' });
  const formatMonth = useCalendarDay({ month: 'short', year: 'numeric' });
  const data = buckets.map((bucket, i) => ({
    bucket: grain === 'day' ? formatDay(bucket) : formatMonth(`${bucket}-01`),
    ...Object.fromEntries(lines.map((l) => [l.name, l.values[i]])),
  }));
  return (
    <LineChart
      h={280}
      data={data}
      dataKey="bucket"
      series={lines.map((l) => ({ name: l.name, label: l.label, color: l.color }))}
      valueFormatter={(value) => t('keywordReports.positionValue', { position: value })}
      yAxisProps={{ reversed: true, domain: [1, 'dataMax'], allowDecimals: false }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
      connectNulls={false}
      withLegend={lines.length > 1}
      tickLine="y"
      gridAxis="x"
      data-testid="position-chart"
    />
  );
}
