import { useState } from 'react';
import { Anchor, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFbMember, TFbMemberDetail } from '../../../core/live-commerce/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { FactsCard } from '../../components/facts-card.tsx';
import { FetchedRecord } from '../../components/fetched-record.tsx';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { ltr } from '../../components/ltr-text.tsx';
import { CartLinesTable } from './cart-lines-table.tsx';

function MemberDetail({ member }: { member: TFbMemberDetail }) {
  const { t } = useTranslation();
  const when = useDateTime();
  return (
    <Stack data-testid="fb-member-detail">
      <FactsCard
        title={t('liveCommerce.member.facts')}
        rows={[
          [t('liveCommerce.member.psid'), member.psid],
          [t('liveCommerce.member.comments'), String(member.comments)],
          [t('liveCommerce.member.firstSeen'), when(member.firstSeenAt)],
          [t('liveCommerce.member.lastComment'), when(member.lastCommentAt)],
          [t('liveCommerce.member.openTotal'), formatMoney(member.openTotalSen)],
        ]}
      />
      <CartLinesTable lines={member.lines} withMember={false} />
    </Stack>
  );
}

function MemberModal({ id, onClose }: { id: string; onClose(): void }) {
  const member = trpc.liveCommerce.getFbMember.useQuery({ id });
  return (
    <Modal opened onClose={onClose} title={member.data?.name ?? ''} size="lg">
      <FetchedRecord id={id} query={member}>
        {(data) => <MemberDetail member={data} />}
      </FetchedRecord>
    </Modal>
  );
}

/** /mysales/live-commerce/fb-member: the Facebook people who commented in lives, with their open cart lines. */
export default function FbMemberPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const [openedId, setOpenedId] = useState<string | null>(null);
  const list = trpc.liveCommerce.listFbMembers.useQuery({ page, pageSize, search: search || undefined }, { placeholderData: (previous) => previous });
  return (
    <>
      <ListScreen<TFbMember>
        testId="fb-members"
        control={control}
        searchPlaceholder={t('liveCommerce.member.search')}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          {
            accessor: 'name',
            title: t('liveCommerce.member.name'),
            render: (row) => (
              <Anchor component="button" type="button" onClick={() => setOpenedId(row.id)} style={{ overflowWrap: 'anywhere', textAlign: 'start' }} data-testid={`fb-member-${row.psid}`}>
                {row.name || ltr(row.psid)}
              </Anchor>
            ),
          },
          { accessor: 'comments', title: t('liveCommerce.member.comments'), textAlign: 'right' },
          { accessor: 'lastCommentAt', title: t('liveCommerce.member.lastComment'), render: (row) => when(row.lastCommentAt) },
          { accessor: 'openLines', title: t('liveCommerce.member.openLines'), textAlign: 'right' },
          { accessor: 'openTotalSen', title: t('liveCommerce.member.openTotal'), textAlign: 'right', render: (row) => formatMoney(row.openTotalSen) },
        ]}
      />
      {openedId && <MemberModal id={openedId} onClose={() => setOpenedId(null)} />}
    </>
  );
}
