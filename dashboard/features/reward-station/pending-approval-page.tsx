import { useState } from 'react';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REDEMPTION_STATUS, type RedemptionStatusId } from '../../../core/reward-station/constants.ts';
import type { TDecisionResult, TRedemptionRow } from '../../../core/reward-station/schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { useCount, useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { RedemptionStatusBadge } from './availability-badge.tsx';
import { DecisionResultsModal } from './decision-results.tsx';
import { RecordModal } from './record-modal.tsx';
import { RejectModal } from './reject-modal.tsx';
import { STATION_PATH, itemPath } from './paths.ts';

const TABS = ['pending', 'approved', 'rejected'] as const;
const STATUS_OF: Record<(typeof TABS)[number], RedemptionStatusId> = { pending: REDEMPTION_STATUS.pending, approved: REDEMPTION_STATUS.approved, rejected: REDEMPTION_STATUS.rejected };

/**
 * /mysales/loyalty-and-reward/reward-station/pending-approval: requests oldest first with the
 * member's balance now; approve or reject one or many (a reason is asked), each redemption's
 * result listed after. Approved and rejected ones are on their own tabs.
 */
export default function PendingApprovalPage() {
  const { t } = useTranslation();
  const formatCount = useCount();
  const dateTime = useDateTime();
  const utils = trpc.useUtils();
  const canEdit = useCanEdit();
  const control = useListParams({ tabs: TABS });
  const { page, pageSize, search, tab } = control.params;
  const status = STATUS_OF[tab as (typeof TABS)[number]] ?? REDEMPTION_STATUS.pending;
  const list = trpc.rewardStation.redemptions.useQuery({ page, pageSize, search: search || undefined, status });
  const [result, setResult] = useState<{ result: TDecisionResult; rows: TRedemptionRow[] } | null>(null);
  const [rejecting, setRejecting] = useState<TRedemptionRow[] | null>(null);
  const [recording, setRecording] = useState(false);
  const settle = (rows: TRedemptionRow[]) => ({
    onSuccess: (decided: TDecisionResult) => {
      // All done is a toast; refusals stay in a dialog, each with why.
      if (decided.failed === 0) showSuccess(t('rewardStation.pending.summary', { succeeded: decided.succeeded, failed: 0 }));
      else setResult({ result: decided, rows });
      setRejecting(null);
      void utils.rewardStation.invalidate();
    },
    onError: showError,
  });
  const approve = trpc.rewardStation.approve.useMutation();
  const reject = trpc.rewardStation.reject.useMutation();
  const runApprove = (rows: TRedemptionRow[]) =>
    confirmIrreversible({
      title: t('rewardStation.pending.approveTitle', { count: rows.length }),
      confirmLabel: t('rewardStation.pending.approve'),
      onConfirm: () => approve.mutate({ ids: rows.map((r) => r.id) }, settle(rows)),
    });
  const runReject = (reason: string) => rejecting && reject.mutate({ ids: rejecting.map((r) => r.id), reason }, settle(rejecting));
  const pendingTab = status === REDEMPTION_STATUS.pending;

  return (
    <>
      <ListScreen<TRedemptionRow>
        testId="redemption-list"
        control={control}
        tabs={TABS.map((value) => ({ value, label: t(`rewardStation.status.${STATUS_OF[value]}`) }))}
        tabCounts={list.data?.counts}
        searchPlaceholder={t('rewardStation.pending.searchPlaceholder')}
        toolbar={
          <>
            <Button variant="default" component={Link} to={STATION_PATH}>
              {t('rewardStation.title')}
            </Button>
            <AddButton label={t('rewardStation.pending.record')} onClick={() => setRecording(true)} testId="record-redemption" />
          </>
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        storeColumnsKey="redemption-columns"
        bulkActions={
          canEdit && pendingTab
            ? [
                { label: t('rewardStation.pending.approve'), run: runApprove },
                { label: t('rewardStation.pending.reject'), color: 'red', run: setRejecting },
              ]
            : undefined
        }
        columns={[
          { accessor: 'requestedAt', title: t('rewardStation.pending.requestedAt'), render: (r) => dateTime(r.requestedAt) },
          {
            accessor: 'member',
            title: t('rewardStation.pending.member'),
            render: (r) => (
              <>
                <Text size="sm">
                  #{r.member.memberNo} {r.member.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.member.email}
                </Text>
              </>
            ),
          },
          {
            accessor: 'item',
            title: t('rewardStation.pending.item'),
            render: (r) => (
              <Anchor component={Link} to={itemPath(r.item.id)}>
                {r.item.name}
              </Anchor>
            ),
          },
          { accessor: 'points', title: t('rewardStation.item.pointsRequired'), textAlign: 'right', render: (r) => formatCount(r.points) },
          {
            accessor: 'memberBalance',
            title: t('rewardStation.pending.balance'),
            textAlign: 'right',
            render: (r) => (
              <Text size="sm" c={pendingTab && r.memberBalance < r.points ? 'red' : undefined}>
                {formatCount(r.memberBalance)}
              </Text>
            ),
          },
          { accessor: 'status', title: t('rewardStation.pending.status'), render: (r) => <RedemptionStatusBadge status={r.status} /> },
          { accessor: 'decidedAt', title: t('rewardStation.pending.decidedAt'), toggleable: true, render: (r) => dateTime(r.decidedAt) },
          { accessor: 'reason', title: t('rewardStation.pending.reason'), toggleable: true, render: (r) => r.reason || '—' },
          {
            accessor: 'actions',
            title: '',
            hidden: !canEdit || !pendingTab,
            render: (r) => (
              <Group gap={4} wrap="nowrap">
                <Button size="compact-sm" variant="light" color="green" leftSection={<IconCheck size={14} />} onClick={() => runApprove([r])} data-testid={`approve-${r.id}`}>
                  {t('rewardStation.pending.approve')}
                </Button>
                <Button size="compact-sm" variant="light" color="red" leftSection={<IconX size={14} />} onClick={() => setRejecting([r])} data-testid={`reject-${r.id}`}>
                  {t('rewardStation.pending.reject')}
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <RejectModal ids={rejecting?.map((r) => r.id) ?? null} pending={reject.isPending} onReject={runReject} onClose={() => setRejecting(null)} />
      <RecordModal opened={recording} onClose={() => setRecording(false)} />
      <DecisionResultsModal result={result?.result ?? null} rows={result?.rows ?? []} onClose={() => setResult(null)} />
    </>
  );
}
