import { Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MonthlyTop } from '../../../core/reports/monthly-schema.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { formatMoney } from '../../components/format.ts';
import { ltr } from '../../components/ltr-text.tsx';

/** One of the month's top 5 lists: a name and its figure a row (sales for products, counts for the rest). */
export function TopList({ top, rows }: { top: MonthlyTop; rows: { name: string; value: number }[] }) {
  const { t } = useTranslation();
  const name = (value: string) => (top === 'sources' ? t(`reports.monthly.sources.${value}`, { defaultValue: value }) : top === 'pages' || top === 'landingPages' ? ltr(value) : value);
  return (
    <Card withBorder data-testid={`monthly-top-${top}`}>
      <Title order={2} size="h5" mb="xs">
        {t(`reports.monthly.tops.${top}`)}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reports.monthly.nothing')}
        </Text>
      ) : (
        <Table verticalSpacing={4}>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={r.name}>
                <Table.Td w={24} c="dimmed">
                  {i + 1}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{name(r.name)}</Table.Td>
                <Table.Td ta="end">{top === 'products' ? formatMoney(r.value) : formatCount(r.value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
