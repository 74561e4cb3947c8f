import { Button, Group, Stack, Text } from '@mantine/core';
import { IconChartBar, IconId, IconPencil, IconPlayerPause, IconPlayerPlay, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CARD_STATUSES, type CardStatus } from '../../../core/business-tag/constants.ts';
import type { TBusinessCard } from '../../../core/business-tag/schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { CardFormModal } from './card-form-modal.tsx';
import { BUSINESS_TAG_PATHS as P } from './paths.ts';
import { CardStatusBadge } from './status-badges.tsx';

const TABS = ['all', ...CARD_STATUSES] as const;

/** A row's actions: edit the holder and link, activate or deactivate, reset (asked first), and the report. */
function CardActions({ card, onEdit }: { card: TBusinessCard; onEdit(): void }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const done = (key: string) => ({
    onSuccess: async (saved: TBusinessCard) => {
      showSuccess(t(key, { cardId: saved.cardId }));
      await utils.businessTag.invalidate();
    },
    onError: showError,
  });
  const activate = trpc.businessTag.setStatus.useMutation(done(card.status === 'activated' ? 'businessTag.deactivatedDone' : 'businessTag.activatedDone'));
  const reset = trpc.businessTag.reset.useMutation(done('businessTag.resetDone'));
  const next: CardStatus = card.status === 'activated' ? 'inactive' : 'activated';
  return (
    <Group gap={4} wrap="wrap">
      {canEdit && (
        <>
          <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} />} onClick={onEdit} data-testid={`edit-${card.cardId}`}>
            {t('common.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={next === 'activated' ? <IconPlayerPlay size={14} /> : <IconPlayerPause size={14} />}
            loading={activate.isPending}
            onClick={() => activate.mutate({ id: card.id, status: next })}
            data-testid={`${next === 'activated' ? 'activate' : 'deactivate'}-${card.cardId}`}
          >
            {t(next === 'activated' ? 'businessTag.activate' : 'businessTag.deactivate')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconRestore size={14} />}
            onClick={() => confirmIrreversible({ title: t('businessTag.resetTitle', { cardId: card.cardId }), confirmLabel: t('businessTag.reset'), onConfirm: () => reset.mutate({ id: card.id }) })}
            data-testid={`reset-${card.cardId}`}
          >
            {t('businessTag.reset')}
          </Button>
        </>
      )}
      <Button size="compact-sm" variant="subtle" component={Link} to={P.report(card.id)} leftSection={<IconChartBar size={14} />} data-testid={`report-${card.cardId}`}>
        {t('businessTag.report')}
      </Button>
    </Group>
  );
}

/** /business-tag: the merchant's bound cards, by status, searched by card id or holder. */
export default function CardListPage() {
  const { t } = useTranslation();
  const control = useListParams({ tabs: TABS });
  const { page, pageSize, search, tab } = control.params;
  const list = trpc.businessTag.list.useQuery({ page, pageSize, search, status: tab && tab !== 'all' ? (tab as CardStatus) : undefined });
  const [editing, setEditing] = useState<TBusinessCard | null>(null);
  return (
    <Stack>
      <ListScreen<TBusinessCard>
        testId="business-card-list"
        control={control}
        tabs={TABS.map((value) => ({ value, label: value === 'all' ? t('businessTag.all') : t(`businessTag.status.${value}`) }))}
        searchPlaceholder={t('businessTag.search')}
        toolbar={
          <Button variant="default" component={Link} to={P.requests} leftSection={<IconId size={16} />} data-testid="request-cards">
            {t('businessTag.requestCards')}
          </Button>
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          { accessor: 'cardId', title: t('businessTag.cardId') },
          {
            accessor: 'holderName',
            title: t('businessTag.holder'),
            render: (card) =>
              card.holderName ? (
                <Stack gap={0}>
                  <Text size="sm">{card.holderName}</Text>
                  {card.holderTitle && (
                    <Text size="xs" c="dimmed">
                      {card.holderTitle}
                    </Text>
                  )}
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('businessTag.noHolder')}
                </Text>
              ),
          },
          { accessor: 'status', title: t('businessTag.statusTitle'), render: (card) => <CardStatusBadge status={card.status} /> },
          { accessor: 'customLink', title: t('businessTag.customLink'), toggleable: true, render: (card) => card.customLink ?? '' },
          { accessor: 'views', title: t('businessTag.views'), textAlign: 'right' },
          { accessor: 'saves', title: t('businessTag.saves'), textAlign: 'right' },
          { accessor: 'actions', title: t('common.actions'), render: (card) => <CardActions card={card} onEdit={() => setEditing(card)} /> },
        ]}
      />
      {editing && <CardFormModal card={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
