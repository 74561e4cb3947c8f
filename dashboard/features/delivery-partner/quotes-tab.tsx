import { useState } from 'react';
import { Badge, Button, Group, SegmentedControl, Table } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TQuote } from '../../../core/delivery-partner/schema.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { CardTable } from '../../components/card-table.tsx';
import { useDateTime } from '../../components/format.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { money } from './labels.ts';
import { QuoteDetailModal } from './quote-detail-modal.tsx';
import { QuoteFormModal } from './quote-form-modal.tsx';

/**
 * The quotes, Active (not used, not expired) or All; Get quote adds orders to a delivery
 * (?orders= chooses them, the link the order list gives).
 */
export function QuotesTab() {
  const { t } = useTranslation();
  const when = useDateTime();
  const canEdit = useCanEdit();
  const [search, setSearch] = useSearchParams();
  const [filter, setFilter] = useState<'active' | 'all'>('active');
  const quotes = trpc.deliveryPartner.quotes.useQuery({ filter });
  const preselected = search.get('orders')?.split(',').filter(Boolean) ?? [];
  const [forming, setForming] = useState(canEdit && preselected.length > 0);
  const [shown, setShown] = useState<TQuote | null>(null);
  const closeForm = () => {
    setForming(false);
    if (preselected.length > 0) setSearch({ tab: 'quotes' });
  };
  const stateOf = (q: TQuote) => (q.deliveryId ? 'placed' : q.expiresAt.getTime() <= Date.now() ? 'expired' : 'active');
  return (
    <SectionCard title={t('deliveryPartner.quotes.title')}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <SegmentedControl
          value={filter}
          onChange={(v) => setFilter(v as 'active' | 'all')}
          data={[
            { value: 'active', label: t('deliveryPartner.quotes.active') },
            { value: 'all', label: t('deliveryPartner.quotes.all') },
          ]}
          data-testid="quote-filter"
        />
        {canEdit && <AddButton onClick={() => setForming(true)} label={t('deliveryPartner.quotes.getQuote')} testId="get-quote" />}
      </Group>
      <CardTable
        testId="quotes"
        headings={[t('deliveryPartner.quotes.quotedAt'), t('deliveryPartner.quotes.vehicle'), t('deliveryPartner.quotes.stops'), t('deliveryPartner.price.totalSen'), t('deliveryPartner.quotes.expiresAt'), '']}
        records={quotes.data}
        row={(q) => (
          <Table.Tr key={q.id}>
            <Table.Td data-label={t('deliveryPartner.quotes.quotedAt')}>{when(q.quotedAt)}</Table.Td>
            <Table.Td data-label={t('deliveryPartner.quotes.vehicle')}>{t(`deliveryPartner.vehicles.${q.vehicle}`)}</Table.Td>
            <Table.Td data-label={t('deliveryPartner.quotes.stops')}>{q.stops.map((s) => `#${s.orderNo}`).join(', ')}</Table.Td>
            <Table.Td data-label={t('deliveryPartner.price.totalSen')}>{money(q.price.totalSen, q.currency)}</Table.Td>
            <Table.Td data-label={t('deliveryPartner.quotes.expiresAt')}>
              <Group gap={6}>
                {when(q.expiresAt)}
                <Badge size="sm" variant="light" color={stateOf(q) === 'active' ? 'green' : 'gray'}>
                  {t(`deliveryPartner.quotes.state.${stateOf(q)}`)}
                </Badge>
              </Group>
            </Table.Td>
            <Table.Td>
              <Button size="compact-sm" variant="subtle" onClick={() => setShown(q)} data-testid={`quote-${q.id}`}>
                {t('deliveryPartner.quotes.open')}
              </Button>
            </Table.Td>
          </Table.Tr>
        )}
      />
      {forming && (
        <QuoteFormModal
          preselected={preselected}
          onClose={closeForm}
          onQuoted={(quote) => {
            closeForm();
            setShown(quote);
          }}
        />
      )}
      {shown && <QuoteDetailModal quote={shown} onClose={() => setShown(null)} onPlaced={() => { setShown(null); setSearch({ tab: 'orders' }); }} />}
    </SectionCard>
  );
}
