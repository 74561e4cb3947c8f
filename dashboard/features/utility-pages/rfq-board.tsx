import { Alert, Badge, Button, Card, Group, Loader, Modal, Pagination, Stack, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RFQ_STATUS_FILTERS } from '../../../core/rfq/constants.ts';
import type { TRfqRequestRow } from '../../../core/rfq/schema.ts';
import { PageActions } from '../../app/layout/page-header.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { formatMoney } from '../../components/format.ts';
import { RfqRequestDetail } from './rfq-request-detail.tsx';
import { RfqRequestForm } from './rfq-request-form.tsx';

type Filter = (typeof RFQ_STATUS_FILTERS)[number];
const PAGE_SIZE = 20;

function RequestCard({ r, onOpen }: { r: TRfqRequestRow; onOpen: () => void }) {
  const { t } = useTranslation();
  const facts = [
    r.quantity !== null && t('rfq.quantityOf', { count: r.quantity }),
    r.budget !== null && t('rfq.budgetOf', { amount: formatMoney(r.budget) }),
    r.neededBy && t('rfq.neededByOn', { day: r.neededBy }),
  ].filter(Boolean);
  return (
    <Card withBorder padding="sm" data-testid="rfq-request" component="button" onClick={onOpen} style={{ textAlign: 'start', cursor: 'pointer' }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{r.title}</Text>
        <Badge color={r.status === 'open' ? 'green' : 'gray'}>{t(`rfq.statuses.${r.status}`)}</Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {[...facts, t('rfq.replyCount', { count: r.replies })].join(' · ')}
      </Text>
    </Card>
  );
}

/** /rfq-system: the merchant's requests for quotation, the suppliers' replies to each, and closing a request. */
export default function RfqBoard() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Filter>('open');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = trpc.rfq.list.useQuery({ status, page, pageSize: PAGE_SIZE }, { placeholderData: (previous) => previous });
  const opened = list.data?.items.find((r) => r.id === openId);
  return (
    <Stack data-testid="rfq-board">
      <PageActions>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} data-testid="rfq-add">
          {t('rfq.add')}
        </Button>
      </PageActions>
      <Tabs
        value={status}
        onChange={(v) => {
          setStatus((v as Filter | null) ?? 'open');
          setPage(1);
        }}
      >
        <Tabs.List>
          {RFQ_STATUS_FILTERS.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(`rfq.filters.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {list.error && <Alert color="red">{errorInfo(list.error).message}</Alert>}
      {!list.data ? (
        <Loader />
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed">{t('rfq.none')}</Text>
      ) : (
        list.data.items.map((r) => <RequestCard key={r.id} r={r} onOpen={() => setOpenId(r.id)} />)
      )}
      {list.data && list.data.total > PAGE_SIZE && <Pagination total={Math.ceil(list.data.total / PAGE_SIZE)} value={page} onChange={setPage} />}
      <Modal opened={adding} onClose={() => setAdding(false)} title={t('rfq.add')}>
        <RfqRequestForm
          onSaved={() => {
            setAdding(false);
            void list.refetch();
          }}
        />
      </Modal>
      <Modal opened={openId !== null} onClose={() => setOpenId(null)} title={opened?.title ?? t('rfq.title')}>
        {openId && <RfqRequestDetail id={openId} onChanged={() => void list.refetch()} />}
      </Modal>
    </Stack>
  );
}
