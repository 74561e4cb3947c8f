import { useState } from 'react';
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLiveSession } from '../../../core/live-commerce/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { SessionActions } from './session-actions.tsx';
import { LIVE_REFRESH_MS, SessionDetailModal } from './session-detail-modal.tsx';
import { SessionFormModal } from './session-form-modal.tsx';
import { SessionStatusBadge } from './session-status-badge.tsx';

/** /mysales/live-commerce/live-streaming: live sessions (scheduled, live, ended), going live and ending, and each session's comments and cart lines. */
export default function LiveStreamingPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const [adding, setAdding] = useState(false);
  const [openedId, setOpenedId] = useState<string | null>(null);
  const list = trpc.liveCommerce.listSessions.useQuery(
    { page, pageSize, search: search || undefined },
    { placeholderData: (previous) => previous, refetchInterval: (query) => (query.state.data?.items.some((s) => s.status === 'live') ? LIVE_REFRESH_MS : false) },
  );
  const pages = trpc.liveCommerce.pages.useQuery();
  const settings = trpc.liveCommerce.getSettings.useQuery();
  const pageName = (pageId: string) => pages.data?.find((p) => p.id === pageId)?.name ?? pageId;
  return (
    <>
      <ListScreen<TLiveSession>
        testId="live-sessions"
        control={control}
        searchPlaceholder={t('liveCommerce.session.search')}
        toolbar={<AddButton label={t('liveCommerce.session.add')} onClick={() => setAdding(true)} testId="add-session" />}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          {
            accessor: 'title',
            title: t('liveCommerce.session.title'),
            render: (row) => (
              <Anchor component="button" type="button" onClick={() => setOpenedId(row.id)} style={{ overflowWrap: 'anywhere', textAlign: 'start' }} data-testid={`session-${row.title}`}>
                {row.title}
              </Anchor>
            ),
          },
          { accessor: 'status', title: t('liveCommerce.session.statusTitle'), render: (row) => <SessionStatusBadge status={row.status} /> },
          { accessor: 'pageId', title: t('liveCommerce.session.page'), render: (row) => pageName(row.pageId) },
          { accessor: 'setName', title: t('liveCommerce.session.set') },
          { accessor: 'startedAt', title: t('liveCommerce.session.startedAt'), render: (row) => (row.startedAt ? when(row.startedAt) : '—') },
          { accessor: 'commentCount', title: t('liveCommerce.session.comments'), textAlign: 'right' },
          { accessor: 'lineCount', title: t('liveCommerce.session.openLines'), textAlign: 'right' },
          { accessor: 'totalSen', title: t('liveCommerce.session.total'), textAlign: 'right', render: (row) => formatMoney(row.totalSen) },
          {
            accessor: 'actions',
            title: '',
            render: (row) => (
              <Group gap={4} wrap="nowrap">
                <SessionActions session={row} />
              </Group>
            ),
          },
        ]}
      />
      {adding && pages.data && (
        <SessionFormModal
          pages={pages.data}
          defaultPageId={settings.data?.pageId ?? ''}
          onClose={() => setAdding(false)}
          onCreated={(session) => {
            setAdding(false);
            setOpenedId(session.id);
          }}
        />
      )}
      {openedId && <SessionDetailModal id={openedId} pageName={pageName} onClose={() => setOpenedId(null)} />}
    </>
  );
}
