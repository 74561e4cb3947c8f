import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCreditLot } from '../../../core/credits/overview-schema.ts';
import { CardTable } from '../../components/card-table.tsx';
import { useCount, useDateTime } from '../../components/format.ts';
import { SectionCard } from '../../components/section-card.tsx';

const STATE_COLORS = { available: 'blue', in_use: 'green', used: 'gray', expired: 'red' } as const;

/** The packs bought and the operator's grants: what is left of each, its state and its expiry. */
export function LotsCard({ lots }: { lots: TCreditLot[] }) {
  const { t } = useTranslation();
  const count = useCount();
  const date = useDateTime();
  const headings = [t('credits.lots.kind'), t('credits.lots.source'), t('credits.lots.left'), t('credits.lots.state'), t('credits.lots.expires')];
  return (
    <SectionCard title={t('credits.lots.title')}>
      <CardTable
        testId="credit-lots"
        headings={headings}
        records={lots}
        row={(lot) => (
          <Table.Tr key={lot.id} data-testid="credit-lot" data-state={lot.state}>
            <Table.Td data-label={headings[0]}>{t(`messages.credits.kinds.${lot.kind}`)}</Table.Td>
            <Table.Td data-label={headings[1]}>{t(`credits.lots.sources.${lot.source}`)}</Table.Td>
            <Table.Td data-label={headings[2]}>{`${count(lot.remaining)} / ${count(lot.credits)}`}</Table.Td>
            <Table.Td data-label={headings[3]}>
              <Badge color={STATE_COLORS[lot.state]} variant="light">
                {t(`credits.lots.states.${lot.state}`)}
              </Badge>
            </Table.Td>
            <Table.Td data-label={headings[4]}>{lot.expiresAt ? date(lot.expiresAt, false) : t('credits.lots.never')}</Table.Td>
          </Table.Tr>
        )}
      />
    </SectionCard>
  );
}
