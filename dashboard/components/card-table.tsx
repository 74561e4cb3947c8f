import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stackedTable } from './stacked-table.tsx';

/**
 * The small table of a settings card: its headings (an empty one for the row actions), a
 * "nothing yet" row while there are no records, and one row per record. On a phone the rows are
 * stacked cards: each cell names its column in data-label.
 */
export function CardTable<T>({ testId, headings, records, row }: { testId: string; headings: ReactNode[]; records: T[] | undefined; row: (record: T) => ReactNode }) {
  const { t } = useTranslation();
  const list = records ?? [];
  return (
    <Table striped className={stackedTable} data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          {headings.map((heading, i) => (
            <Table.Th key={i}>{heading}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {list.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={headings.length}>
              <Text c="dimmed" size="sm">
                {t('common.nothingYet')}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {list.map(row)}
      </Table.Tbody>
    </Table>
  );
}
