import { useEffect, useState } from 'react';
import { Alert, Button, Card, Center, Group, Loader, Pagination, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy } from '@dnd-kit/sortable';
import { IconPhotoPlus, IconTable } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PHOTO_PAGE_SIZES } from '../../../core/photos/constants.ts';
import type { TPhotoRow } from '../../../core/photos/schema.ts';
import { confirmIrreversible, showError } from '../../app/dialogs.tsx';
import { PageActions } from '../../app/layout/page-header.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useContentRefresh } from '../../components/content/content-api.ts';
import { contentListInput } from '../../components/content/content-list-input.ts';
import { VisibilityFilter } from '../../components/content/visibility-filter.tsx';
import { useContentActions } from '../../components/content/use-content-actions.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { useSortSensors } from '../../components/sortable-list.tsx';
import { PHOTO_PATHS } from './paths.ts';
import { PhotoQuickEditButton } from './quick-edit-button.tsx';
import { SortablePhoto } from './sortable-photo.tsx';

const FILTERS = ['category', 'visibility'] as const;

/** /manage/photos-new: the photos as a grid (page sizes 30, 60, 90, 120); with one album chosen, drag to put them in order. */
export default function PhotoGridPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const control = useListParams({ filterKeys: FILTERS, pageSizes: PHOTO_PAGE_SIZES.grid });
  const { params, update } = control;
  const albumId = params.filters.category || null;
  const list = trpc.photos.list.useQuery({ ...contentListInput(params), sort: 'default' });
  const albums = trpc.photos.categories.options.useQuery().data ?? [];
  const reorder = trpc.photos.reorder.useMutation();
  const refresh = useContentRefresh('photos');
  const actions = useContentActions(trpc.photos, refresh);
  const [order, setOrder] = useState<TPhotoRow[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  useEffect(() => setOrder(list.data?.items ?? []), [list.data]);
  useEffect(() => setSelected(new Set()), [list.data]);
  const sensors = useSortSensors();
  const draggable = canEdit && albumId !== null;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!albumId || !over || active.id === over.id) return;
    const next = arrayMove(order, order.findIndex((p) => p.id === active.id), order.findIndex((p) => p.id === over.id));
    setOrder(next);
    reorder.mutateAsync({ categoryId: albumId, ids: next.map((p) => p.id) }).then(refresh, async (error: unknown) => {
      showError(error);
      await refresh();
    });
  };
  const ids = [...selected];
  const total = list.data?.total ?? 0;

  return (
    <Stack data-testid="photo-grid">
      <PageActions>
        <Group gap="xs">
          <Button variant="default" component={Link} to={PHOTO_PATHS.list} leftSection={<IconTable size={16} />}>
            {t('photos.grid.table')}
          </Button>
          {canEdit && <PhotoQuickEditButton albumId={albumId} />}
          {canEdit && (
            <Button component={Link} to={PHOTO_PATHS.addMultiple} leftSection={<IconPhotoPlus size={16} />}>
              {t('photos.addMultiple.title')}
            </Button>
          )}
        </Group>
      </PageActions>
      <Card withBorder>
        <Group align="flex-end" wrap="wrap">
          <FilterSelect control={control} name="category" label={t('photos.album')} allLabel={t('photos.allAlbums')} data={albums.map((a) => ({ value: a.id, label: a.nameEn }))} width={220} />
          <VisibilityFilter control={control} />
        </Group>
      </Card>
      {canEdit && !albumId && total > 1 && <Alert variant="light">{t('photos.grid.chooseAlbum')}</Alert>}
      {canEdit && selected.size > 0 && (
        <Group data-testid="photo-bulk">
          <Text size="sm">{t('list.selected', { count: selected.size })}</Text>
          <Button size="xs" variant="default" onClick={() => actions.setVisibility(ids, 'public')}>
            {t('content.list.show')}
          </Button>
          <Button size="xs" variant="default" color="orange" onClick={() => actions.setVisibility(ids, 'hidden')}>
            {t('content.list.hide')}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => confirmIrreversible({ title: t('photos.grid.deleteSelected', { count: ids.length }), confirmLabel: t('common.delete'), onConfirm: () => actions.remove(ids) })}>
            {t('common.delete')}
          </Button>
        </Group>
      )}
      {order.length === 0 ? (
        <Center py="xl">{list.isFetching ? <Loader size="sm" /> : <Text c="dimmed">{t('list.empty')}</Text>}</Center>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={order.map((p) => p.id)} strategy={rectSortingStrategy} disabled={!draggable}>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} data-testid="photo-cards">
              {order.map((photo) => (
                <SortablePhoto
                  key={photo.id}
                  photo={photo}
                  draggable={draggable}
                  canEdit={canEdit}
                  selected={selected.has(photo.id)}
                  onSelect={(on) => setSelected((s) => (on ? new Set(s).add(photo.id) : new Set([...s].filter((id) => id !== photo.id))))}
                  onToggleVisibility={() => actions.setVisibility([photo.id], photo.visibility === 'public' ? 'hidden' : 'public')}
                  onDelete={() => actions.confirmRemove(photo.id, photo.titleEn || t('photos.untitled'))}
                />
              ))}
            </SimpleGrid>
          </SortableContext>
        </DndContext>
      )}
      <Group justify="space-between" wrap="wrap">
        <Select
          w={110}
          aria-label={t('list.perPage')}
          data={PHOTO_PAGE_SIZES.grid.map(String)}
          value={String(params.pageSize)}
          onChange={(size) => update({ pageSize: Number(size) })}
          allowDeselect={false}
          data-testid="photo-page-size"
        />
        <Pagination total={Math.max(1, Math.ceil(total / params.pageSize))} value={params.page} onChange={(page) => update({ page })} />
      </Group>
    </Stack>
  );
}
