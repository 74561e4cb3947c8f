import { useTranslation } from 'react-i18next';
import type { TSeries } from '../../../core/reports/traffic-schema.ts';
import { ReportChart } from '../../components/reports/report-chart.tsx';

/** Affiliate clicks and registrations (or registrations alone) by day or month. */
export function CountsChart({ series, grain }: { series: TSeries; grain: 'day' | 'month' }) {
  const { t } = useTranslation();
  const lines = [
    { name: 'clicks', label: t('affiliateReports.clicks'), color: 'blue.6' },
    { name: 'registered', label: t('affiliateReports.registeredCount'), color: 'teal.6' },
  ].flatMap((l) => (series.values[l.name] ? [{ ...l, values: series.values[l.name]! }] : []));
  return <ReportChart title={t(grain === 'day' ? 'affiliateReports.byDay' : 'affiliateReports.byMonth')} buckets={series.buckets} grain={grain} kind="bar" series={lines} />;
}
