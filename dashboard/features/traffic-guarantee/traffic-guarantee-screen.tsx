import { Badge, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TShowcaseSlot } from '../../../core/reports/showcase-schema.ts';
import type { SlotState } from '../../../core/reports/showcase-state.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { trpc } from '../../app/trpc.ts';
import { useCalendarDay } from '../../components/day-format.ts';
import { PeriodReport } from '../../components/reports/period-report.tsx';
import { ReportChart } from '../../components/reports/report-chart.tsx';
import { ReportTableCard } from '../../components/reports/report-table-card.tsx';
import { useReportPeriod } from '../../components/reports/use-report-period.ts';

const STATE_COLORS: Record<SlotState, string> = { active: 'teal', wait_traffic_sync: 'blue', waiting_sync: 'yellow', inactive: 'gray', switched_off: 'gray', expired: 'red' };

/** Delivered against guaranteed, with a bar that fills at the guarantee. */
function Delivery({ delivered, guaranteed, progress, label }: { delivered: number; guaranteed: number; progress: number | null; label: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} miw={120}>
      <Text size="sm">{t('trafficGuarantee.deliveredOf', { delivered: formatCount(delivered), guaranteed: formatCount(guaranteed) })}</Text>
      {progress === null ? null : <Progress value={Math.min(progress, 100)} color={progress >= 100 ? 'teal' : 'blue'} aria-label={t('trafficGuarantee.progressOf', { what: label, percent: progress })} />}
      {progress === null ? null : (
        <Text size="xs" c="dimmed">
          {t('trafficGuarantee.percent', { percent: progress })}
        </Text>
      )}
    </Stack>
  );
}

/** /report/traffic-guarantee-report: each product showcase slot's views and clicks against those it is guaranteed. */
export default function TrafficGuaranteeScreen() {
  const { t } = useTranslation();
  const day = useCalendarDay();
  const period = useReportPeriod();
  const report = trpc.trafficGuarantee.report.useQuery(period.input, { placeholderData: (previous) => previous });
  return (
    <PeriodReport testId="traffic-guarantee" period={period} file={{ name: 'traffic-guarantee' }} report={report}>
      {(r) => (
        <Stack>
          <ReportTableCard<TShowcaseSlot>
            title={t('trafficGuarantee.slots')}
            hint={t('trafficGuarantee.deliveredHint')}
            empty={t('trafficGuarantee.noSlots')}
            records={r.slots}
            idAccessor="id"
            columns={[
              {
                accessor: 'productName',
                title: t('trafficGuarantee.product'),
                render: (s) => (
                  <Stack gap={0}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {s.productName || t('trafficGuarantee.noProduct')}
                    </Text>
                    {s.sku ? (
                      <Text size="xs" c="dimmed">
                        {s.sku}
                      </Text>
                    ) : null}
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {s.googleCategory}
                    </Text>
                  </Stack>
                ),
              },
              {
                accessor: 'startsOn',
                title: t('trafficGuarantee.period'),
                render: (s) => (
                  <Stack gap={0}>
                    <Text size="sm">{s.startsOn && s.endsOn ? t('trafficGuarantee.runs', { from: day(s.startsOn), to: day(s.endsOn) }) : '—'}</Text>
                    <Text size="xs" c="dimmed">
                      {t('trafficGuarantee.months', { count: s.durationMonths })}
                    </Text>
                  </Stack>
                ),
              },
              {
                accessor: 'state',
                title: t('trafficGuarantee.state'),
                render: (s) => (
                  <Badge variant="light" color={STATE_COLORS[s.state]} data-testid={`slot-state-${s.id}`}>
                    {t(`messages.showcase.states.${s.state}`)}
                  </Badge>
                ),
              },
              { accessor: 'views', title: t('trafficGuarantee.views'), render: (s) => <Delivery delivered={s.views} guaranteed={s.guaranteedViews} progress={s.viewsProgress} label={t('trafficGuarantee.views')} /> },
              { accessor: 'clicks', title: t('trafficGuarantee.clicks'), render: (s) => <Delivery delivered={s.clicks} guaranteed={s.guaranteedClicks} progress={s.clicksProgress} label={t('trafficGuarantee.clicks')} /> },
            ]}
            data-testid="showcase-slots"
          />
          <ReportChart
            title={t(r.days.grain === 'day' ? 'trafficGuarantee.byDay' : 'trafficGuarantee.byMonth')}
            buckets={r.series.buckets}
            grain={r.days.grain}
            kind="bar"
            series={[
              { name: 'views', label: t('trafficGuarantee.views'), color: 'blue.6', values: r.series.values.views ?? [] },
              { name: 'clicks', label: t('trafficGuarantee.clicks'), color: 'teal.6', values: r.series.values.clicks ?? [] },
            ]}
          />
        </Stack>
      )}
    </PeriodReport>
  );
}
