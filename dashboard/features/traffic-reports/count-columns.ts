import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../core/shared/numbers.ts';

/** A part of a whole as a percentage with one decimal ('—' without a whole). */
export const shareOf = (part: number, whole: number): string => (whole > 0 ? `${((part * 100) / whole).toFixed(1)}%` : '—');

/**
 * The columns every count table of the traffic reports ends with: the count (titled for what it
 * counts: visits, views, searches, clicks), the visitors (unique IP addresses an hour) and, when
 * the total is given, each row's share of it.
 */
export function useCountColumns<T extends { count: number; visitors: number }>(countTitle: string, total?: number): DataTableColumn<T>[] {
  const { t } = useTranslation();
  return [
    { accessor: 'count', title: countTitle, textAlign: 'right', render: (r) => formatCount(r.count) },
    { accessor: 'visitors', title: t('reports.traffic.visitors'), textAlign: 'right', render: (r) => formatCount(r.visitors) },
    ...(total === undefined ? [] : [{ accessor: 'share', title: t('reports.traffic.share'), textAlign: 'right' as const, render: (r: T) => shareOf(r.count, total) }]),
  ];
}
