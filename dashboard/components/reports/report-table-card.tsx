import { Spoiler } from '@mantine/core';
import type { DataTableProps } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { StackedDataTable } from '../stacked-table.tsx';
import { ReportCard, type ReportCardHeading } from './report-card.tsx';

type ReportTableCardProps<T> = ReportCardHeading &
  DataTableProps<T> & {
    /** What the table says when the period has no rows; it then keeps some height for saying it. */
    empty?: string;
    /** A long table shows this much of itself until asked for all (a month of days is long on a phone). */
    maxHeight?: number;
  };

/** A report's titled table: the screen gives its rows and columns (and paging, when it pages). */
export function ReportTableCard<T>({ title, hint, action, empty, maxHeight, ...table }: ReportTableCardProps<T>) {
  const { t } = useTranslation();
  const rows = table.records?.length ?? 0;
  const body = <StackedDataTable<T> withTableBorder noRecordsText={empty} minHeight={empty && !rows ? 120 : undefined} {...table} />;
  return (
    <ReportCard title={title} hint={hint} action={action}>
      {maxHeight ? (
        <Spoiler maxHeight={maxHeight} showLabel={t('reports.traffic.showAll')} hideLabel={t('reports.traffic.showFewer')}>
          {body}
        </Spoiler>
      ) : (
        body
      )}
    </ReportCard>
  );
}
