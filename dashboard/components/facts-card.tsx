import type { ReactNode } from 'react';
import { Card, Table, Title } from '@mantine/core';

/** A titled card of label-value rows (an empty value shows as '—'; a long address or e-mail wraps); children follow the rows. */
export function FactsCard({ title, rows, children }: { title: string; rows?: [string, string][]; children?: ReactNode }) {
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {rows && (
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td w="40%" c="dimmed">
                  {label}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {children}
    </Card>
  );
}
