import { useState } from 'react';
import { ActionIcon, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconEye, IconEyeOff, IconMessageOff, IconMessageReply, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TReviewRow } from '../../../core/reviews/schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { useContentRefresh } from '../../components/content/content-api.ts';
import { useContentActions } from '../../components/content/use-content-actions.ts';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { ManualReviewModal } from './manual-review-modal.tsx';
import { ReplyModal } from './reply-modal.tsx';
import { ReviewCell } from './review-cell.tsx';
import { ReviewFilters } from './review-filters.tsx';
import { REVIEW_FILTER_KEYS, reviewListInput } from './review-list-input.ts';

/**
 * /manage/ratings-and-reviews: every review of the merchant's products, from members or added by
 * hand; filters by stars, visibility and reply; reply, show or hide, delete, one or many.
 */
export default function ReviewsPage() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const canEdit = useCanEdit();
  const control = useListParams({ filterKeys: REVIEW_FILTER_KEYS });
  const list = trpc.reviews.list.useQuery(reviewListInput(control.params));
  const refresh = useContentRefresh('reviews');
  const actions = useContentActions(trpc.reviews, refresh);
  const removeReply = trpc.reviews.removeReply.useMutation();
  const [replying, setReplying] = useState<TReviewRow | null>(null);
  const [adding, setAdding] = useState(false);

  const confirmRemoveReply = (row: TReviewRow) =>
    confirmIrreversible({
      title: t('reviews.reply.removeTitle', { name: row.reviewerName }),
      confirmLabel: t('reviews.reply.remove'),
      onConfirm: () =>
        void removeReply
          .mutateAsync({ id: row.id })
          .then(() => {
            showSuccess(t('reviews.reply.removed'));
            return refresh();
          })
          .catch(showError),
    });

  const rowMenu = (row: TReviewRow) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('common.actions')} data-testid={`review-actions-${row.id}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconMessageReply size={16} />} onClick={() => setReplying(row)}>
          {t(row.reply ? 'reviews.reply.edit' : 'reviews.reply.action')}
        </Menu.Item>
        {row.reply && (
          <Menu.Item leftSection={<IconMessageOff size={16} />} onClick={() => confirmRemoveReply(row)}>
            {t('reviews.reply.remove')}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={row.visibility === 'public' ? <IconEyeOff size={16} /> : <IconEye size={16} />}
          onClick={() => actions.setVisibility([row.id], row.visibility === 'public' ? 'hidden' : 'public')}
        >
          {t(row.visibility === 'public' ? 'content.list.hide' : 'content.list.show')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.confirmRemove(row.id, t('reviews.deleteTitle', { name: row.reviewerName }))}>
          {t('common.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <>
      <ListScreen<TReviewRow>
        testId="reviews-list"
        control={control}
        searchPlaceholder={t('reviews.searchPlaceholder')}
        filters={<ReviewFilters control={control} />}
        toolbar={<AddButton label={t('reviews.add')} onClick={() => setAdding(true)} testId="add-review" />}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        bulkActions={canEdit ? actions.bulk<TReviewRow>() : undefined}
        columns={[
          { accessor: 'stars', title: t('reviews.columns.review'), render: (row) => <ReviewCell review={row} /> },
          {
            accessor: 'productName',
            title: t('reviews.columns.product'),
            render: (row) => (
              <Stack gap={0}>
                <Text size="sm">{row.productName}</Text>
                {row.variant && (
                  <Text size="xs" c="dimmed">
                    {row.variant}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            accessor: 'reviewerName',
            title: t('reviews.columns.reviewer'),
            render: (row) => (
              <Stack gap={2}>
                <Text size="sm">{row.reviewerName}</Text>
                {row.manual ? (
                  <Badge variant="light" color="gray" size="sm">
                    {t('reviews.manual')}
                  </Badge>
                ) : (
                  row.orderNo !== null && (
                    <Text size="xs" c="dimmed">
                      {t('reviews.order', { orderNo: row.orderNo })}
                    </Text>
                  )
                )}
              </Stack>
            ),
          },
          { accessor: 'reviewedAt', title: t('reviews.columns.date'), render: (row) => formatDateTime(row.reviewedAt, false) },
          {
            accessor: 'visibility',
            title: t('content.visibility.label'),
            render: (row) => <Badge color={row.visibility === 'public' ? 'green' : 'gray'}>{t(`content.visibility.${row.visibility}`)}</Badge>,
          },
          ...(canEdit ? [{ accessor: 'actions', title: '', textAlign: 'right' as const, render: (row: TReviewRow) => <Group justify="flex-end">{rowMenu(row)}</Group> }] : []),
        ]}
      />
      {replying && (
        <ReplyModal
          review={replying}
          onClose={() => setReplying(null)}
          onSaved={() => {
            setReplying(null);
            void refresh();
          }}
        />
      )}
      {adding && (
        <ManualReviewModal
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            void refresh();
          }}
        />
      )}
    </>
  );
}
