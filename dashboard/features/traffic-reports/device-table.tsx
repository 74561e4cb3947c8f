import { useTranslation } from 'react-i18next';
import type { TVisitorReport } from '../../../core/reports/traffic-schema.ts';
import { ReportTableCard } from '../../components/reports/report-table-card.tsx';
import { useCountColumns } from './count-columns.ts';

type DeviceRow = TVisitorReport['devices'][number];

/** Visits by the kind of device they came from, each with its share of all visits (the visitor report and the website statistics). */
export function DeviceTable({ rows, visits, empty, testId }: { rows: DeviceRow[]; visits: number; empty?: string; testId: string }) {
  const { t } = useTranslation();
  const counts = useCountColumns<DeviceRow>(t('reports.traffic.visits'), visits);
  return (
    <ReportTableCard<DeviceRow>
      title={t('reports.traffic.devices')}
      empty={empty}
      records={rows}
      idAccessor="device"
      columns={[{ accessor: 'device', title: t('reports.traffic.device'), render: (r) => t(`reports.traffic.deviceKinds.${r.device}`, { defaultValue: r.device }) }, ...counts]}
      data-testid={testId}
    />
  );
}
