import { Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { REPORT_PERIODS, type ReportPeriod } from '../../../core/reports/period.ts';
import type { ReportPeriodControl } from './use-report-period.ts';

/** The report filter: the spec's ranges and date shortcuts, and a custom range of days. */
export function PeriodFilter({ control }: { control: ReportPeriodControl }) {
  const { t } = useTranslation();
  const { input } = control;
  return (
    <Group gap="sm" wrap="wrap" data-testid="report-period">
      <Select
        aria-label={t('reports.period.label')}
        data={REPORT_PERIODS.map((p) => ({ value: p, label: t(`reports.period.${p}`) }))}
        value={control.picking ? 'custom' : input.period}
        onChange={(value) => value && control.choose(value as ReportPeriod)}
        allowDeselect={false}
        w={200}
        data-testid="report-period-select"
      />
      {control.picking ? (
        <DatePickerInput
          type="range"
          aria-label={t('reports.period.custom')}
          placeholder={t('reports.period.custom')}
          allowSingleDateInRange
          valueFormat="YYYY-MM-DD"
          value={[input.from ?? null, input.to ?? null]}
          onChange={([start, end]) => start && end && control.chooseRange(start, end)}
          w={240}
          data-testid="report-range"
        />
      ) : null}
    </Group>
  );
}
