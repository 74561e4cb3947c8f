import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLiveCartLine } from '../../../core/live-commerce/schema.ts';
import { CardTable } from '../../components/card-table.tsx';
import { formatMoney, useDateTime } from '../../components/format.ts';

/** Cart lines that comments made: who, which code, units and amount, open or released. withMember: the session's page names the buyer; a member's page does not. */
export function CartLinesTable({ lines, withMember }: { lines: TLiveCartLine[]; withMember: boolean }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const head = [...(withMember ? [t('liveCommerce.lines.member')] : []), t('liveCommerce.lines.code'), t('liveCommerce.lines.product'), t('liveCommerce.lines.qty'), t('liveCommerce.lines.amount'), t('liveCommerce.lines.status'), t('liveCommerce.lines.at')];
  return (
    <CardTable
      testId="live-lines"
      headings={head}
      records={lines}
      row={(line) => {
        const cells = [
          ...(withMember ? [line.memberName] : []),
          line.code,
          line.name,
          String(line.qty),
          formatMoney(line.lineTotalSen),
          <Badge key="status" variant="light" color={line.status === 'open' ? 'green' : 'gray'}>
            {t(`liveCommerce.lines.statuses.${line.status}`)}
          </Badge>,
          when(line.createdAt),
        ];
        return (
          <Table.Tr key={line.id} data-testid="live-line">
            {cells.map((cell, i) => (
              <Table.Td key={head[i]} data-label={head[i]}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        );
      }}
    />
  );
}
