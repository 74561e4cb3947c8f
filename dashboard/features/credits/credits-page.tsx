import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CREDIT_KINDS } from '../../../core/credits/kinds.ts';
import type { TCreditEntryPage } from '../../../core/credits/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { useCount, useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { AutoReloadCard } from './auto-reload-card.tsx';
import { LotsCard } from './lots-card.tsx';
import { PacksCard } from './packs-card.tsx';
import { PurchaseNotice } from './purchase-notice.tsx';

type Entry = TCreditEntryPage['rows'][number];

function History() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const count = useCount();
  const control = useListParams({ tabs: CREDIT_KINDS });
  const { page, pageSize, tab } = control.params;
  const entries = trpc.credits.entries.useQuery({ kind: tab as (typeof CREDIT_KINDS)[number], page, pageSize: pageSize as 20 | 40 | 60 | 80 }, { placeholderData: (previous) => previous });
  return (
    <ListScreen<Entry>
      title={t('credits.history.title')}
      testId="credit-history"
      control={control}
      tabs={CREDIT_KINDS.map((kind) => ({ value: kind, label: t(`messages.credits.kinds.${kind}`) }))}
      searchable={false}
      records={entries.data?.rows}
      total={entries.data?.total ?? 0}
      fetching={entries.isFetching}
      idAccessor="id"
      columns={[
        { accessor: 'id', title: t('credits.history.number'), render: (r) => <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>{r.id}</Text> },
        { accessor: 'createdAt', title: t('credits.history.date'), render: (r) => dateTime(r.createdAt) },
        { accessor: 'type', title: t('credits.history.type'), render: (r) => t(r.delta > 0 ? 'credits.history.topUp' : 'credits.history.usage') },
        { accessor: 'delta', title: t('credits.history.amount'), textAlign: 'right', render: (r) => (r.delta > 0 ? `+${count(r.delta)}` : count(r.delta)) },
        { accessor: 'reason', title: t('credits.history.reason'), render: (r) => t(`credits.reasons.${r.reason}`) },
        { accessor: 'balanceAfter', title: t('credits.history.balance'), textAlign: 'right', toggleable: true, render: (r) => count(r.balanceAfter) },
      ]}
    />
  );
}

/** /credits: each kind's balance, the packs bought (state and expiry), the packs on sale, auto-reload, and the history of every movement. */
export default function CreditsPage() {
  const { t } = useTranslation();
  const count = useCount();
  const [search] = useSearchParams();
  const purchaseId = search.get('purchase');
  const overview = trpc.credits.overview.useQuery();
  return (
    <Stack>
      {purchaseId && <PurchaseNotice purchaseId={purchaseId} />}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {overview.data?.balances.map((b) => (
          <Card key={b.kind} withBorder data-testid="credit-balance" data-kind={b.kind}>
            <Text size="sm" c="dimmed">
              {t(`messages.credits.kinds.${b.kind}`)}
            </Text>
            <Title order={2} size="h3" data-testid={`balance-${b.kind}`}>
              {count(b.balance)}
            </Title>
          </Card>
        ))}
      </SimpleGrid>
      {overview.data && <PacksCard packs={overview.data.packs} />}
      {overview.data && <AutoReloadCard packs={overview.data.packs} cardPending={search.get('card') === 'saved'} />}
      {overview.data && <LotsCard lots={overview.data.lots} />}
      <History />
    </Stack>
  );
}
