import { useState } from 'react';
import { ActionIcon, Badge, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VISIBILITIES } from '../../../core/catalogue/constants.ts';
import type { TVisibility } from '../../../core/content/schema.ts';
import type { TTimelinePostRow } from '../../../core/timeline/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useContentRefresh } from '../../components/content/content-api.ts';
import { useContentActions } from '../../components/content/use-content-actions.ts';
import { useDateTime } from '../../components/format.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { PictureThumb } from '../../components/picture-thumb.tsx';
import { EMPTY_POST, postValues, TimelinePostForm } from './timeline-post-form.tsx';
import { audienceKey, TIMELINE_ACTION_TEXTS } from './timeline-texts.ts';

const FILTER_KEYS = ['visibility'] as const;
const oneOf = (value: string) => (VISIBILITIES as readonly string[]).includes(value) ? (value as TVisibility) : undefined;

/**
 * /manage/timeline: a composer for a new post at the top, the posts below newest first; each
 * post edited in a dialog, made Public or Private (one or many) and deleted after asking.
 */
export default function TimelinePage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const formatDateTime = useDateTime();
  const api = trpc.timeline;
  const control = useListParams({ filterKeys: FILTER_KEYS });
  const { page, pageSize, search, filters } = control.params;
  const visibility = oneOf(filters.visibility ?? '');
  const list = api.list.useQuery({ page, pageSize, sort: 'newest', ...(search && { search }), ...(visibility && { visibility }) });
  const refresh = useContentRefresh('timeline');
  const actions = useContentActions(api, refresh, TIMELINE_ACTION_TEXTS);
  const create = api.create.useMutation();
  const update = api.update.useMutation();
  const [editing, setEditing] = useState<TTimelinePostRow | null>(null);

  const rowActions = (row: TTimelinePostRow) => {
    const isPublic = row.visibility === 'public';
    return (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <ActionIcon variant="subtle" aria-label={t('common.edit')} onClick={() => setEditing(row)} data-testid={`timeline-edit-${row.slug}`}>
          <IconPencil size={18} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={t(isPublic ? 'timeline.makePrivate' : 'timeline.makePublic')}
          onClick={() => actions.setVisibility([row.id], isPublic ? 'hidden' : 'public')}
          data-testid={`timeline-audience-${row.slug}`}
        >
          {isPublic ? <IconEyeOff size={18} /> : <IconEye size={18} />}
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" aria-label={t('common.delete')} onClick={() => actions.confirmRemove(row.id, row.titleEn)} data-testid={`timeline-delete-${row.slug}`}>
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    );
  };

  return (
    <Stack>
      {canEdit && (
        <Card withBorder data-testid="timeline-composer">
          <Title order={4} mb="sm">
            {t('timeline.newPost')}
          </Title>
          <TimelinePostForm
            initial={EMPTY_POST}
            save={(values) => create.mutateAsync(values)}
            onSaved={() => {
              showSuccess(t('timeline.posted'));
              void refresh();
            }}
            submitLabel={t('timeline.post')}
            testId="timeline-new-post"
          />
        </Card>
      )}
      <ListScreen<TTimelinePostRow>
        testId="timeline-list"
        control={control}
        searchPlaceholder={t('timeline.searchPlaceholder')}
        filters={
          <FilterSelect
            control={control}
            name="visibility"
            label={t('timeline.audience')}
            allLabel={t('timeline.anyVisibility')}
            data={VISIBILITIES.map((v) => ({ value: v, label: t(audienceKey(v)) }))}
            width={180}
          />
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        bulkActions={canEdit ? actions.bulk<TTimelinePostRow>() : undefined}
        columns={[
          {
            accessor: 'titleEn',
            title: t('timeline.post'),
            render: (row) => (
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <PictureThumb src={row.picture} alt={row.titleEn} size={48} />
                <div>
                  <Text size="sm" fw={600}>
                    {row.titleEn}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {row.textEn}
                  </Text>
                </div>
              </Group>
            ),
          },
          {
            accessor: 'visibility',
            title: t('timeline.audience'),
            render: (row) => <Badge color={row.visibility === 'public' ? 'green' : 'gray'}>{t(audienceKey(row.visibility))}</Badge>,
          },
          { accessor: 'createdAt', title: t('timeline.date'), render: (row) => formatDateTime(row.createdAt) },
          { accessor: 'actions', title: '', textAlign: 'right', render: (row) => canEdit && rowActions(row) },
        ]}
      />
      {editing && (
        <Modal opened onClose={() => setEditing(null)} title={<Text fw={700}>{t('timeline.edit')}</Text>} size="xl" centered>
          <TimelinePostForm
            initial={postValues(editing)}
            save={(values) => update.mutateAsync({ id: editing.id, item: values })}
            onSaved={() => {
              setEditing(null);
              showSuccess(t('timeline.saved'));
              void refresh();
            }}
            submitLabel={t('common.save')}
            errorPrefix="item."
            onCancel={() => setEditing(null)}
            testId="timeline-edit-post"
          />
        </Modal>
      )}
    </Stack>
  );
}
