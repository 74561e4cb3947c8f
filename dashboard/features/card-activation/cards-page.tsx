import { useState } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CARD_STATUSES } from '../../../core/card-activation/constants.ts';
import type { TCard, TCardWithCode } from '../../../core/card-activation/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { CardFormModal } from './card-form-modal.tsx';
import { CodeModal } from './code-modal.tsx';

const TABS = ['all', ...CARD_STATUSES] as const;

/** /mantap: the cards, pending until activated with their one-time code; a new code for a pending card (the old one stops working). */
export default function CardsPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const control = useListParams({ tabs: TABS });
  const { page, pageSize, search, tab } = control.params;
  const [adding, setAdding] = useState(false);
  const [issued, setIssued] = useState<TCardWithCode | null>(null);
  const utils = trpc.useUtils();
  const list = trpc.cardActivation.list.useQuery({ page, pageSize, search, status: tab as (typeof TABS)[number] }, { placeholderData: (previous) => previous });
  const regenerate = trpc.cardActivation.regenerate.useMutation({
    onSuccess: async (result) => {
      setIssued(result);
      await utils.cardActivation.invalidate();
    },
    onError: showError,
  });
  const codeState = (card: TCard) => {
    if (card.status === 'activated') return card.activatedAt ? t('cards.activatedAt', { time: when(card.activatedAt) }) : '';
    if (card.codeExpired) return t('cards.codeExpired');
    return card.codeExpiresAt ? t('cards.expiresAt', { time: when(card.codeExpiresAt) }) : '';
  };
  return (
    <>
      <ListScreen<TCard>
        testId="cards"
        control={control}
        tabs={TABS.map((s) => ({ value: s, label: t(`cards.tabs.${s}`) }))}
        searchPlaceholder={t('cards.search')}
        toolbar={<AddButton label={t('cards.add')} onClick={() => setAdding(true)} testId="add-card" />}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          { accessor: 'cardNo', title: t('cards.cardNo'), render: (row) => <Text style={{ overflowWrap: 'anywhere' }}>{row.cardNo}</Text> },
          { accessor: 'holderName', title: t('cards.holderName') },
          {
            accessor: 'status',
            title: t('cards.status'),
            render: (row) => (
              <Badge variant="light" color={row.status === 'activated' ? 'green' : 'yellow'}>
                {t(`cards.tabs.${row.status}`)}
              </Badge>
            ),
          },
          { accessor: 'codeExpiresAt', title: t('cards.code'), render: (row) => <Text size="sm">{codeState(row)}</Text> },
          {
            accessor: 'actions',
            title: '',
            render: (row) =>
              row.status === 'pending' && (
                <Button size="compact-sm" variant="subtle" leftSection={<IconRefresh size={14} />} loading={regenerate.isPending && regenerate.variables.id === row.id} onClick={() => regenerate.mutate({ id: row.id })} data-testid={`new-code-${row.cardNo}`}>
                  {t('cards.newCode')}
                </Button>
              ),
          },
        ]}
      />
      {adding && (
        <CardFormModal
          onClose={() => setAdding(false)}
          onIssued={(result) => {
            setAdding(false);
            setIssued(result);
          }}
        />
      )}
      {issued && <CodeModal issued={issued} onClose={() => setIssued(null)} />}
    </>
  );
}
