import { useTranslation } from 'react-i18next';
import type { TLeadReport } from '../../../core/reports/lead-report.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { FigureCards } from '../../components/reports/figure-cards.tsx';
import { ReportChart } from '../../components/reports/report-chart.tsx';

type LeadCounts = TLeadReport['totals'];

/** The lead report's counts in its columns' order: a lead is an enquiry or a contact click. */
export const LEAD_COUNTS: (keyof LeadCounts)[] = ['visits', 'inquiries', 'whatsapp', 'otherContacts', 'leads'];

/** A referral code's counts as headline figures. */
export function LeadFigures({ totals }: { totals: LeadCounts }) {
  const { t } = useTranslation();
  return <FigureCards figures={LEAD_COUNTS.map((key) => ({ label: t(`reports.traffic.leads.${key}`), value: formatCount(totals[key]), testId: `figure-${key}` }))} />;
}

/** Visits and leads by day or month. */
export function LeadChart({ report }: { report: Pick<TLeadReport, 'days' | 'series'> }) {
  const { t } = useTranslation();
  const { grain } = report.days;
  return (
    <ReportChart
      title={t(grain === 'day' ? 'reports.traffic.leads.byDay' : 'reports.traffic.leads.byMonth')}
      buckets={report.series.buckets}
      grain={grain}
      kind="bar"
      series={[
        { name: 'visits', label: t('reports.traffic.leads.visits'), color: 'gray.6', values: report.series.values.visits ?? [] },
        { name: 'leads', label: t('reports.traffic.leads.leads'), color: 'teal.6', values: report.series.values.leads ?? [] },
      ]}
    />
  );
}
