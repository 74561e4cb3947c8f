import { Badge, Group, Modal, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLiveComment, TLiveSessionDetail } from '../../../core/live-commerce/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { CardTable } from '../../components/card-table.tsx';
import { FactsCard } from '../../components/facts-card.tsx';
import { FetchedRecord } from '../../components/fetched-record.tsx';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { CartLinesTable } from './cart-lines-table.tsx';
import { SessionActions } from './session-actions.tsx';
import { SessionStatusBadge } from './session-status-badge.tsx';

/** How often a live session's detail, and the list while a session is live, ask for new comments and lines. */
export const LIVE_REFRESH_MS = 5_000;

function CommentsTable({ comments }: { comments: TLiveComment[] }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const head = [t('liveCommerce.lines.member'), t('liveCommerce.comments.text'), t('liveCommerce.comments.result'), t('liveCommerce.lines.at')];
  return (
    <CardTable
      testId="live-comments"
      headings={head}
      records={comments}
      row={(c) => (
        <Table.Tr key={c.id} data-testid="live-comment">
          <Table.Td data-label={head[0]}>{c.memberName}</Table.Td>
          <Table.Td data-label={head[1]} style={{ overflowWrap: 'anywhere' }}>
            {c.text}
          </Table.Td>
          <Table.Td data-label={head[2]}>
            <Badge variant="light" color={c.result === 'line' ? 'green' : 'gray'}>
              {t(`liveCommerce.comments.results.${c.result}`)}
            </Badge>
          </Table.Td>
          <Table.Td data-label={head[3]}>{when(c.at)}</Table.Td>
        </Table.Tr>
      )}
    />
  );
}

function SessionDetail({ session, pageName }: { session: TLiveSessionDetail; pageName: string }) {
  const { t } = useTranslation();
  const when = useDateTime();
  return (
    <Stack data-testid="session-detail">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <SessionStatusBadge status={session.status} />
        <SessionActions session={session} />
      </Group>
      <FactsCard
        title={t('liveCommerce.session.facts')}
        rows={[
          [t('liveCommerce.session.page'), pageName],
          [t('liveCommerce.session.video'), session.videoId],
          [t('liveCommerce.session.set'), session.setName],
          [t('liveCommerce.session.startedAt'), session.startedAt ? when(session.startedAt) : ''],
          [t('liveCommerce.session.endedAt'), session.endedAt ? when(session.endedAt) : ''],
          [t('liveCommerce.session.comments'), String(session.commentCount)],
          [t('liveCommerce.session.openLines'), String(session.lineCount)],
          [t('liveCommerce.session.total'), formatMoney(session.totalSen)],
        ]}
      />
      <Title order={3} size="h4">
        {t('liveCommerce.session.linesTitle')}
      </Title>
      <CartLinesTable lines={session.lines} withMember />
      <Title order={3} size="h4">
        {t('liveCommerce.session.commentsTitle')}
      </Title>
      <CommentsTable comments={session.comments} />
    </Stack>
  );
}

/** A session's facts, its cart lines and newest comments; while live it refreshes itself. */
export function SessionDetailModal({ id, pageName, onClose }: { id: string; pageName(pageId: string): string; onClose(): void }) {
  const { t } = useTranslation();
  const session = trpc.liveCommerce.getSession.useQuery({ id }, { refetchInterval: (query) => (query.state.data?.status === 'live' ? LIVE_REFRESH_MS : false) });
  return (
    <Modal opened onClose={onClose} title={session.data?.title ?? t('liveCommerce.session.detailTitle')} size="xl">
      <FetchedRecord id={id} query={session}>
        {(data) => <SessionDetail session={data} pageName={pageName(data.pageId)} />}
      </FetchedRecord>
    </Modal>
  );
}
